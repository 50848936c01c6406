import {
  groupSuperBatchRows,
  isSuperBatchPaste,
  parseSheetNumber,
  parseSimplePaste,
  parseSuperBatchPaste,
  splitPastedRows,
} from './paste';

describe('splitPastedRows', () => {
  it('splits tabs and lines, trims, drops blank rows', () => {
    expect(splitPastedRows(' a \tb\r\n\n\t \nc\n')).toEqual([['a', 'b'], ['c']]);
  });

  it('ignores a blank single cell', () => {
    expect(splitPastedRows('   ')).toEqual([]);
  });
});

describe('isSuperBatchPaste', () => {
  it('needs more than 10 columns in the first row', () => {
    expect(isSuperBatchPaste([Array(10).fill('x')])).toBe(false);
    expect(isSuperBatchPaste([Array(11).fill('x')])).toBe(true);
    expect(isSuperBatchPaste([])).toBe(false);
  });
});

describe('parseSimplePaste', () => {
  it('reads the simple columns, splits recipients on , and ;, and removes duplicate codes', () => {
    const text = [
      'p1\t01310-100\t1578\tPortaria\ta@x.com; b@y.com\t11999990000,1133334444\t-23,56\t-46,65',
      'P1\t99999-999\t1\t\t\t\t\t',
      'p2\t\t\t\t\t\t\t',
    ].join('\n');
    expect(parseSimplePaste(text)).toEqual([
      {
        code: 'P1',
        postalCode: '01310100',
        number: '1578',
        instructions: 'Portaria',
        emails: ['a@x.com', 'b@y.com'],
        phones: ['11999990000', '1133334444'],
        latitude: -23.56,
        longitude: -46.65,
      },
      {
        code: 'P2',
        postalCode: null,
        number: null,
        instructions: null,
        emails: [],
        phones: [],
        latitude: null,
        longitude: null,
      },
    ]);
  });
});

describe('parseSheetNumber', () => {
  it('reads pt-BR and plain numbers', () => {
    expect(parseSheetNumber('1.234,5')).toBe(1234.5);
    expect(parseSheetNumber('12.5')).toBe(12.5);
    expect(parseSheetNumber('')).toBeNull();
    expect(parseSheetNumber('abc')).toBeNull();
  });
});

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
