import { CSRF_COOKIE, CSRF_FIELD, LOGOUT_FORM_PATH } from '@box/core/api';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

/**
 * The portal header's 'Sair' (host/src/shell/UserMenu.tsx) posts, in the top window, a urlencoded body with one
 * field: CSRF_FIELD set to the `box_csrf` cookie, to LOGOUT_FORM_PATH. UserMenu.test.tsx checks that the form
 * carries exactly that; this checks that exactly that ends the session.
 */
describe("POST /_ssr/sair as the header menu's form posts it", () => {
  it('ends the session: /jade/api/me answers 401 after', async () => {
    const agent = await server.loginAs('ana@mercado.example');
    const session = agent.cookies.get('box_session');
    expect((await agent.get('/jade/api/me')).status).toBe(200);
    const form = { [CSRF_FIELD]: agent.cookies.get(CSRF_COOKIE) ?? '' };
    const response = await agent.post(LOGOUT_FORM_PATH, { form, headers: { accept: 'text/html' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/entrar');
    expect((await agent.get('/jade/api/me')).status).toBe(401);
    // Not just a forgotten cookie: the session itself is over.
    const replay = server.agent();
    replay.cookies.set('box_session', session ?? '');
    expect((await replay.get('/jade/api/me')).status).toBe(401);
  });

  it("refuses the token under another field name (the menu's old 'csrf'), and the session stays", async () => {
    const agent = await server.loginAs('duda@outraloja.example');
    const form = { csrf: agent.cookies.get(CSRF_COOKIE) ?? '' };
    const response = await agent.post(LOGOUT_FORM_PATH, { form, headers: { accept: 'text/html' } });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Requisição recusada');
    expect((await agent.get('/jade/api/me')).status).toBe(200);
  });
});
