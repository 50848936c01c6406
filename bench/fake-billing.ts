// Invented billing statement answers for the Chromium bench: a big shipper's month of orders, its summary
// (which agrees with the orders to the cent, as the server's does) and six months of totals.
import type { BillingOrder, BillingSummary, MonthlyTotal, Tax } from '@box/core/schemas';
import { random } from './fake-orders';

/** Vehicle mix of a last-mile shipper: type, share of the orders, and its gross price range in R$. */
const VEHICLES: [type: string, share: number, min: number, max: number][] = [
  ['MOTO', 0.42, 18, 65],
  ['FIORINO', 0.24, 60, 190],
  ['PASSEIO', 0.14, 30, 95],
  ['VAN', 0.12, 150, 420],
  ['HR', 0.08, 240, 640],
];

/** Each vehicle with the cumulative share up to it, to pick one from a number in [0, 1). */
const CUMULATIVE = VEHICLES.map(([type, , min, max], i): [number, [string, number, number]] => [
  i === VEHICLES.length - 1 ? 1 : VEHICLES.slice(0, i + 1).reduce((sum, [, share]) => sum + share, 0),
  [type, min, max],
]) as [[number, [string, number, number]], ...[number, [string, number, number]][]];

const cents = (n: number) => Math.round(n * 100) / 100;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * `count` closed orders invoiced in `from`..`to` ('YYYY-MM-DD', both inclusive), spread evenly over its days,
 * in the server's order (invoice day, then closing): OS numbers grow with time, as they do when other shippers'
 * orders are placed in between; ~9 % canceled (a cancellation fee or R$ 0,00), the rest priced by vehicle.
 */
export function fakeBillingOrders(from: string, to: string, count: number): BillingOrder[] {
  const next = random(count);
  const first = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - first) / DAY_MS) + 1;
  return Array.from({ length: count }, (_, i) => {
    const pick = next();
    const [vehicleType, min, max] = (CUMULATIVE.find(([upTo]) => pick < upTo) ?? CUMULATIVE[0])[1];
    const canceled = next() < 0.09;
    const price = canceled ? (next() < 0.3 ? 0 : cents(min * 0.5)) : cents(min + next() * (max - min));
    return {
      orderId: 4_812_000 + i * 4 + Math.floor(next() * 4),
      status: canceled ? 'CANCELED' : 'FINISHED',
      invoiceDate: isoDay(first + Math.floor((i * days) / count) * DAY_MS),
      vehicleType,
      price,
    };
  });
}

/** The tax part of a gross price: PIS/COFINS 9.25 % and ISS 5 % of the net (gross = net × 1.1425). */
function taxesOf(gross: number): { PIS_COFINS: number; ISS: number } {
  const net = cents(gross / 1.1425);
  const pisCofins = cents(net * 0.0925);
  return { PIS_COFINS: pisCofins, ISS: cents(gross - net - pisCofins) };
}

/** The summary of `orders`, computed from them to the cent (SPEC §3 billing summary). */
export function fakeBillingSummary(orders: readonly BillingOrder[]): BillingSummary {
  const byType = new Map<string, { count: number; total: number; taxes: number }>();
  const taxes = { PIS_COFINS: 0, ISS: 0 };
  for (const order of orders) {
    const entry = byType.get(order.vehicleType) ?? { count: 0, total: 0, taxes: 0 };
    const own = taxesOf(order.price);
    entry.count += 1;
    entry.total = cents(entry.total + order.price);
    entry.taxes = cents(entry.taxes + own.PIS_COFINS + own.ISS);
    taxes.PIS_COFINS = cents(taxes.PIS_COFINS + own.PIS_COFINS);
    taxes.ISS = cents(taxes.ISS + own.ISS);
    byType.set(order.vehicleType, entry);
  }
  const byVehicleType = [...byType]
    .map(([vehicleType, { count, total, taxes: part }]) => ({
      vehicleType,
      ordersCount: count,
      averagePrice: cents(total / count),
      totalPrice: total,
      taxes: part,
    }))
    .sort((a, b) => b.totalPrice - a.totalPrice);
  const taxList: Tax[] = [
    { id: 'PIS_COFINS', name: 'PIS/COFINS', value: taxes.PIS_COFINS },
    { id: 'ISS', name: 'ISS', value: taxes.ISS },
  ];
  return {
    byVehicleType,
    taxes: taxList,
    taxTotalPrice: cents(taxes.PIS_COFINS + taxes.ISS),
    total: cents(byVehicleType.reduce((sum, row) => sum + row.totalPrice, 0)),
  };
}

/**
 * One total per calendar month of `from`..`to`: `total` for the month of `busiest` ('YYYY-MM'), the others
 * between 70 % and 110 % of it, as a steady shipper's would be.
 */
export function fakeMonthlyTotals(from: string, to: string, busiest: string, total: number): MonthlyTotal[] {
  const next = random(7);
  const totals: MonthlyTotal[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = to.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    totals.push({ year, month, totalPrice: key === busiest ? total : cents(total * (0.7 + next() * 0.4)) });
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return totals;
}
