import type { CurrentUser } from '../schemas/identity';

/** SPEC §3 client-side form of the current user, as the host keeps it. */
export interface UserIdentity {
  personId: number;
  personName: string;
  personEmail: string;
  customerId: number;
  customerName: string;
  roleId: number;
}

export function userIdentity(user: CurrentUser): UserIdentity {
  return {
    personId: user.person.id,
    personName: user.person.name,
    personEmail: user.person.email,
    customerId: user.organization.id,
    customerName: user.organization.name,
    roleId: user.person.roleId,
  };
}

/** The header dropdown shows the first name only. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
