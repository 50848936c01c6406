import type { SheetOrderRow } from '../queries/billing-statement';
import { attachmentHeader, statementFilename, statementSheet } from './statement-sheet';

const row = (over: Partial<SheetOrderRow>): SheetOrderRow => ({
  id: 100001,
  external_id: null,
  requested_at: '2026-10-01T09:30:00',
  invoice_date: '2026-10-01',
  status: 'FINISHED',
  vehicle_type: 'VAN',
  freight_price: '100.00',
  net_price: '100.00',
  total_taxes: '14.25',
  gross_price: '114.25',
  charges: null,
  other_descriptions: null,
  ...over,
});

describe('statementSheet', () => {
  it('adds one column per charge type present, in catalogue order, and totals every amount to the cent', () => {
    const table = statementSheet([
      row({
        id: 1,
        charges: { '104': '12.10', '99': '0.10' },
        other_descriptions: 'Estacionamento',
        net_price: '112.20',
        total_taxes: '15.99',
        gross_price: '128.19',
      }),
      row({
        id: 2,
        status: 'CANCELED',
        freight_price: '0.00',
        charges: { '111': '30.00' },
        net_price: '30.00',
        total_taxes: '4.28',
        gross_price: '34.28',
      }),
      row({
        id: 3,
        freight_price: '0.10',
        net_price: '0.20',
        charges: { '99': '0.10' },
        total_taxes: '0.00',
        gross_price: '0.20',
      }),
    ]);
    expect(table.columns.map((c) => c.header)).toEqual([
      'OS',
      'Código externo',
      'Data da solicitação',
      'Data de faturamento',
      'Status',
      'Veículo',
      'Frete',
      'Outros',
      'Pedágio(s)',
      'Taxa de cancelamento',
      'Descrição de outros',
      'Valor líquido',
      'Impostos',
      'Valor total',
    ]);
    expect(table.rows[1]!.slice(4, 6)).toEqual(['Cancelada', 'Van']);
    expect(table.rows[0]![7]).toBe(0.1);
    expect(table.rows[1]![7]).toBeNull();
    expect(table.totals).toEqual([
      'Total (3 solicitações)',
      null,
      null,
      null,
      null,
      null,
      100.1,
      0.2,
      12.1,
      30,
      null,
      142.4,
      20.27,
      162.67,
    ]);
  });

  it('has no charge columns when nothing was charged beyond freight', () => {
    const headers = statementSheet([row({})]).columns.map((c) => c.header);
    expect(headers).toEqual([
      'OS',
      'Código externo',
      'Data da solicitação',
      'Data de faturamento',
      'Status',
      'Veículo',
      'Frete',
      'Valor líquido',
      'Impostos',
      'Valor total',
    ]);
    expect(statementSheet([]).totals?.[0]).toBe('Total (0 solicitações)');
  });
});

describe('download name', () => {
  it('names the period and the status choice', () => {
    expect(statementFilename({ from: '2026-10-01', to: '2026-10-31' }, false)).toBe(
      'extrato-2026-10-01-a-2026-10-31.xlsx',
    );
    expect(statementFilename({ from: '2026-10-01', to: '2026-10-15' }, true)).toBe(
      'extrato-finalizadas-2026-10-01-a-2026-10-15.xlsx',
    );
  });

  it('gives a plain and a UTF-8 filename', () => {
    expect(attachmentHeader('extrato-2026-10-01-a-2026-10-31.xlsx')).toBe(
      `attachment; filename="extrato-2026-10-01-a-2026-10-31.xlsx"; filename*=UTF-8''extrato-2026-10-01-a-2026-10-31.xlsx`,
    );
    expect(attachmentHeader('relatório "x".xlsx')).toBe(
      `attachment; filename="relat_rio _x_.xlsx"; filename*=UTF-8''relat%C3%B3rio%20%22x%22.xlsx`,
    );
  });
});
