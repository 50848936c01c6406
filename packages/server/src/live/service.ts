import type { Database } from '../db/database';
import { logger } from '../log/logger';
import { CONTRACT_TIMINGS, type HubTimings, LiveHub } from './hub';
import { type Listener, type ListenerEvents, listenPglite, listenPostgres } from './listener';

/** One hub and one LISTEN per database per process, shared by every app built over that database. */
export class LiveService {
  readonly hub: LiveHub;
  private listening: Promise<Listener> | null = null;
  private readonly watchers = new Set<ListenerEvents>();

  constructor(
    private readonly db: Database,
    private readonly databaseUrl: string | null,
    timings: HubTimings = CONTRACT_TIMINGS,
  ) {
    this.hub = new LiveHub(timings);
  }

  /** Starts listening (once); main.ts calls it at start-up, a stream's first subscriber otherwise. */
  start(): Promise<void> {
    if (!this.listening) {
      const events: ListenerEvents = {
        changed: (change) => {
          this.hub.changed(change);
          for (const watcher of this.watchers) watcher.changed(change);
        },
        resynced: () => {
          this.hub.resync();
          for (const watcher of this.watchers) watcher.resynced();
        },
        lost: () => {
          for (const watcher of this.watchers) watcher.lost?.();
        },
      };
      this.listening = this.databaseUrl
        ? listenPostgres(this.databaseUrl, events)
        : listenPglite(this.db, events);
      this.listening.catch((error: unknown) => {
        logger.error({ err: error }, 'live: LISTEN failed');
        this.listening = null;
      });
    }
    return this.listening.then(() => undefined);
  }

  /**
   * Tells `watcher` too of every change the database announces, of a lost connection and of its resync: the
   * answer caches (src/cache) forget what a change makes stale.
   */
  watch(watcher: ListenerEvents): void {
    this.watchers.add(watcher);
  }

  /** Ends every stream (with `bye`) and the LISTEN connection: before the HTTP server and the database close. */
  async stop(): Promise<void> {
    this.hub.closeAll();
    for (const watcher of this.watchers) watcher.lost?.();
    const listening = this.listening;
    this.listening = null;
    services.delete(this.db);
    if (listening) await (await listening).stop();
  }
}

const services = new WeakMap<Database, LiveService>();

/** Stops the live service of a database if it has one (a test server closing its database). */
export async function stopLiveServiceOf(db: Database): Promise<void> {
  await services.get(db)?.stop();
}

/** The live service of a database, made on first use. `timings` count only then (tests shorten them). */
export function liveServiceFor(db: Database, databaseUrl: string | null, timings?: HubTimings): LiveService {
  let service = services.get(db);
  if (!service) {
    service = new LiveService(db, databaseUrl, timings);
    services.set(db, service);
  }
  return service;
}
