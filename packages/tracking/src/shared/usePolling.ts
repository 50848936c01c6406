import { type LiveMessage, type LiveStream, startLiveFeed } from '@box/core/api';
import { TRACKING_POLL_MS } from '@box/core/catalogues';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PollingOptions<T = unknown> {
  /** Milliseconds between the end of one load and the start of the next; default 60000 (SPEC §9). */
  interval?: number;
  /** When false nothing is loaded (e.g. the widget's parameters are invalid). Default true. */
  enabled?: boolean;
  /** An error after which polling stops for good (e.g. the session expired). */
  isFatal?: (error: unknown) => boolean;
  /**
   * What the server already answered for this page (a server-rendered page being hydrated): the hook starts
   * from it instead of loading, so the first render matches the server's HTML and nothing is asked twice.
   * `data`: shown, the next load comes after `interval`; `error`: the failed state, as a failed first load.
   * Used for the first `load` only: new parameters start over.
   */
  initial?: PollingSeed<T>;
  /**
   * The resource's live stream (issue 18): while it is up nothing is polled and each event that `fromEvent`
   * reads replaces the data; when it cannot be opened or keeps being cut, polling every `interval` takes over.
   * Should be stable per parameters (useMemo). Null or absent: polling only.
   */
  live?: LiveStream | null;
  /** The new data an event carries, or null for an event that is not this resource's. */
  fromEvent?: (message: LiveMessage) => T | null;
}

export type PollingSeed<T> = { data: T } | { error: unknown };

export type PollingState<T> =
  /** first load under way */
  | { status: 'loading'; data: null; error: null }
  /** the first load failed: nothing to show; polling stopped (see `retry`) */
  | { status: 'failed'; data: null; error: unknown }
  /** data shown; `error` is the last refresh's failure, kept quiet: the next tick tries again */
  | { status: 'ready'; data: T; error: unknown | null };

export interface Polling<T> {
  state: PollingState<T>;
  /** a load is in flight (first load or a refresh) */
  refreshing: boolean;
  /** Starts over: back to the loading state, loads now and restarts the timer (after a failed first load). */
  retry: () => void;
}

function seededState<T>(seed: PollingSeed<T> | undefined): PollingState<T> {
  if (!seed) return { status: 'loading', data: null, error: null };
  return 'data' in seed
    ? { status: 'ready', data: seed.data, error: null }
    : { status: 'failed', data: null, error: seed.error };
}

const isHidden = () => globalThis.document?.visibilityState === 'hidden';

/**
 * Loads, then follows the live stream when there is one (core's startLiveFeed); else, or while the stream is
 * down, reloads every `interval` ms while the widget is mounted, keeping the last good data visible while
 * refreshing and when a refresh fails. Waits while the page is hidden (no calls from a background tab) and
 * reloads as soon as it is visible again. A new `load` (new parameters) starts over from the loading state.
 * `load` should be stable per parameters (useCallback).
 */
export function usePolling<T>(
  load: (signal: AbortSignal) => Promise<T>,
  { interval = TRACKING_POLL_MS, enabled = true, isFatal, initial, live, fromEvent }: PollingOptions<T> = {},
): Polling<T> {
  // The seed belongs to the first `load`: a remount with the same one (StrictMode) keeps it, new parameters not.
  const seedRef = useRef<{ load: typeof load; seed: PollingSeed<T> } | null>(
    initial && enabled ? { load, seed: initial } : null,
  );
  const [state, setState] = useState<PollingState<T>>(() => seededState(seedRef.current?.seed));
  const [refreshing, setRefreshing] = useState(false);
  const [generation, setGeneration] = useState(0);
  const isFatalRef = useRef(isFatal);
  isFatalRef.current = isFatal;

  const fromEventRef = useRef(fromEvent);
  fromEventRef.current = fromEvent;

  useEffect(() => {
    if (!enabled) return;
    const seed = generation === 0 && seedRef.current?.load === load ? seedRef.current.seed : undefined;
    if (!seed) {
      seedRef.current = null;
      setState({ status: 'loading', data: null, error: null });
    } else if (!('data' in seed)) return;
    const show = (data: T) => setState({ status: 'ready', data, error: null });
    const feed = startLiveFeed({
      load,
      stream: live ?? null,
      // A bad interval (NaN, 0, negative) must not turn polling into a busy loop.
      pollMs: Number.isFinite(interval) ? Math.max(interval, 1000) : TRACKING_POLL_MS,
      seeded: seed !== undefined,
      onData: show,
      onMessage: (message) => {
        const data = fromEventRef.current?.(message);
        if (data != null) show(data);
      },
      onError: (error, final) =>
        setState((prev) =>
          prev.status === 'ready'
            ? { ...prev, error }
            : final
              ? { status: 'failed', data: null, error }
              : prev,
        ),
      isFatal: (error) => isFatalRef.current?.(error) ?? false,
      isHidden,
      onLoading: setRefreshing,
    });
    // Back from the background: the data may be old, load now instead of waiting for the next tick.
    const onVisibility = () => {
      if (!isHidden()) feed.resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      feed.stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [load, live, interval, enabled, generation]);

  const retry = useCallback(() => setGeneration((g) => g + 1), []);
  return { state, refreshing, retry };
}
