import { API_ERROR_CODE, EmailPodBody, ROLE } from '@box/core/schemas';
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { outboxMailer } from '../mail/mailer';
import { proofMail } from '../mail/proof-mail';
import { findProofSummary } from '../mail/proof-summary';
import { deliverOutbox } from '../mail/smtp';
import { transportFor } from '../mail/transport-cache';
import { ownOrigin } from '../security/origins';

const POD_NOT_FOUND = { code: API_ERROR_CODE.NOT_FOUND, message: 'Comprovante não encontrado.' };
const INVALID_EMAIL = {
  code: API_ERROR_CODE.INVALID_EMAIL,
  message: 'Email inválido, por favor verique se digitou corretamente.',
};

/**
 * POST /jade/api/email/pods/{hashId}/notify/user {to: [email]}: e-mails one of the customer's proofs (any, for
 * the super admin) with its public link. The message is queued in mail_outbox and, with BOX_SMTP_URL, sent at
 * once; a failed delivery stays queued for the runner to retry, so the caller still gets 200.
 */
export const emailPodRoutes = new Hono<AppEnv>().post(
  '/email/pods/:hashId/notify/user',
  requireAccess('customer', 'orders:read'),
  async (c) => {
    const { db, config, clock } = c.get('deps');
    const session = sessionOf(c);
    const hashid = c.req.param('hashId');
    if (!/^[A-Za-z0-9]{1,32}$/.test(hashid)) throw new HttpError(404, POD_NOT_FOUND);
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new HttpError(400, INVALID_EMAIL);
    }
    const body = v.safeParse(EmailPodBody, raw);
    if (!body.success) throw new HttpError(400, INVALID_EMAIL);
    // Another customer's proof answers like one that does not exist.
    const customerId = session.roleId === ROLE.SUPER_ADMIN ? 'any' : session.customerId;
    const proof = await findProofSummary(db, { hashid: hashid.toUpperCase() }, customerId);
    if (!proof) throw new HttpError(404, POD_NOT_FOUND);

    const to = body.output.to[0]!.toLowerCase();
    const id = await outboxMailer(db, clock).send(proofMail(proof, to, ownOrigin(c, config)));
    if (config.smtpUrl) {
      await deliverOutbox(db, transportFor(config.smtpUrl), config.mailFrom, { now: clock(), id });
    }
    return c.json({ ok: true as const });
  },
);
