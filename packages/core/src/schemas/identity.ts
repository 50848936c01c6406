import * as v from 'valibot';
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
