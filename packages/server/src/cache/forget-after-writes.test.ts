import { ROLE } from '@box/core/schemas';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';
import { liveServiceFor } from '../live/service';
import type { SessionContext } from '../security/sessions';
import { type CustomerChanges, customerChangesOf } from './customer-changes';
import { forgetAfterWrites } from './forget-after-writes';

// The write path must not wait for the database's notification: on PostgreSQL it comes on another connection,
// possibly after the write's answer, and the user's next read would find the kept answer.

const session = (customerId: number, roleId: number): SessionContext => ({
  id: 'session',
  csrfToken: 'csrf',
  userId: 1,
  customerId,
  roleId,
  createdAt: new Date(),
  lastSeenAt: new Date(),
});

/** An app with the middleware over a stand-in database whose changes are trusted (no LISTEN is started). */
async function appOf(who: SessionContext | null): Promise<{ app: Hono<AppEnv>; changes: CustomerChanges }> {
  const db = {} as AppDeps['db'];
  const service = liveServiceFor(db, null);
  vi.spyOn(service, 'start').mockResolvedValue();
  const changes = customerChangesOf(service);
  await vi.waitFor(() => expect(changes.stamp(1)).not.toBeNull());
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { db, config: { databaseUrl: null } } as unknown as AppDeps);
    c.set('session', who);
    await next();
  });
  app.use('*', forgetAfterWrites);
  app.get('/read', (c) => c.text('ok'));
  app.post('/write', (c) => c.text('ok'));
  app.post('/fails', () => {
    throw new Error('half written');
  });
  app.onError((_error, c) => c.text('falhou', 500));
  return { app, changes };
}

describe('forgetAfterWrites', () => {
  it("forgets the caller's customer after a write, and no one after a read", async () => {
    const { app, changes } = await appOf(session(7, ROLE.ADMIN));
    const [seven, eight] = [changes.stamp(7), changes.stamp(8)];
    await app.request('/read');
    expect([changes.stamp(7), changes.stamp(8)]).toEqual([seven, eight]);
    await app.request('/write', { method: 'POST' });
    expect(changes.stamp(7)).not.toBe(seven);
    expect(changes.stamp(8)).toBe(eight);
  });

  it('forgets even when the write failed half-way', async () => {
    const { app, changes } = await appOf(session(7, ROLE.ADMIN));
    const before = changes.stamp(7);
    expect((await app.request('/fails', { method: 'POST' })).status).toBe(500);
    expect(changes.stamp(7)).not.toBe(before);
  });

  it("forgets every customer after the super admin's write (it may write for any)", async () => {
    const { app, changes } = await appOf(session(0, ROLE.SUPER_ADMIN));
    const before = changes.stamp(8);
    await app.request('/write', { method: 'POST' });
    expect(changes.stamp(8)).not.toBe(before);
  });

  it('does nothing for an anonymous write', async () => {
    const { app, changes } = await appOf(null);
    const before = changes.stamp(7);
    await app.request('/write', { method: 'POST' });
    expect(changes.stamp(7)).toBe(before);
  });
});
