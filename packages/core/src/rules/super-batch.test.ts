import {
  groupSuperBatchLines,
  normalizeSheetSchedule,
  readSuperBatchSheet,
  SUPER_BATCH_MESSAGES,
  type SuperBatchLine,
} from './super-batch';

interface Cells {
  code: string;
  cep: string;
  number: string;
  obs: string;
  customer: string;
  user: string;
  vehicle: string;
  schedule: string;
  assistants: string;
  external: string;
  weight: string;
  warehouse: string;
  distance: string;
  value: string;
}

const CELLS: Cells = {
  code: 'a1',
  cep: '01310-100',
  number: '10',
  obs: 'Portaria',
  customer: '0',
  user: 'admin@box.example',
  vehicle: 'fiorino',
  schedule: '2026-11-23 08:00:00',
  assistants: '1',
  external: 'E1',
  weight: '10',
  warehouse: 'Base Leopoldina',
  distance: '12,5',
  value: '1.000,00',
};

const row = (cells: Partial<Cells> = {}) => Object.values({ ...CELLS, ...cells }).join('\t');
const problemsOf = (line: SuperBatchLine | undefined) => line?.problems.map((p) => [p.column, p.message]);

describe('readSuperBatchSheet', () => {
  it('reads the 14 columns the pt-BR way, with no problem for a complete row', () => {
    const [line] = readSuperBatchSheet(row());
    expect(line).toEqual({
      line: 1,
      code: 'A1',
      postalCode: '01310100',
      number: '10',
      instructions: 'Portaria',
      customerId: 0,
      userEmail: 'admin@box.example',
      vehicleType: 'FIORINO',
      scheduledFor: '2026-11-23 08:00:00',
      driverAssistantsCount: 1,
      externalId: 'E1',
      weight: 10,
      warehouseName: 'Base Leopoldina',
      declaredDistanceInKm: 12.5,
      merchandisesTotalPrice: 1000,
      problems: [],
    });
  });

  it('numbers lines as the sheet does: header first, blank rows counted but not read (Windows line ends)', () => {
    const header = row({ code: 'Código', cep: 'CEP' });
    const text = [header, row({ code: 'a1' }), '\t\t', '', row({ code: 'b2' })].join('\r\n');
    expect(readSuperBatchSheet(text).map((l) => [l.line, l.code])).toEqual([
      [2, 'A1'],
      [5, 'B2'],
    ]);
  });

  it('keeps a quoted instruction with a tab and a line break in its own column', () => {
    const text = `${row({ obs: '"Bloco B\tfundos\r\nTocar 2x"' })}\r\n${row({ code: 'a2' })}`;
    const lines = readSuperBatchSheet(text);
    expect(lines.map((l) => [l.code, l.instructions, l.externalId, l.problems])).toEqual([
      ['A1', 'Bloco B\tfundos\nTocar 2x', 'E1', []],
      ['A2', 'Portaria', 'E1', []],
    ]);
  });

  it('names each missing or unreadable cell instead of reading it as blank', () => {
    const [line] = readSuperBatchSheet(
      row({
        code: 'ç-1',
        customer: 'Mercado',
        user: 'ana',
        vehicle: '',
        schedule: '31/02/2026 08:00',
        assistants: '1,5',
        external: '',
        weight: 'dez',
        warehouse: '',
        distance: '-3',
        value: 'R$ mil',
      }),
    );
    expect(problemsOf(line)).toEqual([
      ['code', 'O código deve conter apenas números, letras (não acentuadas) e/ou os caracteres: - * @ _'],
      ['customerId', SUPER_BATCH_MESSAGES.customerInvalid],
      ['userEmail', SUPER_BATCH_MESSAGES.userInvalid],
      ['vehicleType', SUPER_BATCH_MESSAGES.vehicleRequired],
      ['scheduledFor', SUPER_BATCH_MESSAGES.scheduleInvalid],
      ['driverAssistantsCount', SUPER_BATCH_MESSAGES.assistantsInvalid],
      ['externalId', 'Informe o código externo.'],
      ['weight', SUPER_BATCH_MESSAGES.notANumber],
      ['warehouseName', SUPER_BATCH_MESSAGES.warehouseRequired],
      ['declaredDistanceInKm', SUPER_BATCH_MESSAGES.negative],
      ['merchandisesTotalPrice', SUPER_BATCH_MESSAGES.notANumber],
    ]);
  });

  it('asks for a customer and a user when their cells are blank; blank weight and values are fine', () => {
    const [line] = readSuperBatchSheet(row({ customer: '', user: '', weight: '', distance: '', value: '' }));
    expect(problemsOf(line)).toEqual([
      ['customerId', SUPER_BATCH_MESSAGES.customerRequired],
      ['userEmail', SUPER_BATCH_MESSAGES.userRequired],
    ]);
  });
});

