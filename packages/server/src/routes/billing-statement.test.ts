import { gunzipSync } from 'node:zlib';
import { CHARGE_TYPE } from '@box/core/catalogues';
import { type BillingMonth, billingMonthTabs } from '@box/core/rules';
import {
  BillingDetailsResponse,
  BillingSummary,
  MonthlyTotalsResponse,
  OrderDetails,
} from '@box/core/schemas';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { sumCents } from '../billing/answers';
import { DATE_FORMAT, DATETIME_FORMAT, HEADER_FILL, MONEY_FORMAT } from '../billing/export-xlsx';
import { charges, orders } from '../db/schema/index';
import { expectApiError } from '../test/expect-api';
import { type Agent, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ana: Agent;
let duda: Agent;
let tabs: BillingMonth[];

const BASE = '/jade/api/billing-statement';
const q = (from: string, to: string) => `from-date=${from}&to-date=${to}`;

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
  tabs = billingMonthTabs(server.clock.now());
}, 120_000);
afterAll(() => server?.close());

async function getJson<T extends v.GenericSchema>(agent: Agent, path: string, schema: T) {
  const response = await agent.get(path);
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return v.parse(schema, await response.json());
}

const summaryOf = (agent: Agent, from: string, to: string) =>
  getJson(agent, `${BASE}/summary?${q(from, to)}`, BillingSummary);
const detailsOf = (agent: Agent, from: string, to: string) =>
  getJson(agent, `${BASE}/details?${q(from, to)}`, BillingDetailsResponse);

/** The days of a tab split as the Detalhamento's period filter does (SPEC §9: up to day 15, after it). */
const halves = (m: BillingMonth) => [
  { from: m.from, to: `${m.from.slice(0, 8)}15` },
  { from: `${m.from.slice(0, 8)}16`, to: m.to },
];

