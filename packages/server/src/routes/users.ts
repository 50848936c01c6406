import { API_ERROR_CODE, UpdateEmailReportsBody, UpdatePasswordBody } from '@box/core/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { changeOwnPassword, updateEmailReports } from '../domain/user-settings';
import { requireAccess, sessionOf } from '../http/access';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { parseJsonBody, reasonsOf } from '../http/validate';
import { idParam } from './path-params';

export const USER_MESSAGES = {
  notOwn: 'Você só pode alterar as suas próprias preferências.',
  oneChange: 'Envie as preferências de e-mail (emailReports) ou a nova senha (password), uma de cada vez.',
} as const;

const invalid = (message: string, reasons: { field: string; message: string }[]) =>
  new HttpError(400, { code: API_ERROR_CODE.VALIDATION_ERROR, message, reasons });

/**
 * SPEC §7 says the call carries either the e-mail reports or the password. Telling them apart by key (rather
 * than a union schema) keeps the reasons about the one the client meant; a body with both or neither is refused.
 */
async function readChange(c: Context<AppEnv>) {
  const body = await parseJsonBody(c, v.record(v.string(), v.unknown()));
  const wantsReports = 'emailReports' in body;
  const wantsPassword = 'password' in body;
  if (wantsReports === wantsPassword) {
    throw invalid(USER_MESSAGES.oneChange, [{ field: '', message: USER_MESSAGES.oneChange }]);
  }
  if (wantsPassword) {
    // A missing current password gets the form's own words, not the generic 'é obrigatório'.
    const parsed = v.safeParse(UpdatePasswordBody, { currentPassword: '', ...body });
    if (!parsed.success) {
      const reasons = reasonsOf(parsed.issues);
      // The profile shows the server's message as it is (SPEC §8), so it is the rule's own sentence.
      throw invalid(reasons[0]?.message ?? USER_MESSAGES.oneChange, reasons);
    }
    return { kind: 'password' as const, ...parsed.output };
  }
  const parsed = v.safeParse(UpdateEmailReportsBody, body);
  if (!parsed.success) {
    const reasons = reasonsOf(parsed.issues);
    throw invalid(`Preferências inválidas: ${reasons.map((r) => r.message).join('; ')}.`, reasons);
  }
  return { kind: 'reports' as const, reports: parsed.output.emailReports };
}

/**
 * PATCH /jade/api/users/{id}: a person's own e-mail reports or password (any role, never someone else's: 403).
 * A password change proves the current password; a new password ends the person's other sessions.
 */
export const userRoutes = new Hono<AppEnv>().patch('/users/:id', requireAccess('user'), async (c) => {
  const session = sessionOf(c);
  const userId = idParam(c.req.param('id'), 'id');
  if (userId !== session.userId) {
    throw new HttpError(403, { code: API_ERROR_CODE.FORBIDDEN, message: USER_MESSAGES.notOwn });
  }
  const change = await readChange(c);
  const { db, config, clock } = c.get('deps');
  if (change.kind === 'reports') {
    await updateEmailReports(db, userId, change.reports);
    return c.json({ ok: true as const });
  }
  const outcome = await changeOwnPassword(db, {
    userId,
    currentSessionId: session.id,
    currentPassword: change.currentPassword,
    password: change.password,
    ip: clientIp(c),
    now: clock(),
    ...(config.testOnlyScryptLogN ? { logN: config.testOnlyScryptLogN } : {}),
  });
  if (outcome.kind === 'refused') {
    throw invalid(outcome.message, [{ field: outcome.field, message: outcome.message }]);
  }
  if (outcome.kind === 'unavailable') {
    const body = { code: API_ERROR_CODE.RATE_LIMITED, message: outcome.message };
    return c.json(body, outcome.status, { 'Retry-After': String(outcome.retryAfter) });
  }
  return c.json({ ok: true as const });
});
