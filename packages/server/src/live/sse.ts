import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import type { ChannelSpec, LiveHub, Subscriber } from './hub';
import { READY } from './hub';

/** A client that lets this much pile up unread is dropped (it reconnects and refetches). */
const MAX_UNREAD_BYTES = 1024 * 1024;

/**
 * The stream of one subscriber of a channel: `ready` first, then what the hub writes, until the client goes
 * away (cancel or abort: both unsubscribe, so nothing stays behind) or the hub ends it. Sent as it is: no
 * compression (a compressor would hold events back), and `x-accel-buffering: no` for nginx.
 */
export function sseResponse(c: Context<AppEnv>, hub: LiveHub, spec: ChannelSpec): Response {
  let unsubscribe = () => {};
  let closed = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const subscriber: Subscriber = {
          write(chunk) {
            if (closed) return true;
            controller.enqueue(chunk);
            return (controller.desiredSize ?? 0) > 0;
          },
          close() {
            if (closed) return;
            closed = true;
            controller.close();
          },
        };
        controller.enqueue(READY);
        unsubscribe = hub.subscribe(spec, subscriber);
        c.req.raw.signal.addEventListener('abort', () => {
          closed = true;
          unsubscribe();
        });
      },
      cancel() {
        closed = true;
        unsubscribe();
      },
    },
    { highWaterMark: MAX_UNREAD_BYTES, size: (chunk) => chunk.byteLength },
  );
  return c.body(stream, 200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
}
