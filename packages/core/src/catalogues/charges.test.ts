import { CHARGE_TYPE, CHARGE_TYPES, chargeLabel, chargeTypeLabel } from './charges';

describe('charge types', () => {
  it('keep the spec order of codes and labels', () => {
    expect(CHARGE_TYPES.map((c) => c.code)).toEqual([
      99, 101, 102, 103, 104, 105, 107, 108, 110, 111, 112, 113, 114, 115, 501, 550,
    ]);
    expect(CHARGE_TYPES.map((c) => c.label)).toEqual([
      'Outros',
      'Tempo de Espera',
      'Distância',
      'Ajudante(s)',
      'Pedágio(s)',
      'Devoluções',
      'Pernoite',
      'Reentrega',
      'Ad valorem',
      'Taxa de cancelamento',
      'Reembolso',
      'Excedente de peso',
      'Estorno – Rota cancelada',
      'Rota circular',
      'Desconto(s)',
      'Descarga',
    ]);
    expect(CHARGE_TYPE.TOLL).toBe(104);
    expect(CHARGE_TYPE.DESCARGA).toBe(550);
  });

  it('label an OTHER charge by its own description', () => {
    expect(chargeLabel({ type: 99, description: 'Taxa de portaria' })).toBe('Taxa de portaria');
    expect(chargeLabel({ type: 99, description: '  ' })).toBe('Outros');
  });

  it('label the others by type, ignoring their description', () => {
    expect(chargeLabel({ type: 104, description: 'Rodoanel', typeLabel: 'Pedágio' })).toBe('Pedágio(s)');
    expect(chargeLabel({ type: 777, typeLabel: 'Novo encargo' })).toBe('Novo encargo');
    expect(chargeTypeLabel(777)).toBeNull();
  });
});
