const money = /*#__PURE__*/ new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const twoDecimals = /*#__PURE__*/ new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const noDecimals = /*#__PURE__*/ new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 'R$ 1.234,56' (Intl puts a no-break space after R$; we use a plain space, as the spec writes it). */
export const formatMoney = (value: number) => money.format(value).replace(/\u00a0/g, ' ');
/** '1.234,50 kg' */
export const formatWeight = (kg: number) => `${twoDecimals.format(kg)} kg`;
/** '1.235 kg': order details show the weight rounded (SPEC §9). */
export const formatRoundedWeight = (kg: number) => `${noDecimals.format(kg)} kg`;
/** '12 km' */
export const formatDistance = (km: number) => `${noDecimals.format(km)} km`;

/** Rounds to cents without the binary-float surprise of toFixed (1.005 → 1.01). */
export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

/** SPEC §9 "quote values sent as 2-decimal strings": 1234.5 → '1234.50'. */
export function formatQuoteValue(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`valor inválido: ${value}`);
  return roundToCents(value).toFixed(2);
}

/**
 * Reads money typed in pt-BR ('R$ 1.234,56', '1234,5', '1234') as reais; null when it is not a number.
 * A dot is a thousands separator, the comma the decimal one (SPEC §9).
 */
export function parseMoneyInput(input: string): number | null {
  const clean = input.replace(/R\$/g, '').replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(clean)) return null;
  return Number(clean.replace(/\./g, '').replace(',', '.'));
}
