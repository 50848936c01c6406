import type { createParser } from 'eventsource-parser';
import { ApiError } from './errors';
import type { ApiTransport } from './transport';

/** One Server-Sent Event of a live stream: its `event:` name ('message' when it had none) and its `data:`. */
export interface LiveMessage {
  event: string;
  data: string;
}

/**
 * How a stream that was open ended: 'bye' when the server closed it on purpose (`event: bye`, its 10-minute
 * limit), 'cut' for anything else (end of body, a read error, or silence longer than `silenceMs`).
 */
export type LiveEnd = 'bye' | 'cut';

/** Reads one live stream until it ends; throws when it cannot be opened (see `readLiveStream`). */
export type LiveStream = (signal: AbortSignal, onMessage: (message: LiveMessage) => void) => Promise<LiveEnd>;

/** The server pings every 15 s: three missed pings read as a cut (a proxy that holds the socket but sends nothing). */
export const LIVE_SILENCE_MS = 45_000;

/** The stream answered 2xx but is not one (no body, not text/event-stream): the caller polls instead. */
export class LiveUnavailableError extends ApiError {
  constructor(status: number, reason: string) {
    super(status, null, `Atualização ao vivo indisponível: ${reason}`);
    this.name = 'LiveUnavailableError';
  }
}

export interface LiveStreamOptions {
  /** The URL authorises the call (public tracking): no credential of the page, like its GET. */
  urlAuthorised?: boolean;
  silenceMs?: number;
}

/**
 * A live stream read with the transport's own fetch (not EventSource), so the bearer token, the credentials mode
 * and 401 → onSessionExpired + SessionExpiredError work exactly as for the GET. Failing to open throws the
 * transport's errors (ApiError, SessionExpiredError) or LiveUnavailableError; once open, it resolves when the
 * stream ends. Aborting `signal` ends it quietly ('cut').
 */
export function liveStream(
  { raw }: ApiTransport,
  path: string,
  { urlAuthorised = false, silenceMs = LIVE_SILENCE_MS }: LiveStreamOptions = {},
): LiveStream {
  return async (signal, onMessage) => {
    // The SSE parser is a chunk of its own, fetched beside the stream's request: a widget's first load does not
    // carry it (issue 19). Should it not load, the stream reads as unavailable and the caller polls.
    const parser = import('eventsource-parser').then(
      (m) => m.createParser,
      () => null,
    );
    const response = await raw(path, {
      urlAuthorised,
      signal,
      headers: { accept: 'text/event-stream' },
      // The transport's time limit covers the wait for the headers only; an open stream is watched by `silenceMs`.
      cache: 'no-store',
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.body || !type.startsWith('text/event-stream')) {
      void response.body?.cancel().catch(() => undefined);
      throw new LiveUnavailableError(response.status, type || 'sem corpo');
    }
    const create = await parser;
    if (!create) {
      void response.body.cancel().catch(() => undefined);
      throw new LiveUnavailableError(response.status, 'leitor de eventos indisponível');
    }
    return readEvents(create, response.body, signal, onMessage, silenceMs);
  };
}

async function readEvents(
  create: typeof createParser,
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onMessage: (message: LiveMessage) => void,
  silenceMs: number,
): Promise<LiveEnd> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let bye = false;
  const parser = create({
    onEvent: ({ event, data }) => {
      if (event === 'bye') bye = true;
      else onMessage({ event: event ?? 'message', data });
    },
  });
  let silence: ReturnType<typeof setTimeout> | undefined;
  const stop = () => void reader.cancel().catch(() => undefined);
  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(stop, silenceMs);
  };
  signal.addEventListener('abort', stop);
  try {
    watch();
    while (!bye && !signal.aborted) {
      const { done, value } = await reader.read();
      if (done) break;
      watch();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // A read error is a cut like any other: the caller refetches and reconnects.
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', stop);
    if (bye) stop();
  }
  return bye ? 'bye' : 'cut';
}
