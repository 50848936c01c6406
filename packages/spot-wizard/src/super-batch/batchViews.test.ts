import { groupSuperBatchLines, readSuperBatchSheet } from '@box/core/rules';
import type { FilledShipment } from '@box/core/schemas';
import { batchViews, scheduleLabel } from './batchViews';
import { sheet } from './fixtures';

const groups = () =>
  groupSuperBatchLines(
    readSuperBatchSheet(
      sheet([
        { code: 'A', external: 'E' },
        { code: 'B', external: 'E' },
        { code: 'C', external: 'E' },
        { code: 'D', external: 'E' },
        { code: 'Ç', external: 'E' },
      ]),
    ),
  );

const filled = (code: string, error: string | null): FilledShipment => ({
  code,
  place: null,
  fiscalDocument: null,
  error,
});

describe('batchViews', () => {
  it("words each look-up failure with core's texts, for what a sheet can fix", () => {
    const answers = new Map([
      ['A', filled('A', 'NoEnoughData')],
      ['B', filled('B', 'FiscalDocumentNotFound')],
      ['C', filled('C', 'SomethingNew')],
      ['D', filled('D', null)],
    ]);
    const [view] = batchViews(groups(), answers, false);
    expect(view?.rows.map((r) => r.problems)).toEqual([
      ['Dados insuficientes. Informe a chave de acesso ou o CEP e o número da entrega.'],
      ['Documento fiscal não encontrado'],
      ['SomethingNew'],
      ['Endereço não encontrado'],
      // An invalid code is not looked up: its own problem is the only one.
      ['Código: O código deve conter apenas números, letras (não acentuadas) e/ou os caracteres: - * @ _'],
    ]);
    expect(view?.problemCount).toBe(5);
  });

  it('says the look-up failed for rows without an answer when it did', () => {
    const [view] = batchViews(groups(), new Map(), true);
    expect(view?.rows[0]?.problems).toEqual(['Não foi possível consultar os endereços agora.']);
    const [quiet] = batchViews(groups(), new Map(), false);
    expect(quiet?.rows[0]?.problems).toEqual([]);
  });
});

describe('scheduleLabel', () => {
  it('shows a schedule the pt-BR way, now for a blank one, and anything else as typed', () => {
    expect(scheduleLabel('2030-03-12 08:00:00')).toBe('12/03/2030 08:00');
    expect(scheduleLabel('12/03/2030 8:05')).toBe('12/03/2030 08:05');
    expect(scheduleLabel('')).toBe('Agora');
    expect(scheduleLabel('amanhã')).toBe('amanhã');
  });
});
