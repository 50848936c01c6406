import { DISCOUNT_TYPE_LABELS, taxTypeLabel } from '@box/core/catalogues';
import type { PriceEstimate } from '@box/core/schemas';
import { SUMMARY_MESSAGES } from '../messages/summary';

export interface PriceLine {
  label: string;
  value: number;
  /** 'part': a piece of the freight line above it (base fare, distance, extras). */
  kind: 'charge' | 'part' | 'discount' | 'tax' | 'total';
}

/**
 * The lines of the quote (SPEC §2 step 3): freight with its parts (the estimate's `priceComponents` add up to
 * the freight), assistants, tolls (`driverTollPrice` is the same money paid back to the driver, not a second
 * charge), ad valorem only when nonzero (SPEC §9), discounts (subtracted), each tax, and the gross total.
 */
export function priceLines(estimate: PriceEstimate): PriceLine[] {
  const lines: PriceLine[] = [
    { label: SUMMARY_MESSAGES.freight, value: estimate.freightPrice, kind: 'charge' },
  ];
  const parts = estimate.priceComponents.filter((c) => c.value !== 0);
  if (parts.length > 1) {
    for (const part of parts) lines.push({ label: part.name, value: part.value, kind: 'part' });
  }
  if (estimate.driverAssistantsPrice > 0) {
    lines.push({
      label: SUMMARY_MESSAGES.driverAssistants,
      value: estimate.driverAssistantsPrice,
      kind: 'charge',
    });
  }
  if (estimate.tollPrice > 0)
    lines.push({ label: SUMMARY_MESSAGES.toll, value: estimate.tollPrice, kind: 'charge' });
  if (estimate.adValoremPrice !== 0) {
    lines.push({ label: SUMMARY_MESSAGES.adValorem, value: estimate.adValoremPrice, kind: 'charge' });
  }
  for (const discount of estimate.discounts) {
    if (discount.value !== 0) {
      lines.push({
        label: DISCOUNT_TYPE_LABELS[discount.type],
        value: -Math.abs(discount.value),
        kind: 'discount',
      });
    }
  }
  for (const [type, value] of Object.entries(estimate.taxes)) {
    if (value) lines.push({ label: taxTypeLabel(type), value, kind: 'tax' });
  }
  lines.push({ label: SUMMARY_MESSAGES.total, value: estimate.grossPrice, kind: 'total' });
  return lines;
}
