import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database';
import { logger } from '../log/logger';
import { LIVE_CHANNEL, type LiveChange, parseLiveChange } from './change';

export interface ListenerEvents {
  changed(change: LiveChange): void;
  /** The connection was lost and is back: notifications in between are gone. */
  resynced(): void;
  /** The connection is lost: notifications are missed until `resynced` (answer caches stop trusting them). */
  lost?(): void;
}

export interface Listener {
  stop(): Promise<void>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated node-postgres connection (a pooled one would be handed to queries and lose it). On a
 * lost connection it reconnects with a growing delay and reports a resync.
 */
export async function listenPostgres(databaseUrl: string, events: ListenerEvents): Promise<Listener> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const change = message.channel === LIVE_CHANNEL ? parseLiveChange(message.payload) : null;
      if (change) events.changed(change);
    });
    // 'error' then 'end', or 'end' alone: either way the connection is gone once.
    next.on('error', (error) => logger.warn({ err: error }, 'live: LISTEN connection error'));
    next.on('end', () => {
      if (client !== next || stopped) return;
      client = null;
      events.lost?.();
      logger.warn('live: LISTEN connection lost, reconnecting');
      again();
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    client = next;
    retryMs = RETRY_FIRST_MS;
  };

  const again = () => {
    retry = setTimeout(async () => {
      retry = null;
      try {
        await connect();
        if (stopped) await client?.end();
        else events.resynced();
      } catch (error) {
        logger.warn({ err: error }, 'live: LISTEN reconnection failed');
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        if (!stopped) again();
      }
    }, retryMs);
    retry.unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end();
    },
  };
}

/** PGlite's own LISTEN: the database lives in this process, so do its notifications. */
export async function listenPglite(db: Database, events: ListenerEvents): Promise<Listener> {
  // drizzle keeps its driver's client on `$client`; the shared Database type does not name it.
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new TypeError('live: the database is not PGlite');
  const unlisten = await client.listen(LIVE_CHANNEL, (payload) => {
    const change = parseLiveChange(payload);
    if (change) events.changed(change);
  });
  return { stop: () => unlisten() };
}
