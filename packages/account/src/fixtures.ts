import type { CurrentUser, Customer } from '@box/core/schemas';

/** A signed-in shipper as GET /me answers (demo data, invented). */
export function sampleUser(overrides: Partial<CurrentUser['person']> = {}): CurrentUser {
  return {
    person: {
      id: 7,
      name: 'Ana Beatriz Ramos (demonstração)',
      email: 'ana@mercado.example',
      emailReports: { spotStatusUpdate: true, podFailure: true, podSuccess: false },
      audienceType: 'shipper',
      roleId: 2,
      ...overrides,
    },
    organization: { id: 3154, name: 'Mercado Bom Preço (demonstração)' },
    features: [],
    account: { podeSolicitarRota: true, inativo: false, bloqueado: false },
  };
}

const retailer = (id: number, razao_social: string, nickname: string): Customer => ({
  id,
  razao_social,
  nickname,
  cnpj: null,
  finances_responsible: null,
  billing_address: null,
});

/** GET /retailers as the super admin sees it (demo data, invented). */
export const SAMPLE_RETAILERS: Customer[] = [
  retailer(0, 'Box Logística Ltda (demonstração)', 'Box Logística (demonstração)'),
  retailer(3154, 'Mercado Bom Preço Comércio Ltda (demonstração)', 'Mercado Bom Preço (demonstração)'),
  retailer(4200, 'Loja Bloqueada Ltda (demonstração)', 'Loja Bloqueada (demonstração)'),
  retailer(4201, 'Loja Inativa Ltda (demonstração)', 'Loja Inativa (demonstração)'),
  retailer(5100, 'Outra Loja Eletrônicos Ltda (demonstração)', 'Outra Loja (demonstração)'),
];
