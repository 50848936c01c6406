import type { Database } from '../db/database';
import { perDatabase } from '../db/per-database';
import { KeptAnswers } from '../http/kept-answers';
import { SESSION_ABSOLUTE_MS, SESSION_TOUCH_MS } from './policy';
import { findSession, type SessionContext } from './sessions';

/**
 * How long this process reuses a session it read, at most. Every signed-in request needs its session, and
 * reading it was a database round trip per request: on PostgreSQL with 50 shippers' screens at once, the share
 * of each request that per-customer answers could not keep (issue 19, `pnpm bench api`).
 *
 * What ends a session reaches every reuse on this process at once: every write request here forgets them all
 * (`forgetKeptSessions`, after it wrote): signing out, a password change, an admin disabling a user or changing
 * a role. Made by another server process over the same PostgreSQL, such a change reaches this one within this
 * long; a session past its idle or absolute limit is never reused.
 */
export const SESSION_KEPT_MS = 1000;

interface KeptSessions {
  sessions: KeptAnswers<SessionContext | null>;
  /** Grows after every write request on this process: sessions read before it are not reused. */
  writes: number;
}

const keptSessionsOf = perDatabase<KeptSessions>(() => ({
  // Half the time at most taken off at random: the sessions of screens opened together are not all read again
  // together, once a second (at 50 shippers on PostgreSQL, the bench's slowest requests came in such bursts).
  sessions: new KeptAnswers<SessionContext | null>(SESSION_KEPT_MS, { spread: 0.5 }),
  writes: 0,
}));

/**
 * A reused session is read again when it is due its idle touch (SESSION_TOUCH_MS, well before the idle limit) or
 * past its absolute limit by `now`: the read then touches it, or deletes it.
 */
const needsReading = (session: SessionContext, now: Date) =>
  now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS ||
  now.getTime() - session.createdAt.getTime() > SESSION_ABSOLUTE_MS;

/**
 * The live session for a cookie value, or null: `findSession`'s answer, shared by the requests that overlap its
 * read and reused for up to SESSION_KEPT_MS while no write request ran here.
 */
export async function keptSession(db: Database, token: string, now: Date): Promise<SessionContext | null> {
  const kept = keptSessionsOf(db);
  const stamp = () => kept.writes;
  const read = () => findSession(db, token, now);
  const session = await kept.sessions.get(token, stamp, read);
  if (!session || !needsReading(session, now)) return session;
  kept.sessions.forget(token);
  return kept.sessions.get(token, stamp, read);
}

/** After a write request: no session read before it is reused, whatever the write changed. */
export function forgetKeptSessions(db: Database): void {
  keptSessionsOf(db).writes += 1;
}
