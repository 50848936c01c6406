import { createApp } from './app';
import type { Database } from './db/database';
import { testConfig } from './test/harness';

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
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
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
    expect(log).toHaveBeenCalled();
    // Security headers are there on errors too.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports an unhealthy database on /healthz', async () => {
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false });
  });
});
