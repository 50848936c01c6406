import { manyOrders, sampleDetails } from '../fixtures/statement';
import { buildDetailIndex, type DetailRow, detailRows, NO_DETAIL_FILTERS } from './detailRows';

/** 'day 2026-11-03 (2, 95.9)' / '51001' lines, to read a whole list at a glance. */
const describeRows = (rows: DetailRow[]) =>
  rows.map((row) =>
    row.kind === 'day' ? `day ${row.invoiceDate} (${row.count}, ${row.total})` : String(row.order.orderId),
  );

describe('detailRows', () => {
  const index = buildDetailIndex(sampleDetails());

  it('groups the orders by invoice day, days in order and OS in order within a day, with day totals', () => {
    const { rows, count } = detailRows(index, NO_DETAIL_FILTERS);
    expect(count).toBe(5);
    expect(describeRows(rows)).toEqual([
      'day 2026-11-03 (2, 95.9)',
      '51001',
      '51002',
      'day 2026-11-15 (1, 158.16)',
      '51500',
      'day 2026-11-18 (2, 980.5)',
      '52010',
      '52011',
    ]);
  });

  it('filters by status: Finalizadas keeps FINISHED, Canceladas keeps CANCELED', () => {
    expect(describeRows(detailRows(index, { ...NO_DETAIL_FILTERS, status: 'CANCELED' }).rows)).toEqual([
      'day 2026-11-03 (1, 60)',
      '51002',
    ]);
    const finished = detailRows(index, { ...NO_DETAIL_FILTERS, status: 'FINISHED' });
    expect(finished.count).toBe(4);
    expect(describeRows(finished.rows)).not.toContain('51002');
  });

  it('splits the month at day 15: the first half includes the 15th, the second starts on the 16th', () => {
    expect(describeRows(detailRows(index, { ...NO_DETAIL_FILTERS, part: 'firstHalf' }).rows)).toEqual([
      'day 2026-11-03 (2, 95.9)',
      '51001',
      '51002',
      'day 2026-11-15 (1, 158.16)',
      '51500',
    ]);
    expect(describeRows(detailRows(index, { ...NO_DETAIL_FILTERS, part: 'secondHalf' }).rows)).toEqual([
      'day 2026-11-18 (2, 980.5)',
      '52010',
      '52011',
    ]);
  });

  it('searches the OS by the digits typed, anywhere in the number', () => {
    expect(describeRows(detailRows(index, { ...NO_DETAIL_FILTERS, search: '201' }).rows)).toEqual([
      'day 2026-11-18 (2, 980.5)',
      '52010',
      '52011',
    ]);
    expect(describeRows(detailRows(index, { ...NO_DETAIL_FILTERS, search: 'OS 51500' }).rows)).toEqual([
      'day 2026-11-15 (1, 158.16)',
      '51500',
    ]);
    expect(detailRows(index, { ...NO_DETAIL_FILTERS, search: '999' })).toEqual({ rows: [], count: 0 });
  });

  it('combines the filters', () => {
    const rows = detailRows(index, { search: '5', status: 'FINISHED', part: 'secondHalf' }).rows;
    expect(describeRows(rows)).toEqual(['day 2026-11-18 (2, 980.5)', '52010', '52011']);
  });

  it('handles a month of 10,000 orders: every order once, 30 day headings, totals to the cent', () => {
    const orders = manyOrders(10_000);
    const { rows, count } = detailRows(buildDetailIndex(orders), NO_DETAIL_FILTERS);
    expect(count).toBe(10_000);
    const days = rows.filter((r) => r.kind === 'day');
    expect(days).toHaveLength(30);
    const cents = (n: number) => Math.round(n * 100);
    const dayTotal = days.reduce((sum, d) => sum + cents(d.total), 0);
    expect(dayTotal).toBe(orders.reduce((sum, o) => sum + cents(o.price), 0));
  });
});
