/** SPEC §3 tax types with the label the statement's tax table shows in its "Tipo" column. */
export const TAX_TYPES = [
  { type: 'PIS_COFINS', label: 'PIS/COFINS' },
  { type: 'ICMS', label: 'ICMS' },
  { type: 'ISS', label: 'ISS' },
] as const;
export type TaxType = (typeof TAX_TYPES)[number]['type'];
export const TAX_TYPE_CODES = /*#__PURE__*/ TAX_TYPES.map((t) => t.type) as TaxType[];

const labels = /*#__PURE__*/ new Map<string, string>(/*#__PURE__*/ TAX_TYPES.map((t) => [t.type, t.label]));
export const taxTypeLabel = (type: string): string => labels.get(type) ?? type;

/** SPEC §2: the note under the tax table. */
export const CREDITABLE_TAXES_NOTE = 'PIS, COFINS e ICMS podem ser creditados.';

/** SPEC §3 "Discount type: advance_booking (ADVANCE_BOOKING)": the wire value and its constant name. */
export const DISCOUNT_TYPE = { ADVANCE_BOOKING: 'advance_booking' } as const;
export type DiscountType = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  advance_booking: 'Desconto por agendamento antecipado',
};
