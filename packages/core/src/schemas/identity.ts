import * as v from 'valibot';
import { PASSWORD_MESSAGES } from '../rules/password';
import { Id } from './primitives';

/** Roles of SPEC §3/§6. Other numbers are unknown roles (→ /not-found). */
export const ROLE = { SUPER_ADMIN: 1, ADMIN: 2, DRIVER: 3 } as const;

export const EmailReports = v.object({
  spotStatusUpdate: v.boolean(),
  podFailure: v.boolean(),
  podSuccess: v.boolean(),
});
export type EmailReports = v.InferOutput<typeof EmailReports>;

export const Person = v.object({
  id: Id,
  name: v.string(),
  email: v.string(),
  emailReports: EmailReports,
  audienceType: v.string(),
  roleId: Id,
});
export type Person = v.InferOutput<typeof Person>;

export const Organization = v.object({ id: Id, name: v.string() });
export type Organization = v.InferOutput<typeof Organization>;

/**
 * Account flags of SPEC §3: `podeSolicitarRota` (may request routes), `inativo` (no request for more than
 * 90 days) and `bloqueado` (blocked for requests, e.g. payment problems). The host shows a banner for the last two.
 */
export const AccountFlags = v.object({
  podeSolicitarRota: v.boolean(),
  inativo: v.boolean(),
  bloqueado: v.boolean(),
});
export type AccountFlags = v.InferOutput<typeof AccountFlags>;

/** GET /jade/api/me */
export const CurrentUser = v.object({
  person: Person,
  organization: Organization,
  features: v.array(v.string()),
  account: AccountFlags,
});
export type CurrentUser = v.InferOutput<typeof CurrentUser>;

/** GET /jade/api/customers/active-experiments */
export const ActiveExperiments = v.array(v.string());
export type ActiveExperiments = v.InferOutput<typeof ActiveExperiments>;

/** PATCH /jade/api/users/{id} to change the e-mail report preferences. */
export const UpdateEmailReportsBody = v.object({ emailReports: EmailReports });
export type UpdateEmailReportsBody = v.InferOutput<typeof UpdateEmailReportsBody>;

/**
 * PATCH /jade/api/users/{id} to change the password (the repeat is checked in the form, not sent), proving the
 * current one (ASVS 5 V6.2: a stolen session alone cannot take over the account). The upper bounds are ours:
 * they keep a hostile body from making the server hash megabytes. The server also refuses common passwords.
 */
export const UpdatePasswordBody = v.object({
  password: v.pipe(
    v.string(),
    v.minLength(8, PASSWORD_MESSAGES.tooShort),
    v.maxLength(128, 'Falha: a senha deve conter no máximo 128 caracteres.'),
    v.check((password) => password.trim() !== '', PASSWORD_MESSAGES.blank),
  ),
  currentPassword: v.pipe(
    v.string(PASSWORD_MESSAGES.currentMissing),
    v.nonEmpty(PASSWORD_MESSAGES.currentMissing),
    v.maxLength(1024, PASSWORD_MESSAGES.currentWrong),
  ),
});
export type UpdatePasswordBody = v.InferOutput<typeof UpdatePasswordBody>;

/** PATCH /jade/api/users/{id}: one of the two bodies. */
export const UpdateUserBody = v.union([UpdateEmailReportsBody, UpdatePasswordBody]);
export type UpdateUserBody = v.InferOutput<typeof UpdateUserBody>;