describe('normalizeSheetSchedule', () => {
  it('takes the ISO and the pt-BR ways of writing a date, blank for now', () => {
    expect(normalizeSheetSchedule('2026-11-23 08:00:00')).toBe('2026-11-23 08:00:00');
    expect(normalizeSheetSchedule('2026-11-23 8:05')).toBe('2026-11-23 08:05:00');
    expect(normalizeSheetSchedule('2026-11-23T08:05')).toBe('2026-11-23 08:05:00');
    expect(normalizeSheetSchedule('23/11/2026 08:00')).toBe('2026-11-23 08:00:00');
    expect(normalizeSheetSchedule('3/2/2026, 14:30:15')).toBe('2026-02-03 14:30:15');
    expect(normalizeSheetSchedule(' ')).toBeNull();
    expect(normalizeSheetSchedule(null)).toBeNull();
  });

  it('refuses days that do not exist and other texts', () => {
    expect(normalizeSheetSchedule('2026-02-30 08:00')).toBeUndefined();
    expect(normalizeSheetSchedule('2026-11-23 24:00')).toBeUndefined();
    expect(normalizeSheetSchedule('amanhã cedo')).toBeUndefined();
  });
});

describe('groupSuperBatchLines', () => {
  it('groups by external id in first-seen order, summing decimal-comma weights', () => {
    const text = [
      row({ code: 'a1', external: 'E1', weight: '0,1' }),
      row({ code: 'b1', external: 'E2', weight: '' }),
      row({ code: 'a2', external: 'E1', weight: '0,2' }),
      row({ code: 'a3', external: 'E1', weight: '1.000,5' }),
    ].join('\n');
    const groups = groupSuperBatchLines(readSuperBatchSheet(text));
    expect(groups.map((g) => [g.externalId, g.rows.map((r) => r.code), g.totalWeightInKilograms])).toEqual([
      ['E1', ['A1', 'A2', 'A3'], 1000.8],
      ['E2', ['B1'], null],
    ]);
    expect(groups.flatMap((g) => g.rows.flatMap((r) => r.problems))).toEqual([]);
  });

  it('flags a code used on an earlier line, in any group', () => {
    const text = [row({ code: 'x1', external: 'E1' }), row({ code: 'X1', external: 'E2' })].join('\n');
    const [, second] = groupSuperBatchLines(readSuperBatchSheet(text));
    expect(problemsOf(second?.rows[0])).toEqual([['code', 'Código repetido: já está na linha 1.']]);
  });

  it('flags rows whose order fields differ from the group first row (case and date format aside)', () => {
    const text = [
      row({ code: 'a1' }),
      row({
        code: 'a2',
        user: 'ADMIN@box.example',
        schedule: '23/11/2026 08:00',
        warehouse: 'base leopoldina',
      }),
      row({ code: 'a3', customer: '3154', vehicle: 'van' }),
    ].join('\n');
    const [group] = groupSuperBatchLines(readSuperBatchSheet(text));
    expect(group?.rows.map(problemsOf)).toEqual([
      [],
      [],
      [[null, 'Diferente da primeira linha do grupo: cliente, veículo.']],
    ]);
  });
});
