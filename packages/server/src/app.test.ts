import { createApp } from './app';
import type { Database } from './db/database';
import { testConfig } from './test/harness';
import { captureServerLogs } from './test/log-capture';

// A database that fails every call: what the app shows when something breaks inside.
const brokenDb = new Proxy(
  {},
  {
    get() {
      throw new Error('boom: connection to database lost at /srv/secret/path.ts:12');
    },
  },
) as Database;

describe('when something breaks inside', () => {
  const app = createApp({ db: brokenDb, config: testConfig() });

  it('answers API calls with a generic 500 JSON and no internals', async () => {
    const logs = captureServerLogs();
    const response = await app.request('/jade/api/me', {
      headers: { cookie: `box_session=${'a'.repeat(43)}` },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: 'internal_error',
      message: 'Erro no servidor. Por favor, entre em contato com a nossa equipe de suporte.',
    });
    expect(text).not.toContain('boom');
    logs.stop();
    expect(logs.events).toEqual([
      expect.objectContaining({ level: 50, msg: 'request failed', method: 'GET', err: expect.anything() }),
    ]);
    // Security headers are there on errors too.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports an unhealthy database on /healthz', async () => {
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false });
  });
});
