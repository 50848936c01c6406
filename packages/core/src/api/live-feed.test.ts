import { SessionExpiredError } from './errors';
import type { LiveEnd, LiveMessage, LiveStream } from './live';
import { type LiveMode, startLiveFeed } from './live-feed';

/** A scripted stream: each open is one connection the test drives (send, end) or refuses. */
function fakeStream() {
  const connections: {
    send: (event: string, data?: string) => void;
    end: (how: LiveEnd) => void;
    signal: AbortSignal;
  }[] = [];
  const refusals: unknown[] = [];
  const stream: LiveStream = (signal, onMessage: (m: LiveMessage) => void) => {
    const refusal = refusals.shift();
    if (refusal) return Promise.reject(refusal);
    return new Promise<LiveEnd>((resolve) => {
      connections.push({ send: (event, data = '{}') => onMessage({ event, data }), end: resolve, signal });
    });
  };
  return { stream: vi.fn(stream), connections, refusals, last: () => connections.at(-1)! };
}

/**
 * A feed over a scripted stream (or none, `stream: false`) whose loads answer `loads` in turn, then 'more'.
 * `refusals`: errors the first opens of the stream fail with. Records what the feed reports.
 */
function setup(
  loads: (() => Promise<string>)[],
  { stream = true, refusals = [] }: { stream?: boolean; refusals?: unknown[] } = {},
) {
  const scripted = fakeStream();
  scripted.refusals.push(...refusals);
  const load = vi.fn(() => (loads.shift() ?? (() => Promise.resolve('more')))());
  const data: string[] = [];
  const messages: string[] = [];
  const errors: [unknown, boolean][] = [];
  const modes: LiveMode[] = [];
  const feed = startLiveFeed({
    load,
    stream: stream ? scripted.stream : null,
    pollMs: 30_000,
    onData: (d) => data.push(d),
    onMessage: (m) => messages.push(m.data),
    onError: (e, final) => errors.push([e, final]),
    isFatal: (e) => e instanceof SessionExpiredError,
    onMode: (m) => modes.push(m),
  });
  /** Lets the feed open its stream, which then says `ready`. */
  const ready = async () => {
    await flush();
    scripted.last().send('ready');
    await flush();
  };
  return { load, data, messages, errors, modes, feed, s: scripted, ready };
}

/** A load that answers when the test says so. */
function pendingLoad() {
  let resolve!: (value: string) => void;
  const load = () =>
    new Promise<string>((r) => {
      resolve = r;
    });
  return { load, resolve: (value: string) => resolve(value) };
}

const ok = (value: string) => () => Promise.resolve(value);
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('startLiveFeed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads once and follows the stream without polling while it is up', async () => {
    const f = setup([ok('a')]);
    await f.ready();
    // The first load had finished before `ready`: one refetch covers what the gap may have missed.
    expect(f.load).toHaveBeenCalledTimes(2);
    f.s.last().send('tracking', 'b');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(f.messages).toEqual(['b']);
    expect(f.load).toHaveBeenCalledTimes(2);
    expect(f.modes).toEqual(['live']);
    f.feed.stop();
    expect(f.s.last().signal.aborted).toBe(true);
  });

  it('does not refetch when ready comes while the first load is on its way', async () => {
    const first = pendingLoad();
    const f = setup([first.load]);
    await flush();
    f.s.last().send('ready');
    first.resolve('a');
    await flush();
    expect(f.load).toHaveBeenCalledTimes(1);
    expect(f.data).toEqual(['a']);
  });

  it('plays again on top of a load the events that came while it was on its way', async () => {
    const first = pendingLoad();
    const f = setup([first.load]);
    await flush();
    f.s.last().send('ready');
    f.s.last().send('tracking', 'newer');
    first.resolve('older');
    await flush();
    expect(f.data).toEqual(['older']);
    expect(f.messages).toEqual(['newer', 'newer']);
  });

  it('after a cut reconnects, and refetches once when the stream is back', async () => {
    const f = setup([ok('a')]);
    await f.ready();
    f.s.last().end('cut');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(f.s.stream).toHaveBeenCalledTimes(2);
    f.s.last().send('ready');
    await flush();
    expect(f.load).toHaveBeenCalledTimes(3);
    expect(f.modes).toEqual(['live', 'connecting', 'live']);
  });

  it('reconnects at once after bye', async () => {
    const f = setup([ok('a')]);
    await f.ready();
    f.s.last().end('bye');
    await flush();
    expect(f.s.stream).toHaveBeenCalledTimes(2);
  });

  it('polls when the stream cannot be opened, retries it with backoff, and stops polling once it is up', async () => {
    const f = setup([ok('a')], { refusals: [new Error('network'), new Error('network')] });
    await flush();
    expect(f.modes).toEqual(['polling']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.s.stream).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(f.load).toHaveBeenCalledTimes(2);
    expect(f.s.stream).toHaveBeenCalledTimes(3);
    f.s.last().send('ready');
    await flush();
    expect(f.modes).toEqual(['polling', 'live']);
    const loads = f.load.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(f.load).toHaveBeenCalledTimes(loads);
  });

  it('falls back to polling after two cuts within a minute', async () => {
    const f = setup([ok('a')]);
    await f.ready();
    f.s.last().end('cut');
    await vi.advanceTimersByTimeAsync(3_000);
    f.s.last().send('ready');
    await flush();
    f.s.last().end('cut');
    await flush();
    expect(f.modes.at(-1)).toBe('polling');
    const loads = f.load.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(f.load.mock.calls.length).toBeGreaterThan(loads);
  });

  it('stops for good on a 401 from the stream', async () => {
    const expired = new SessionExpiredError(null);
    const f = setup([ok('a')], { refusals: [expired] });
    await flush();
    expect(f.errors).toEqual([[expired, true]]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(f.s.stream).toHaveBeenCalledTimes(1);
  });

  it('without a stream only polls, and a failed first load stops it', async () => {
    const f = setup([() => Promise.reject(new Error('404'))], { stream: false });
    await flush();
    expect(f.errors).toHaveLength(1);
    expect(f.errors[0]![1]).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(f.load).toHaveBeenCalledTimes(1);
  });
});