/** The database's own sum of what a statement should bill, written independently of the route's queries. */
async function billedInDatabase(customerId: number, from: string, to: string) {
  const [row] = await server.db
    .select({ count: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(gross_price), 0)::text` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        between(orders.invoiceDate, from, to),
        inArray(orders.status, ['FINISHED', 'CANCELED']),
      ),
    );
  return { count: Number(row!.count), total: Number(row!.total) };
}

describe('billing statement: consistency', () => {
  it('sends the details compressed to a browser that accepts it, the same list once decoded', async () => {
    // Last month, closed and seeded: this month may have next to nothing billed yet (its first hours).
    const month = tabs.at(-2)!;
    const path = `${BASE}/details?${q(month.from, month.to)}`;
    const plain = await (await ana.get(path)).text();
    const response = await ana.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
  });

  it('monthly totals list every month of the period and match each month’s details to the cent', async () => {
    const first = tabs[0]!;
    const last = tabs[tabs.length - 1]!;
    const totals = await getJson(
      ana,
      `${BASE}/monthly-totals?${q(first.from, last.to)}`,
      MonthlyTotalsResponse,
    );
    expect(totals.map((t) => [t.year, t.month])).toEqual(tabs.map((t) => [t.year, t.month]));
    // The seed closes orders in each of the last months; the current month may have only just begun.
    expect(totals.slice(0, -1).every((t) => t.totalPrice > 0)).toBe(true);
    for (const [i, month] of tabs.entries()) {
      const details = await detailsOf(ana, month.from, month.to);
      expect(totals[i]!.totalPrice).toBe(sumCents(details.map((d) => d.price)));
    }
  });

  it('monthly totals of a period that starts and ends mid-month count only the days inside it', async () => {
    const from = tabs[1]!.from.replace(/-01$/, '-16');
    const to = tabs[3]!.from.replace(/-01$/, '-15');
    const totals = await getJson(ana, `${BASE}/monthly-totals?${q(from, to)}`, MonthlyTotalsResponse);
    expect(totals.map((t) => t.month)).toEqual([tabs[1]!.month, tabs[2]!.month, tabs[3]!.month]);
    const details = await detailsOf(ana, from, to);
    for (const total of totals) {
      const prefix = `${total.year}-${String(total.month).padStart(2, '0')}`;
      const inMonth = details.filter((d) => d.invoiceDate.startsWith(prefix));
      expect(total.totalPrice).toBe(sumCents(inMonth.map((d) => d.price)));
    }
    expect(sumCents(totals.map((t) => t.totalPrice))).toBe((await summaryOf(ana, from, to)).total);
  });

  it('summary total = sum of details = database, in whole months, half months and odd periods', async () => {
    const periods = tabs.flatMap((m) => [{ from: m.from, to: m.to }, ...halves(m)]);
    // A few odd windows across month ends (fixed, so a failure is reproducible).
    periods.push(
      { from: tabs[1]!.from.replace(/-01$/, '-20'), to: tabs[2]!.from.replace(/-01$/, '-10') },
      { from: tabs[0]!.from, to: tabs[tabs.length - 1]!.to },
      { from: tabs[3]!.to, to: tabs[3]!.to },
    );
    const seen = new Set<string>();
    for (const p of periods) {
      const [summary, details] = await Promise.all([
        summaryOf(ana, p.from, p.to),
        detailsOf(ana, p.from, p.to),
      ]);
      const label = `${p.from}..${p.to}`;
      const db = await billedInDatabase(3154, p.from, p.to);
      expect(details.length, label).toBe(db.count);
      expect(summary.total, label).toBe(db.total);
      expect(summary.total, label).toBe(sumCents(details.map((d) => d.price)));
      expect(
        summary.byVehicleType.reduce((n, row) => n + row.ordersCount, 0),
        label,
      ).toBe(details.length);
      for (const row of summary.byVehicleType) {
        const mine = details.filter((d) => d.vehicleType === row.vehicleType);
        expect(row.ordersCount, label).toBe(mine.length);
        expect(row.totalPrice, label).toBe(sumCents(mine.map((d) => d.price)));
        // Rounded to the cent by PostgreSQL from the exact average.
        expect(Math.abs(row.averagePrice - row.totalPrice / row.ordersCount), label).toBeLessThanOrEqual(
          0.00501,
        );
      }
      expect(summary.taxTotalPrice, label).toBe(sumCents(summary.byVehicleType.map((r) => r.taxes)));
      expect(summary.taxTotalPrice, label).toBe(sumCents(summary.taxes.map((t) => t.value)));
      for (const d of details) {
        expect(d.invoiceDate >= p.from && d.invoiceDate <= p.to, label).toBe(true);
        seen.add(d.status);
      }
    }
    expect([...seen].sort()).toEqual(['CANCELED', 'FINISHED']);
  });

  it('the two halves of a month add up to the whole month', async () => {
    for (const month of tabs.slice(0, -1)) {
      const [whole, first, second] = await Promise.all([
        summaryOf(ana, month.from, month.to),
        ...halves(month).map((h) => summaryOf(ana, h.from, h.to)),
      ]);
      expect(sumCents([first!.total, second!.total])).toBe(whole!.total);
    }
  });

  it('details come by invoice day, each order once', async () => {
    const month = tabs[tabs.length - 2]!;
    const details = await detailsOf(ana, month.from, month.to);
    expect(details.length).toBeGreaterThan(0);
    const days = details.map((d) => d.invoiceDate);
    expect(days).toEqual([...days].sort());
    expect(new Set(details.map((d) => d.orderId)).size).toBe(details.length);
  });

  it('an empty period answers zeros, not an error', async () => {
    const summary = await summaryOf(ana, '2001-01-01', '2001-01-31');
    expect(summary).toEqual({ byVehicleType: [], taxes: [], taxTotalPrice: 0, total: 0 });
    expect(await detailsOf(ana, '2001-01-01', '2001-01-31')).toEqual([]);
  });
});

describe('billing statement: order details', () => {
  async function orderWithOtherCharge() {
    const [row] = await server.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(charges, eq(charges.orderId, orders.id))
      .where(and(eq(orders.customerId, 3154), eq(charges.typeCode, CHARGE_TYPE.OTHER)))
      .orderBy(asc(orders.id))
      .limit(1);
    return row!.id;
  }

  it('lists stops, charges with labels (OTHER with its description), taxes and geometry that add up', async () => {
    const orderId = await orderWithOtherCharge();
    const details = await getJson(ana, `${BASE}/order-details?orderId=${orderId}`, OrderDetails);
    expect(details.orderId).toBe(orderId);
    const other = details.charges.find((c) => c.type === CHARGE_TYPE.OTHER)!;
    expect(other.typeLabel).toBe('Outros');
    expect(other.description).toBeTruthy();
    for (const c of details.charges.filter((c) => c.type !== CHARGE_TYPE.OTHER)) {
      expect(c.typeLabel).not.toBe('Outros');
    }
    expect(sumCents([details.freightPrice, ...details.charges.map((c) => c.price)])).toBe(details.netPrice);
    expect(sumCents([details.netPrice, ...Object.values(details.taxes)])).toBe(details.grossPrice);
    expect(details.stops.length).toBeGreaterThanOrEqual(2);
    expect(details.stops[0]!.address.thoroughfare).toBeTruthy();
    expect(details.geometry).toMatch(/^\S+$/);
  });

  it('a canceled order shows its cancellation fee', async () => {
    const month = tabs[tabs.length - 2]!;
    const canceled = (await detailsOf(ana, tabs[0]!.from, month.to)).find((d) => d.status === 'CANCELED')!;
    const details = await getJson(ana, `${BASE}/order-details?orderId=${canceled.orderId}`, OrderDetails);
    expect(details.freightPrice).toBe(0);
    expect(details.charges.map((c) => c.typeLabel)).toContain('Taxa de cancelamento');
    expect(details.grossPrice).toBe(canceled.price);
  });

  it('another customer’s order reads as not found; so does an unknown id', async () => {
    const orderId = await orderWithOtherCharge();
    await expectApiError(await duda.get(`${BASE}/order-details?orderId=${orderId}`), 404, 'not_found');
    await expectApiError(await ana.get(`${BASE}/order-details?orderId=999999999`), 404, 'not_found');
    await expectApiError(await ana.get(`${BASE}/order-details?orderId=99999999999999`), 404, 'not_found');
  });

  it('refuses a non-numeric or missing orderId with 400', async () => {
    for (const query of ['orderId=abc', 'orderId=12a', 'orderId=-5', 'orderId=', '']) {
      await expectApiError(await ana.get(`${BASE}/order-details?${query}`), 400, 'validation_error');
    }
  });
});

describe('billing statement: scoping and access', () => {
  it('each customer sees only its own orders', async () => {
    const first = tabs[0]!.from;
    const last = tabs[tabs.length - 1]!.to;
    const [anaOrders, dudaOrders] = await Promise.all([
      detailsOf(ana, first, last),
      detailsOf(duda, first, last),
    ]);
    expect(anaOrders.length).toBeGreaterThan(0);
    expect(dudaOrders.length).toBeGreaterThan(0);
    const dudaIds = new Set(dudaOrders.map((d) => d.orderId));
    expect(anaOrders.some((d) => dudaIds.has(d.orderId))).toBe(false);
    const owners = await server.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(inArray(orders.id, [...dudaIds]));
    expect(new Set(owners.map((o) => o.customerId))).toEqual(new Set([5100]));
  });

  it('needs a session', async () => {
    const m = tabs[0]!;
    for (const path of ['summary', 'details', 'monthly-totals']) {
      await expectApiError(
        await server.agent().get(`${BASE}/${path}?${q(m.from, m.to)}`),
        401,
        'not_signed_in',
      );
    }
    await expectApiError(
      await server.agent().get(`${BASE}/download?${q(m.from, m.to)}&order-status=ALL`),
      401,
      'not_signed_in',
    );
  });
});

describe('billing statement: bad periods', () => {
  const bad: [string, string][] = [
    ['missing both', ''],
    ['missing to-date', 'from-date=2026-01-01'],
    ['malformed', q('2026-1-01', '2026-01-31')],
    ['not a date', q('ontem', '2026-01-31')],
    ['impossible day', q('2026-02-01', '2026-02-30')],
    ['impossible month', q('2026-13-01', '2026-13-31')],
    ['29 Feb of a common year', q('2026-02-29', '2026-03-01')],
    ['reversed', q('2026-03-01', '2026-02-01')],
    ['longer than a year', q('2025-01-01', '2026-01-02')],
    ['repeated parameter', `${q('2026-01-01', '2026-01-31')}&from-date=2026-01-02`],
  ];
  it.each(bad)('%s → 400 with a pt-BR message on every period call', async (_, query) => {
    for (const path of ['summary', 'details', 'monthly-totals']) {
      await expectApiError(await ana.get(`${BASE}/${path}?${query}`), 400, 'validation_error');
    }
    await expectApiError(
      await ana.get(`${BASE}/download?${query}&order-status=ALL`),
      400,
      'validation_error',
    );
  });

  it('explains the calendar problems in Portuguese', async () => {
    const impossible = await expectApiError(
      await ana.get(`${BASE}/summary?${q('2026-02-01', '2026-02-30')}`),
      400,
      'validation_error',
    );
    expect(impossible.message).toMatch(/não existe no calendário/);
    const long = await expectApiError(
      await ana.get(`${BASE}/summary?${q('2025-01-01', '2026-01-02')}`),
      400,
      'validation_error',
    );
    expect(long.message).toMatch(/no máximo 366 dias/);
  });

  it('accepts a leap year of 366 days and a single day', async () => {
    await summaryOf(ana, '2024-01-01', '2024-12-31');
    await summaryOf(ana, '2024-02-29', '2024-02-29');
  });

  it('refuses an unknown order-status on the download', async () => {
    const m = tabs[0]!;
    for (const status of ['', 'CANCELED', 'all']) {
      await expectApiError(
        await ana.get(`${BASE}/download?${q(m.from, m.to)}&order-status=${status}`),
        400,
        'validation_error',
      );
    }
    await expectApiError(await ana.get(`${BASE}/download?${q(m.from, m.to)}`), 400, 'validation_error');
  });
});

async function downloadSheet(agent: Agent, from: string, to: string, status: 'ALL' | 'FINISHED') {
  const response = await agent.get(`${BASE}/download?${q(from, to)}&order-status=${status}`);
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.arrayBuffer()) as ExcelJS.Buffer);
  const sheet = book.getWorksheet('Extrato')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const col = (name: string) => {
    const index = headers.indexOf(name);
    expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
    return index + 1;
  };
  return { response, sheet, headers, col };
}

describe('billing statement: XLSX download', () => {
  it('is a real spreadsheet: typed, formatted cells that reconcile with the statement to the cent', async () => {
    const month = tabs[tabs.length - 2]!;
    const [{ response, sheet, headers, col }, details, summary] = await Promise.all([
      downloadSheet(ana, month.from, month.to, 'ALL'),
      detailsOf(ana, month.from, month.to),
      summaryOf(ana, month.from, month.to),
    ]);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const name = `extrato-${month.from}-a-${month.to}.xlsx`;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );

    expect(headers.slice(0, 7)).toEqual([
      'OS',
      'Código externo',
      'Data da solicitação',
      'Data de faturamento',
      'Status',
      'Veículo',
      'Frete',
    ]);
    expect(headers.slice(-3)).toEqual(['Valor líquido', 'Impostos', 'Valor total']);
    const header = sheet.getCell(1, 1);
    expect(header.font?.bold).toBe(true);
    expect(header.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } });
    expect(sheet.getColumn(col('Código externo')).width).toBeGreaterThan(10);

    // One row per order, in the Detalhamento's order, then the totals row.
    expect(sheet.rowCount).toBe(details.length + 2);
    const chargeColumns = headers
      .map((_, i) => i + 1)
      .filter(
        (c) => c > col('Frete') && c < col('Valor líquido') && headers[c - 1] !== 'Descrição de outros',
      );
    for (const [i, order] of details.entries()) {
      const row = sheet.getRow(i + 2);
      const os = row.getCell(col('OS'));
      expect(os.type).toBe(ExcelJS.ValueType.Number);
      expect(os.value).toBe(order.orderId);
      const invoice = row.getCell(col('Data de faturamento'));
      expect(invoice.type).toBe(ExcelJS.ValueType.Date);
      expect(invoice.numFmt).toBe(DATE_FORMAT);
      expect((invoice.value as Date).toISOString().slice(0, 10)).toBe(order.invoiceDate);
      const requested = row.getCell(col('Data da solicitação'));
      expect(requested.type).toBe(ExcelJS.ValueType.Date);
      expect(requested.numFmt).toBe(DATETIME_FORMAT);
      expect((requested.value as Date).toISOString().slice(0, 10) <= order.invoiceDate).toBe(true);
      expect(row.getCell(col('Status')).value).toBe(order.status === 'FINISHED' ? 'Finalizada' : 'Cancelada');
      const total = row.getCell(col('Valor total'));
      expect(total.type).toBe(ExcelJS.ValueType.Number);
      expect(total.numFmt).toBe(MONEY_FORMAT);
      expect(total.value).toBe(order.price);
      const amount = (c: number) => (row.getCell(c).value as number | null) ?? 0;
      expect(sumCents([amount(col('Frete')), ...chargeColumns.map(amount)])).toBe(
        amount(col('Valor líquido')),
      );
      expect(sumCents([amount(col('Valor líquido')), amount(col('Impostos'))])).toBe(total.value);
    }
    const totals = sheet.getRow(details.length + 2);
    expect(String(totals.getCell(1).value)).toBe(`Total (${details.length} solicitações)`);
    expect(totals.getCell(col('Valor total')).value).toBe(summary.total);
    expect(totals.getCell(col('Impostos')).value).toBe(summary.taxTotalPrice);
    expect(totals.getCell(col('Valor total')).font?.bold).toBe(true);
  });

  it('has a column per charge type billed in the period, OTHER with its descriptions', async () => {
    const { sheet, headers, col } = await downloadSheet(ana, tabs[0]!.from, tabs[tabs.length - 1]!.to, 'ALL');
    // The seed bills an OTHER charge in every month and cancellation fees.
    expect(headers).toContain('Outros');
    expect(headers).toContain('Taxa de cancelamento');
    const descriptions = sheet.getColumn(col('Descrição de outros')).values.filter(Boolean);
    expect(descriptions.length).toBeGreaterThan(1);
  });

  it('"Apenas finalizadas" leaves canceled orders out and says so in the filename', async () => {
    // Six months: enough orders that both statuses are surely there.
    const month = { from: tabs[0]!.from, to: tabs[tabs.length - 1]!.to };
    const [{ response, sheet, col }, details] = await Promise.all([
      downloadSheet(ana, month.from, month.to, 'FINISHED'),
      detailsOf(ana, month.from, month.to),
    ]);
    const finished = details.filter((d) => d.status === 'FINISHED');
    expect(finished.length).toBeLessThan(details.length);
    expect(sheet.rowCount).toBe(finished.length + 2);
    const statuses = new Set(sheet.getColumn(col('Status')).values.slice(2, finished.length + 2) as string[]);
    expect(statuses).toEqual(new Set(['Finalizada']));
    expect(response.headers.get('content-disposition')).toContain(
      `filename="extrato-finalizadas-${month.from}-a-${month.to}.xlsx"`,
    );
  });

  it('an empty period still downloads a sheet with its header and a zero total', async () => {
    const { sheet, col } = await downloadSheet(ana, '2001-01-01', '2001-01-31', 'ALL');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(col('Valor total')).value).toBe(0);
  });

  it('neutralises text that a spreadsheet would run as a formula', async () => {
    const month = tabs[tabs.length - 3]!;
    const picked = (await detailsOf(ana, month.from, month.to)).slice(0, 4);
    const hostile = ['=HYPERLINK("http://example.com","x")', '+1+1', '-2+3', '@SUM(A1:A2)'];
    for (const [i, order] of picked.entries()) {
      await server.db.update(orders).set({ externalId: hostile[i]! }).where(eq(orders.id, order.orderId));
    }
    // The first picked order's only OTHER line now has a description that begins like a formula.
    await server.db
      .delete(charges)
      .where(and(eq(charges.orderId, picked[0]!.orderId), eq(charges.typeCode, CHARGE_TYPE.OTHER)));
    await server.db.insert(charges).values({
      orderId: picked[0]!.orderId,
      typeCode: CHARGE_TYPE.OTHER,
      description: '=cmd|" /C calc"!A0',
      price: 0,
      createdAt: server.clock.now(),
    });

    const { sheet, col } = await downloadSheet(ana, month.from, month.to, 'ALL');
    for (const [i, order] of picked.entries()) {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(col('OS')).value).toBe(order.orderId);
      const external = row.getCell(col('Código externo'));
      expect(external.type).toBe(ExcelJS.ValueType.String);
      expect(external.value).toBe(`'${hostile[i]}`);
    }
    const description = sheet.getRow(2).getCell(col('Descrição de outros'));
    expect(description.type).toBe(ExcelJS.ValueType.String);
    expect(description.value).toBe(`'=cmd|" /C calc"!A0`);
    // No cell anywhere is a formula.
    sheet.eachRow((row) => {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });
  });
});
