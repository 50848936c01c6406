import * as v from 'valibot';
import { PASSWORD_MESSAGES } from '../rules/password';
import { Id } from './primitives';

/** Roles of SPEC §3/§6. Other numbers are unknown roles (→ /not-found). */
export const ROLE = { SUPER_ADMIN: 1, ADMIN: 2, DRIVER: 3 } as const;

export const EmailReports = /*#__PURE__*/ v.object({
  spotStatusUpdate: /*#__PURE__*/ v.boolean(),
  podFailure: /*#__PURE__*/ v.boolean(),
  podSuccess: /*#__PURE__*/ v.boolean(),
});
export type EmailReports = v.InferOutput<typeof EmailReports>;

export const Person = /*#__PURE__*/ v.object({
  id: Id,
  name: /*#__PURE__*/ v.string(),
  email: /*#__PURE__*/ v.string(),
  emailReports: EmailReports,
  audienceType: /*#__PURE__*/ v.string(),
  roleId: Id,
});
export type Person = v.InferOutput<typeof Person>;

export const Organization = /*#__PURE__*/ v.object({ id: Id, name: /*#__PURE__*/ v.string() });
export type Organization = v.InferOutput<typeof Organization>;

/**
 * Account flags of SPEC §3: `podeSolicitarRota` (may request routes), `inativo` (no request for more than
 * 90 days) and `bloqueado` (blocked for requests, e.g. payment problems). The host shows a banner for the last two.
 */
export const AccountFlags = /*#__PURE__*/ v.object({
  podeSolicitarRota: /*#__PURE__*/ v.boolean(),
  inativo: /*#__PURE__*/ v.boolean(),
  bloqueado: /*#__PURE__*/ v.boolean(),
});
export type AccountFlags = v.InferOutput<typeof AccountFlags>;

/** GET /jade/api/me */
export const CurrentUser = /*#__PURE__*/ v.object({
  person: Person,
  organization: Organization,
  features: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
  account: AccountFlags,
});
export type CurrentUser = v.InferOutput<typeof CurrentUser>;

/** GET /jade/api/customers/active-experiments */
export const ActiveExperiments = /*#__PURE__*/ v.array(/*#__PURE__*/ v.string());
export type ActiveExperiments = v.InferOutput<typeof ActiveExperiments>;

/** PATCH /jade/api/users/{id} to change the e-mail report preferences. */
export const UpdateEmailReportsBody = /*#__PURE__*/ v.object({ emailReports: EmailReports });
export type UpdateEmailReportsBody = v.InferOutput<typeof UpdateEmailReportsBody>;

/**
 * PATCH /jade/api/users/{id} to change the password (the repeat is checked in the form, not sent), proving the
 * current one (ASVS 5 V6.2: a stolen session alone cannot take over the account). The upper bounds are ours:
 * they keep a hostile body from making the server hash megabytes. The server also refuses common passwords.
 */
export const UpdatePasswordBody = /*#__PURE__*/ v.object({
  password: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.minLength(8, PASSWORD_MESSAGES.tooShort),
    /*#__PURE__*/ v.maxLength(128, 'Falha: a senha deve conter no máximo 128 caracteres.'),
    /*#__PURE__*/ v.check((password) => password.trim() !== '', PASSWORD_MESSAGES.blank),
  ),
  currentPassword: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(PASSWORD_MESSAGES.currentMissing),
    /*#__PURE__*/ v.nonEmpty(PASSWORD_MESSAGES.currentMissing),
    /*#__PURE__*/ v.maxLength(1024, PASSWORD_MESSAGES.currentWrong),
  ),
});
export type UpdatePasswordBody = v.InferOutput<typeof UpdatePasswordBody>;

/** PATCH /jade/api/users/{id}: one of the two bodies. */
export const UpdateUserBody = /*#__PURE__*/ v.union([UpdateEmailReportsBody, UpdatePasswordBody]);
export type UpdateUserBody = v.InferOutput<typeof UpdateUserBody>;
