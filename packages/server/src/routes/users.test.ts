import { ApiError } from '@box/core/api';
import { messageFor, passwordUpdateError } from '@box/core/errors';
import { PASSWORD_MESSAGES } from '@box/core/rules';
import { CurrentUser, OkResponse } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { sessions, users } from '../db/schema/index';
import { expectApiError } from '../test/expect-api';
import { type Agent, startTestServer, type TestServer } from '../test/harness';
import { USER_MESSAGES } from './users';

let server: TestServer;
let ana: Agent;
let duda: Agent;
let admin: Agent;
let anaId: number;
let dudaId: number;

const meOf = async (agent: Agent) => {
  const response = await agent.get('/jade/api/me');
  expect(response.status).toBe(200);
  return v.parse(CurrentUser, await response.json());
};

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda, admin] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
    server.loginAs('admin@box.example'),
  ]);
  anaId = (await meOf(ana)).person.id;
  dudaId = (await meOf(duda)).person.id;
}, 120_000);
afterAll(() => server?.close());

const patch = (agent: Agent, id: number | string, json: unknown, options: { csrf?: boolean } = {}) =>
  agent.request('PATCH', `/jade/api/users/${id}`, { json, ...options });

const userRow = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PATCH /jade/api/users/{id}: e-mail reports', () => {
  it('saves the three preferences, and GET /me shows them', async () => {
    const before = await meOf(ana);
    const flipped = {
      spotStatusUpdate: !before.person.emailReports.spotStatusUpdate,
      podSuccess: !before.person.emailReports.podSuccess,
      podFailure: !before.person.emailReports.podFailure,
    };
    const response = await patch(ana, anaId, { emailReports: flipped });
    expect(response.status).toBe(200);
    expect(v.parse(OkResponse, await response.json())).toEqual({ ok: true });
    expect((await meOf(ana)).person.emailReports).toEqual(flipped);
    const row = await userRow(anaId);
    expect([row.reportSpotStatusUpdate, row.reportPodSuccess, row.reportPodFailure]).toEqual([
      flipped.spotStatusUpdate,
      flipped.podSuccess,
      flipped.podFailure,
    ]);
  });

  it("never changes someone else's, whatever the role (403 with a pt-BR message)", async () => {
    const before = await userRow(dudaId);
    for (const agent of [ana, admin]) {
      const body = await expectApiError(
        await patch(agent, dudaId, {
          emailReports: { spotStatusUpdate: false, podSuccess: false, podFailure: false },
        }),
        403,
        'forbidden',
      );
      expect(body.message).toBe(USER_MESSAGES.notOwn);
    }
    expect(await userRow(dudaId)).toEqual(before);
  });

  it.each([
    [
      'a preference missing',
      { emailReports: { spotStatusUpdate: true, podSuccess: true } },
      'emailReports.podFailure',
    ],
    [
      'a preference that is not true/false',
      { emailReports: { spotStatusUpdate: 'sim', podSuccess: true, podFailure: true } },
      'emailReports.spotStatusUpdate',
    ],
    ['emailReports that is not an object', { emailReports: [true, true, true] }, 'emailReports'],
  ])('refuses %s with 400 and the field', async (_, body, field) => {
    const error = await expectApiError(await patch(ana, anaId, body), 400, 'validation_error');
    expect(error.reasons?.some((r) => r.field.startsWith(field))).toBe(true);
    expect(error.message).toMatch(/^Preferências inválidas: /);
  });
});

describe('PATCH /jade/api/users/{id}: bad requests', () => {
  it('is 401 without a session and 403 without the CSRF token', async () => {
    // An anonymous browser with the login form's CSRF cookie passes the CSRF check and meets the session check.
    const anonymous = server.agent();
    await anonymous.get('/_ssr/entrar', { headers: { accept: 'text/html' } });
    await expectApiError(await patch(anonymous, anaId, { password: 'senha-nova-123' }), 401);
    await expectApiError(
      await patch(ana, anaId, { password: 'senha-nova-123' }, { csrf: false }),
      403,
      'csrf_failed',
    );
  });

  it('is 400 for an id that is not a number', async () => {
    await expectApiError(await patch(ana, 'eu', { password: 'senha-nova-123' }), 400, 'validation_error');
  });

  it('is 400 bad_request for a body that is not JSON', async () => {
    const response = await ana.request('PATCH', `/jade/api/users/${anaId}`, {
      body: '{"password":',
      headers: { 'content-type': 'application/json' },
    });
    await expectApiError(response, 400, 'bad_request');
  });

  it.each([
    ['an empty object', {}],
    [
      'both changes at once',
      {
        password: 'senha-nova-123',
        emailReports: { spotStatusUpdate: true, podSuccess: true, podFailure: true },
      },
    ],
    ['a list', []],
    ['a bare string', 'senha-nova-123'],
  ])('is 400 for %s, never a 500', async (_, body) => {
    const error = await expectApiError(await patch(ana, anaId, body), 400);
    expect(['validation_error', 'bad_request']).toContain(error.code);
  });

  it('asks for one change at a time when the body has both or neither', async () => {
    const error = await expectApiError(await patch(ana, anaId, {}), 400, 'validation_error');
    expect(error.message).toBe(USER_MESSAGES.oneChange);
  });
});

