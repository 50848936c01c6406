// Reads a live stream in a test as the client would: frames split on blank lines, `event:`/`data:` fields.

export interface StreamEvent {
  event: string;
  data: string;
}

export interface OpenStream {
  response: Response;
  /** Every event and comment received so far (comments as event ':'), in order. */
  readonly received: StreamEvent[];
  /** The next event named `event` not taken yet; fails after `waitMs` (a wait, not a timing under test). */
  next(event: string, waitMs?: number): Promise<StreamEvent>;
  /** Resolves once the server has closed the stream. */
  ended: Promise<void>;
  close(): Promise<void>;
}

export function parseFrame(frame: string): StreamEvent {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) return { event: ':', data: line.slice(1).trim() };
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return { event, data: data.join('\n') };
}

export function readStream(response: Response): OpenStream {
  if (!response.body) throw new Error('the answer has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const received: StreamEvent[] = [];
  const taken = new Set<StreamEvent>();
  let wake = () => {};
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          received.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Cancelled by close().
    }
    wake();
  })();
  let over = false;
  void ended.then(() => {
    over = true;
  });
  return {
    response,
    received,
    ended,
    async next(event, waitMs = 15_000) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const found = received.find((e) => e.event === event && !taken.has(e));
        if (found) {
          taken.add(found);
          return found;
        }
        if (over) throw new Error(`the stream ended before an '${event}' event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${event}' event within ${waitMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
      await ended;
    },
  };
}
