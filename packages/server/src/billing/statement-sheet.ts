import { CHARGE_TYPES, orderStatusLabel, vehicleTypeLabel } from '@box/core/catalogues';
import type { SheetOrderRow } from '../queries/billing-statement';
import { sumCents } from './answers';
import type { SheetColumn, SheetTable, SheetValue } from './export-xlsx';
import type { StatementPeriod } from './period';

const money = (text: string | null | undefined) => (text == null ? null : Number(text));

/**
 * The statement as a finance team reconciles it: one row per billed order with its dates, status and vehicle,
 * then freight + one column per charge type the period has = net, + taxes = gross; a totals row at the end.
 * Charge columns follow the catalogue's order, so two months' sheets line up column by column whenever they
 * bill the same charge types.
 */
export function statementSheet(rows: readonly SheetOrderRow[]): SheetTable {
  const present = new Set<string>();
  let hasOtherDescriptions = false;
  for (const row of rows) {
    for (const code of Object.keys(row.charges ?? {})) present.add(code);
    if (row.other_descriptions) hasOtherDescriptions = true;
  }
  const chargeTypes = CHARGE_TYPES.filter((c) => present.has(String(c.code)));
  // Codes billing may add after this release still reach the sheet, after the known ones.
  const known = new Set(CHARGE_TYPES.map((c) => String(c.code)));
  const unknownCodes = [...present].filter((code) => !known.has(code)).sort((a, b) => Number(a) - Number(b));
  const chargeColumns = [
    ...chargeTypes.map((c) => ({ code: String(c.code), header: c.label })),
    ...unknownCodes.map((code) => ({ code, header: `Cobrança ${code}` })),
  ];

  const columns: SheetColumn[] = [
    { header: 'OS', kind: 'integer', width: 10 },
    { header: 'Código externo', kind: 'text', width: 18 },
    { header: 'Data da solicitação', kind: 'datetime', width: 18 },
    { header: 'Data de faturamento', kind: 'date', width: 14 },
    { header: 'Status', kind: 'text', width: 12 },
    { header: 'Veículo', kind: 'text', width: 20 },
    { header: 'Frete', kind: 'money', width: 14 },
    ...chargeColumns.map((c): SheetColumn => ({ header: c.header, kind: 'money', width: 14 })),
    ...(hasOtherDescriptions ? [{ header: 'Descrição de outros', kind: 'text', width: 30 } as const] : []),
    { header: 'Valor líquido', kind: 'money', width: 14 },
    { header: 'Impostos', kind: 'money', width: 14 },
    { header: 'Valor total', kind: 'money', width: 15 },
  ];

  const table = rows.map((row): SheetValue[] => [
    Number(row.id),
    row.external_id,
    row.requested_at,
    row.invoice_date,
    orderStatusLabel(row.status),
    vehicleTypeLabel(row.vehicle_type),
    money(row.freight_price),
    ...chargeColumns.map((c) => money(row.charges?.[c.code])),
    ...(hasOtherDescriptions ? [row.other_descriptions] : []),
    money(row.net_price),
    money(row.total_taxes),
    money(row.gross_price),
  ]);

  const totals: SheetValue[] = columns.map((column, c) => {
    if (c === 0) return rows.length === 1 ? 'Total (1 solicitação)' : `Total (${rows.length} solicitações)`;
    if (column.kind !== 'money') return null;
    return sumCents(table.map((r) => (typeof r[c] === 'number' ? (r[c] as number) : 0)));
  });

  return { sheetName: 'Extrato', columns, rows: table, totals };
}

/** 'extrato-2026-10-01-a-2026-10-31.xlsx'; finished orders only: 'extrato-finalizadas-…'. */
export function statementFilename(period: StatementPeriod, finishedOnly: boolean): string {
  return `extrato-${finishedOnly ? 'finalizadas-' : ''}${period.from}-a-${period.to}.xlsx`;
}

/** Content-Disposition with the plain name and its RFC 5987 UTF-8 twin, as core's client reads either. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
