import { groupSuperBatchRows, parseSuperBatchPaste } from './super-batch-rows';

const superRow = (code: string, externalId: string, weight: string) =>
  [
    code,
    '01310100',
    '10',
    'obs',
    '3154',
    'ana@mercado.example',
    'van',
    '2026-03-11 08:00:00',
    '1',
    externalId,
    weight,
    'CD Centro',
    '12,5',
    '1.000,00',
  ].join('\t');

describe('parseSuperBatchPaste / groupSuperBatchRows', () => {
  it('reads the 14 columns, skipping a header row', () => {
    const header = [
      'Código',
      'CEP',
      'Número',
      'Obs',
      'Cliente',
      'Usuário',
      'Veículo',
      'Agendamento',
      'Ajudantes',
      'Externo',
      'Peso',
      'Armazém',
      'Distância',
      'Valor',
    ].join('\t');
    const rows = parseSuperBatchPaste(`${header}\n${superRow('a1', 'E1', '10')}`);
    expect(rows).toEqual([
      {
        code: 'A1',
        postalCode: '01310100',
        number: '10',
        instructions: 'obs',
        customerId: 3154,
        userEmail: 'ana@mercado.example',
        vehicleType: 'VAN',
        scheduledFor: '2026-03-11 08:00:00',
        driverAssistantsCount: 1,
        externalId: 'E1',
        weight: 10,
        warehouseName: 'CD Centro',
        declaredDistanceInKm: 12.5,
        merchandisesTotalPrice: 1000,
      },
    ]);
  });

  it('groups by externalId in first-seen order, summing weights', () => {
    const rows = parseSuperBatchPaste(
      [superRow('a1', 'E1', '10'), superRow('b1', 'E2', ''), superRow('a2', 'E1', '2,5')].join('\n'),
    );
    const groups = groupSuperBatchRows(rows);
    expect(groups.map((g) => [g.externalId, g.rows.map((r) => r.code), g.totalWeightInKilograms])).toEqual([
      ['E1', ['A1', 'A2'], 12.5],
      ['E2', ['B1'], null],
    ]);
  });
});
