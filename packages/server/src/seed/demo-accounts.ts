import { ROLE } from '@box/core/schemas';

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  roleId: number;
  customerId: number;
}

/** The demo logins (demo mode only; production never creates them). Passwords are public on purpose. */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@box.example',
    password: 'box-admin-2026',
    name: 'Alice Administradora (demonstração)',
    roleId: ROLE.SUPER_ADMIN,
    customerId: 0,
  },
  {
    email: 'ana@mercado.example',
    password: 'mercado-2026',
    name: 'Ana Beatriz Ramos (demonstração)',
    roleId: ROLE.ADMIN,
    customerId: 3154,
  },
  {
    email: 'bia@lojabloqueada.example',
    password: 'bloqueada-2026',
    name: 'Bianca Moura (demonstração)',
    roleId: ROLE.ADMIN,
    customerId: 4200,
  },
  {
    email: 'caio@lojainativa.example',
    password: 'inativa-2026',
    name: 'Caio Figueiredo (demonstração)',
    roleId: ROLE.ADMIN,
    customerId: 4201,
  },
  {
    email: 'duda@outraloja.example',
    password: 'outra-2026',
    name: 'Eduarda Nogueira (demonstração)',
    roleId: ROLE.ADMIN,
    customerId: 5100,
  },
] as const satisfies readonly DemoAccount[];

export type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];
