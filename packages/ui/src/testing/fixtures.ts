import type { CurrentUser } from '@box/core/schemas';

/** A valid GET /me answer for tests of the test harness itself. */
export const userFixture = (name: string): CurrentUser => ({
  person: {
    id: 1,
    name,
    email: 'ana@mercado.example',
    emailReports: { spotStatusUpdate: true, podFailure: true, podSuccess: false },
    audienceType: 'customer',
    roleId: 2,
  },
  organization: { id: 3154, name: 'Mercado' },
  features: [],
  account: { podeSolicitarRota: true, inativo: false, bloqueado: false },
});
