import {
  CHARGE_TYPE,
  type ChargeTypeCode,
  chargeTypeLabel,
  STOP_STATUSES,
  TASK_TYPES,
  TAX_TYPES,
  type TaxType,
  taxTypeLabel,
} from '@box/core/catalogues';
import type { BillingSummary, Charge, MonthlyTotalsResponse, OrderDetails } from '@box/core/schemas';
import type { OrderDetailsRow, VehicleSummaryRow } from '../queries/billing-statement';

/** Numeric text from PostgreSQL ('1234.50') as a JSON number: sums were exact in SQL, this only changes type. */
const money = (text: string | null | undefined) => (text == null ? 0 : Number(text));

/** Sum of 2-decimal amounts in whole cents, so adding many of them never drifts by a cent. */
export const sumCents = (values: readonly number[]) =>
  values.reduce((cents, value) => cents + Math.round(value * 100), 0) / 100;

export function monthlyTotalsAnswer(
  rows: readonly { year: number; month: number; total: string }[],
): MonthlyTotalsResponse {
  return rows.map((r) => ({ year: Number(r.year), month: Number(r.month), totalPrice: money(r.total) }));
}

/**
 * Core's BillingSummary. `total` is the sum of the orders' gross prices (taxes included) and `taxTotalPrice`
 * the sum of their total taxes, i.e. of `byVehicleType[].taxes`; `taxes` breaks that down by tax type from the
 * orders' tax lines, in the catalogue's order.
 */
export function summaryAnswer(
  vehicles: readonly VehicleSummaryRow[],
  taxes: readonly { tax_type: string; value: string }[],
): BillingSummary {
  const byVehicleType = vehicles.map((r) => ({
    vehicleType: r.vehicle_type,
    ordersCount: Number(r.orders_count),
    averagePrice: money(r.average_price),
    totalPrice: money(r.total_price),
    taxes: money(r.taxes),
  }));
  const byType = new Map(taxes.map((t) => [t.tax_type, money(t.value)]));
  return {
    byVehicleType,
    taxes: TAX_TYPES.filter((t) => byType.has(t.type)).map((t) => ({
      id: t.type,
      name: taxTypeLabel(t.type),
      value: byType.get(t.type)!,
    })),
    taxTotalPrice: sumCents(byVehicleType.map((v) => v.taxes)),
    total: sumCents(byVehicleType.map((v) => v.totalPrice)),
  };
}

const TAX_CODES = new Set<string>(TAX_TYPES.map((t) => t.type));
const STOP_STATUS_SET = new Set<string>(STOP_STATUSES);
const TASK_TYPE_SET = new Set<string>(TASK_TYPES);

/**
 * A charge line as the Valores tab reads it. A code the catalogue does not know (added by billing after this
 * release) is shown as an OTHER line carrying its own code, rather than failing the whole answer.
 */
export function chargeAnswer(row: OrderDetailsRow['charges'][number]): Charge {
  const known = chargeTypeLabel(row.type_code);
  if (known === null) {
    return {
      type: CHARGE_TYPE.OTHER,
      typeLabel: chargeTypeLabel(CHARGE_TYPE.OTHER)!,
      description: row.description ?? `Cobrança ${row.type_code}`,
      price: money(row.price),
      notes: row.notes,
    };
  }
  return {
    type: row.type_code as ChargeTypeCode,
    typeLabel: known,
    description: row.description,
    price: money(row.price),
    notes: row.notes,
  };
}

/** Core's OrderDetails from the order's row. */
export function orderDetailsAnswer(row: OrderDetailsRow): OrderDetails {
  const taxes: Partial<Record<TaxType, number>> = {};
  for (const t of row.taxes) if (TAX_CODES.has(t.tax_type)) taxes[t.tax_type as TaxType] = money(t.value);
  return {
    orderId: Number(row.id),
    freightPrice: money(row.freight_price),
    netPrice: money(row.net_price),
    grossPrice: money(row.gross_price),
    taxes: taxes as Record<TaxType, number>,
    charges: row.charges.map(chargeAnswer),
    stops: row.stops.map((s) => ({
      address: {
        thoroughfare: s.thoroughfare,
        number: s.number,
        latitude: Number(s.latitude),
        longitude: Number(s.longitude),
      },
      // The database's check constraints hold these to the catalogues; the guards keep the answer parseable.
      status: (STOP_STATUS_SET.has(s.status)
        ? s.status
        : 'PENDING') as OrderDetails['stops'][number]['status'],
      status_updated_at: s.status_updated_at,
      task_type: (TASK_TYPE_SET.has(s.task_type)
        ? s.task_type
        : 'UNKNOWN') as OrderDetails['stops'][number]['task_type'],
      document_code: s.document_code,
      exceeded_waiting_time_in_minutes: s.exceeded_waiting_time_in_minutes,
    })),
    geometry: row.geometry,
  };
}
