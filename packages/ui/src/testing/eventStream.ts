import { type FakeReply, reply } from './fakeFetch';

const encoder = new TextEncoder();

/**
 * A fake Server-Sent Events endpoint for the fake fetch: a route answers `events.reply()`, each call opening one
 * connection (it starts with `event: ready` as the server's do); `send` writes an event to every open
 * connection, `ping` the keep-alive comment (a stream silent for 45 s reads as cut), `cut` ends them all as a dropped connection would, `bye` as the server's time limit does.
 */
export function fakeEventStream() {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let connections = 0;
  const write = (text: string) => {
    for (const controller of open) controller.enqueue(encoder.encode(text));
  };
  const closeAll = () => {
    for (const controller of open) controller.close();
    open.clear();
  };
  return {
    reply(): ReturnType<typeof reply> {
      connections += 1;
      let self: ReadableStreamDefaultController<Uint8Array> | null = null;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          self = controller;
          open.add(controller);
          controller.enqueue(encoder.encode('retry: 3000\nevent: ready\ndata: {}\n\n'));
        },
        cancel() {
          if (self) open.delete(self);
        },
      });
      const answer: FakeReply = {
        stream,
        headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
      };
      return reply(answer);
    },
    send(event: string, data: unknown) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** The server's keep-alive comment. */
    ping() {
      write(': ping\n\n');
    },
    cut: closeAll,
    bye() {
      write('event: bye\ndata: {}\n\n');
      closeAll();
    },
    /** Connections open now. */
    get open() {
      return open.size;
    },
    /** Connections opened so far. */
    get connections() {
      return connections;
    },
  };
}

export type FakeEventStream = ReturnType<typeof fakeEventStream>;