describe('PATCH /jade/api/users/{id}: password', () => {
  it.each([
    ['7 characters', 'curta12', PASSWORD_MESSAGES.tooShort],
    ['more than 128 characters', 'x'.repeat(129), 'Falha: a senha deve conter no máximo 128 caracteres.'],
    ['a number', 12345678, 'password deve ser um texto'],
  ])('refuses %s with the rule as the message the profile shows', async (_, password, message) => {
    const hashBefore = (await userRow(anaId)).passwordHash;
    const error = await expectApiError(
      await patch(ana, anaId, { password, currentPassword: 'mercado-2026' }),
      400,
      'validation_error',
    );
    expect(error.message).toBe(message);
    // SPEC §8: the profile shows the server's message when there is one.
    expect(messageFor(passwordUpdateError(new ApiError(400, error))).message).toBe(message);
    expect((await userRow(anaId)).passwordHash).toBe(hashBefore);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await server.loginAs('duda@outraloja.example');
    const sessionsBefore = await server.db.select().from(sessions).where(eq(sessions.userId, dudaId));
    expect(sessionsBefore.length).toBeGreaterThanOrEqual(2);

    const response = await patch(duda, dudaId, {
      password: 'nova-senha-da-duda',
      currentPassword: 'outra-2026',
    });
    expect(response.status).toBe(200);

    expect((await duda.get('/jade/api/me')).status).toBe(200);
    expect((await other.get('/jade/api/me')).status).toBe(401);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, dudaId))).toHaveLength(1);

    expect((await server.agent().login('duda@outraloja.example', 'outra-2026')).status).toBe(401);
    expect((await server.agent().login('duda@outraloja.example', 'nova-senha-da-duda')).status).toBe(303);
  });
});

describe('PATCH /jade/api/users/{id}: weak passwords and the current password', () => {
  it.each([
    ['a common password', '12345678', PASSWORD_MESSAGES.common],
    ['another common one', 'password', PASSWORD_MESSAGES.common],
    ['eight spaces', '        ', PASSWORD_MESSAGES.blank],
  ])('refuses %s on the password field, and keeps the old one', async (_, password, message) => {
    const hashBefore = (await userRow(anaId)).passwordHash;
    const error = await expectApiError(
      await patch(ana, anaId, { password, currentPassword: 'mercado-2026' }),
      400,
      'validation_error',
    );
    expect(error.message).toBe(message);
    expect(error.reasons).toEqual([{ field: 'password', message }]);
    expect(messageFor(passwordUpdateError(new ApiError(400, error))).message).toBe(message);
    expect((await userRow(anaId)).passwordHash).toBe(hashBefore);
  });

  it('asks for the current password, and refuses a wrong one', async () => {
    const hashBefore = (await userRow(anaId)).passwordHash;
    const missing = await expectApiError(
      await patch(ana, anaId, { password: 'uma-senha-boa-2026' }),
      400,
      'validation_error',
    );
    expect(missing.message).toBe(PASSWORD_MESSAGES.currentMissing);
    expect(missing.reasons).toEqual([
      { field: 'currentPassword', message: PASSWORD_MESSAGES.currentMissing },
    ]);
    const wrong = await expectApiError(
      await patch(ana, anaId, { password: 'uma-senha-boa-2026', currentPassword: 'nao-e-a-senha' }),
      400,
      'validation_error',
    );
    expect(wrong.message).toBe(PASSWORD_MESSAGES.currentWrong);
    expect(wrong.reasons).toEqual([{ field: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong }]);
    expect((await userRow(anaId)).passwordHash).toBe(hashBefore);
  });

  it('throttles guesses of the current password like failed logins, with 429 and Retry-After', async () => {
    const admins = await server.loginAs('admin@box.example');
    const adminId = (await meOf(admins)).person.id;
    const guess = (currentPassword: string) =>
      patch(admins, adminId, { password: 'uma-senha-boa-2026', currentPassword });
    for (let i = 0; i < 5; i++) expect((await guess(`chute-${i}`)).status).toBe(400);
    const refused = await guess('box-admin-2026');
    const error = await expectApiError(refused, 429, 'rate_limited');
    expect(error.message).toBe('Muitas tentativas de acesso. Aguarde 15 minutos e tente novamente.');
    expect(refused.headers.get('retry-after')).toBe('900');
  });
});
