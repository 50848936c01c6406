import type { LiveMessage, LiveStream } from './live';

/** 'connecting': the stream is being opened; 'live': it is up; 'polling': it failed, loads run every `pollMs`. */
export type LiveMode = 'connecting' | 'live' | 'polling';

export interface LiveFeedOptions<T> {
  /** The resource's normal GET. */
  load: (signal: AbortSignal) => Promise<T>;
  /** Its `/live` stream; null when it has none (the feed only polls). */
  stream: LiveStream | null;
  /** Milliseconds between the end of one load and the next while polling. */
  pollMs: number;
  /** Each good load (the first, a refetch, a poll). */
  onData: (data: T) => void;
  /** Each event of the stream but `ready` and `bye`. */
  onMessage: (message: LiveMessage) => void;
  /**
   * A load or the stream failed. `final`: the feed has stopped for good (a fatal error, or a first load that
   * failed with nothing to show); otherwise the feed goes on and the next load may succeed.
   */
  onError: (error: unknown, final: boolean) => void;
  /** An error after which nothing is retried (the session expired). */
  isFatal: (error: unknown) => boolean;
  onMode?: (mode: LiveMode) => void;
  /** A load started (true) or ended (false). */
  onLoading?: (loading: boolean) => void;
  /** True: the data came from elsewhere (a server-rendered page); the first load is skipped. */
  seeded?: boolean;
  /** The page is in the background: a poll that falls due waits for `resume()`. */
  isHidden?: () => boolean;
  /** Wait before reconnecting after a cut (the server's `retry:`). */
  reconnectMs?: number;
  /** First wait before retrying a stream that failed; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface LiveFeed {
  stop(): void;
  /** The page is visible again: while polling, the data may be old, so a load runs now. */
  resume(): void;
}

/** Two cuts within this window: the stream is not to be trusted; poll while retrying it with backoff. */
const CUT_WINDOW_MS = 60_000;

/**
 * Keeps a resource fresh by its live stream, falling back to polling (SSE contract of issue 18): the first load
 * and the stream start together; each `ready` after that first load (a reconnect, a stream that came up late)
 * refetches once, as events may have been missed; a `bye` reconnects at once, a cut after `reconnectMs`; a
 * stream that cannot be opened or is cut twice within a minute gives way to polling every `pollMs` while it is
 * retried with backoff up to `maxBackoffMs`; once it is up again polling stops.
 */
export function startLiveFeed<T>(options: LiveFeedOptions<T>): LiveFeed {
  const {
    load,
    stream,
    pollMs,
    isFatal,
    isHidden = () => false,
    reconnectMs = 3_000,
    backoffMs = 10_000,
    maxBackoffMs = 300_000,
  } = options;
  let stopped = false;
  let mode: LiveMode = stream ? 'connecting' : 'polling';
  let hasData = options.seeded === true;
  let loadController: AbortController | null = null;
  let streamController: AbortController | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let streamTimer: ReturnType<typeof setTimeout> | undefined;
  let pollDue = false;
  let lastCut = Number.NEGATIVE_INFINITY;
  let failures = 0;
  /** The stream was up and went down since the last load began: events may have been missed. */
  let missed = false;
  /**
   * Events that came while a load was on its way: its answer may have been built before them, so they are
   * played again on top of it rather than lost under it.
   */
  let duringLoad: LiveMessage[] = [];

  const setMode = (next: LiveMode) => {
    if (mode === next) return;
    mode = next;
    options.onMode?.(next);
  };

  function stop() {
    stopped = true;
    clearTimeout(pollTimer);
    clearTimeout(streamTimer);
    loadController?.abort();
    streamController?.abort();
  }

  function fail(error: unknown) {
    const final = isFatal(error) || !hasData;
    if (final) stop();
    options.onError(error, final);
  }

  function schedulePoll() {
    clearTimeout(pollTimer);
    pollTimer = undefined;
    if (stopped || mode !== 'polling') return;
    pollTimer = setTimeout(() => {
      pollTimer = undefined;
      if (isHidden()) pollDue = true;
      else void refetch();
    }, pollMs);
  }

  async function refetch() {
    missed = false;
    loadController?.abort();
    const current = new AbortController();
    loadController = current;
    duringLoad = [];
    options.onLoading?.(true);
    try {
      const data = await load(current.signal);
      if (current.signal.aborted || stopped) return;
      hasData = true;
      options.onData(data);
      for (const message of duringLoad) options.onMessage(message);
    } catch (error) {
      if (current.signal.aborted || stopped) return;
      fail(error);
    } finally {
      if (loadController === current) {
        loadController = null;
        options.onLoading?.(false);
      }
    }
    schedulePoll();
  }

  function fallBack() {
    setMode('polling');
    // One load now if events may have been missed, then the poll cycle (a load under way schedules the next).
    if (missed) void refetch();
    else if (!loadController && pollTimer === undefined) schedulePoll();
    clearTimeout(streamTimer);
    streamTimer = setTimeout(connect, Math.min(backoffMs * 2 ** failures, maxBackoffMs));
    failures += 1;
  }

  function onMessage(message: LiveMessage) {
    if (stopped) return;
    if (message.event !== 'ready') {
      if (loadController) duringLoad.push(message);
      options.onMessage(message);
      return;
    }
    failures = 0;
    setMode('live');
    clearTimeout(pollTimer);
    pollTimer = undefined;
    pollDue = false;
    // A first load still on its way carries what the stream would have sent; any other case may have missed some.
    if (!loadController) void refetch();
  }

  async function connect() {
    if (stopped || !stream) return;
    streamController?.abort();
    const current = new AbortController();
    streamController = current;
    let end: Awaited<ReturnType<LiveStream>>;
    try {
      end = await stream(current.signal, onMessage);
    } catch (error) {
      if (current.signal.aborted || stopped) return;
      if (isFatal(error)) fail(error);
      else fallBack();
      return;
    }
    if (current.signal.aborted || stopped) return;
    if (mode === 'live') missed = true;
    if (end === 'bye') {
      void connect();
      return;
    }
    const now = Date.now();
    const again = now - lastCut < CUT_WINDOW_MS;
    lastCut = now;
    if (again || mode !== 'live') {
      fallBack();
      return;
    }
    setMode('connecting');
    streamTimer = setTimeout(connect, reconnectMs);
  }

  if (!hasData) void refetch();
  else schedulePoll();
  void connect();

  return {
    stop,
    resume() {
      if (stopped || mode !== 'polling' || (!pollDue && pollTimer === undefined)) return;
      pollDue = false;
      clearTimeout(pollTimer);
      pollTimer = undefined;
      void refetch();
    },
  };
}
