import type { TaxType } from '@box/core/catalogues';
import { shareOf } from './money';
import type { RouteStop } from './places';

/**
 * The taxes on a freight, and their rates, in one place:
 * - PIS/COFINS on every freight (non-cumulative regime: 1,65% + 7,6%);
 * - ISS when the whole route stays inside one municipality (municipal transport is a municipal service;
 *   5%, São Paulo's rate for it);
 * - ICMS otherwise: 12% inside one state; between states the Senate's interstate rates (Resolução SF 22/1989):
 *   7% from the South and Southeast (except Espírito Santo) to the North, Northeast, Centre-West and
 *   Espírito Santo, 12% in every other case.
 */
export const TAX_RATES = {
  PIS_COFINS: 0.0925,
  ISS: 0.05,
  ICMS_INTRASTATE: 0.12,
  ICMS_INTERSTATE: 0.12,
  ICMS_INTERSTATE_REDUCED: 0.07,
} as const;

const SOUTH_SOUTHEAST_BUT_ES = new Set(['PR', 'RS', 'SC', 'MG', 'RJ', 'SP']);

export type Jurisdiction =
  | { kind: 'municipal' }
  | { kind: 'intrastate'; uf: string }
  | { kind: 'interstate'; from: string; to: string };

/**
 * Which taxes a route falls under. The origin is the first stop; when the route leaves the origin's state, the
 * destination is the last stop in another state (a round trip back home still delivers elsewhere), so a
 * delivery from São Paulo to Curitiba and back is interstate, SP → PR.
 */
export function jurisdictionOf(stops: readonly RouteStop[]): Jurisdiction {
  const origin = stops[0];
  if (!origin || stops.every((s) => s.municipality === origin.municipality)) return { kind: 'municipal' };
  const elsewhere = [...stops].reverse().find((s) => s.uf !== origin.uf);
  if (!elsewhere) return { kind: 'intrastate', uf: origin.uf };
  return { kind: 'interstate', from: origin.uf, to: elsewhere.uf };
}

/** ICMS rate of a freight between two UFs. */
export function icmsRate(from: string, to: string): number {
  if (from === to) return TAX_RATES.ICMS_INTRASTATE;
  return SOUTH_SOUTHEAST_BUT_ES.has(from) && !SOUTH_SOUTHEAST_BUT_ES.has(to)
    ? TAX_RATES.ICMS_INTERSTATE_REDUCED
    : TAX_RATES.ICMS_INTERSTATE;
}

/** Each tax that applies, in cents, on a base in cents. */
export function taxesInCents(
  baseCents: number,
  jurisdiction: Jurisdiction,
): Partial<Record<TaxType, number>> {
  const base = Math.max(0, baseCents);
  const taxes: Partial<Record<TaxType, number>> = { PIS_COFINS: shareOf(base, TAX_RATES.PIS_COFINS) };
  if (jurisdiction.kind === 'municipal') taxes.ISS = shareOf(base, TAX_RATES.ISS);
  else if (jurisdiction.kind === 'intrastate') taxes.ICMS = shareOf(base, TAX_RATES.ICMS_INTRASTATE);
  else taxes.ICMS = shareOf(base, icmsRate(jurisdiction.from, jurisdiction.to));
  return taxes;
}
