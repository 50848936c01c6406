import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

describe('GET /jade/api/session', () => {
  it('tells an anonymous visitor they are not signed in with a 200, where /me answers 401', async () => {
    const anonymous = server.agent();
    const response = await anonymous.get('/jade/api/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ signedIn: false });
    expect((await anonymous.get('/jade/api/me')).status).toBe(401);
  });

  it('says signed in exactly when /me answers, and not after a session cookie that is no longer live', async () => {
    const ana = await server.loginAs('ana@mercado.example');
    expect(await (await ana.get('/jade/api/session')).json()).toEqual({ signedIn: true });
    expect((await ana.get('/jade/api/me')).status).toBe(200);

    const stale = server.agent();
    stale.cookies.set('box_session', 'A'.repeat(43));
    const response = await stale.get('/jade/api/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: false });
  });
});
