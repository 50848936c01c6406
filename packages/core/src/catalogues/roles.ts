import { ROLE } from '../schemas/identity';

export { ROLE };
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** The role shown beside the first name in the header's user dropdown. */
export const ROLE_LABELS: Record<RoleId, string> = {
  [ROLE.SUPER_ADMIN]: 'Super administrador',
  [ROLE.ADMIN]: 'Administrador',
  [ROLE.DRIVER]: 'Motorista',
};

export const isKnownRole = (roleId: number): roleId is RoleId => roleId in ROLE_LABELS;
export const roleLabel = (roleId: number): string =>
  isKnownRole(roleId) ? ROLE_LABELS[roleId] : 'Desconhecido';
