import pg from 'pg';
import type { Database } from '../db/database';

/** Any constant, distinct from the seed's and the tick's: held for as long as a replica leads the simulator. */
export const SIMULATOR_LEADER_LOCK = 727_003;

/**
 * Which of the runners on one database moves the orders: one leader at a time, so orders move at the same pace
 * whatever the number of replicas (each replica ticking on its own made two replicas tick twice as often).
 */
export interface Leadership {
  /** True when this runner leads (already, or from now on); a follower calls it again each round. */
  tryLead(): Promise<boolean>;
  /** Gives the lead up, so another runner takes over at its next round. */
  release(): Promise<void>;
}

/**
 * PostgreSQL: a session advisory lock on one pooled connection kept by the leader. The lock lives as long as
 * that connection, so a replica that dies (or loses its connection) frees it and a follower takes over; while
 * leading, each round checks the connection still answers, so a leader that lost it stops ticking at once.
 */
class SessionLockLeadership implements Leadership {
  private held: pg.PoolClient | null = null;
  constructor(
    private readonly pool: pg.Pool,
    private readonly key: number,
  ) {}

  async tryLead(): Promise<boolean> {
    if (this.held) {
      try {
        await this.held.query('SELECT 1');
        return true;
      } catch (error) {
        this.drop(error);
      }
    }
    const client = await this.pool.connect();
    let locked = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        this.key,
      ]);
      locked = rows[0]?.locked === true;
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    if (!locked) {
      client.release();
      return false;
    }
    // A checked-out client that loses its connection emits 'error'; unheard, it would end the process.
    client.on('error', (error) => {
      if (this.held === client) this.drop(error);
    });
    this.held = client;
    return true;
  }

  /** Forgets a broken connection (destroyed, not returned to the pool): its lock went with it. */
  private drop(error: unknown) {
    const client = this.held;
    this.held = null;
    client?.release(error instanceof Error ? error : true);
  }

  async release(): Promise<void> {
    const client = this.held;
    if (!client) return;
    this.held = null;
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [this.key]);
      client.release();
    } catch (error) {
      // Destroying the connection frees the lock as surely as the unlock.
      client.release(error instanceof Error ? error : true);
    }
  }
}

/** The runner leading on each embedded database: PGlite is one process, so the lead is held in memory. */
const inProcessLeaders = new WeakMap<object, object>();

class InProcessLeadership implements Leadership {
  private readonly me = {};
  constructor(private readonly db: object) {}
  async tryLead(): Promise<boolean> {
    const leader = inProcessLeaders.get(this.db);
    if (leader === undefined) inProcessLeaders.set(this.db, this.me);
    return inProcessLeaders.get(this.db) === this.me;
  }
  async release(): Promise<void> {
    if (inProcessLeaders.get(this.db) === this.me) inProcessLeaders.delete(this.db);
  }
}

/** The leadership fitting the database's driver: drizzle keeps the node-postgres pool as `$client`. */
export function leadershipFor(db: Database, key = SIMULATOR_LEADER_LOCK): Leadership {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return new SessionLockLeadership(client, key);
  return new InProcessLeadership(typeof client === 'object' && client !== null ? client : db);
}
