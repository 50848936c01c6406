import { ROAD_FACTOR } from '@box/core/rules';
import type { OrderStatus } from '@box/core/schemas';
import { CHARGE, OTHER_CHARGE_DESCRIPTIONS, TARIFF, TAX_RATES } from './catalogues';
import { haversineKm } from './polyline';
import type { Rng } from './prng';

const HOUR_MS = 60 * 60 * 1000;
export const round2 = (n: number) => Math.round(n * 100) / 100;
const ASSISTANT_PRICE = 45;

export interface PricingInput {
  status: OrderStatus;
  started: boolean;
  vehicleType: string;
  assistants: number;
  roundTrip: boolean;
  hasFailures: boolean;
  adValorem: boolean;
  points: readonly (readonly [number, number])[];
  createdAt: Date;
  scheduledFor: Date | null;
  withOtherCharge: boolean;
}

export interface ChargeLine {
  typeCode: number;
  price: number;
  description?: string;
  notes?: string;
}

export type TaxType = keyof typeof TAX_RATES;

/**
 * A demo order's money: freight from the vehicle's tariff and the distance, the charges that fit what happened
 * to it (a canceled one only pays the cancellation fee), and taxes on the net. net = freight + charges,
 * gross = net + taxes.
 */
export function priceOrder(rng: Rng, input: PricingInput) {
  const tariff = TARIFF[input.vehicleType] ?? TARIFF.FIORINO!;
  const { points } = input;
  const distanceKm = round2(
    points.slice(1).reduce((km, p, i) => km + haversineKm(points[i]!, p), 0) * ROAD_FACTOR,
  );
  const quotedFreight = round2(tariff.base + tariff.perKm * distanceKm + input.assistants * ASSISTANT_PRICE);
  const freightPrice = input.status === 'CANCELED' ? 0 : quotedFreight;
  const merchandisesTotalPrice = input.adValorem && rng.chance(0.4) ? round2(rng.between(800, 15000)) : null;
  const charges: ChargeLine[] = [];
  let waitingMinutes = 0;

  if (input.status === 'CANCELED') {
    const fee = round2(quotedFreight * 0.3);
    charges.push({ typeCode: CHARGE.CANCELAMENTO, price: fee, notes: 'Cancelado após a alocação' });
    if (rng.chance(0.2)) charges.push({ typeCode: CHARGE.ESTORNO_CANCELAMENTO, price: -fee });
  } else {
    if (input.started && rng.chance(0.3)) {
      waitingMinutes = rng.int(10, 45);
      charges.push({ typeCode: CHARGE.WAITING_TIME, price: round2(waitingMinutes * 0.9) });
    }
    if (input.assistants > 0) {
      charges.push({ typeCode: CHARGE.CO_DRIVER, price: input.assistants * ASSISTANT_PRICE });
    }
    if (rng.chance(0.25)) charges.push({ typeCode: CHARGE.TOLL, price: round2(rng.between(6, 28)) });
    if (input.hasFailures && rng.chance(0.6)) {
      charges.push({ typeCode: CHARGE.RETURN, price: round2(quotedFreight * 0.4) });
    }
    if (rng.chance(0.05)) charges.push({ typeCode: CHARGE.REENTREGA, price: round2(quotedFreight * 0.5) });
    if (merchandisesTotalPrice) {
      charges.push({ typeCode: CHARGE.AD_VALOREM, price: round2(merchandisesTotalPrice * 0.003) });
    }
    if (input.roundTrip)
      charges.push({ typeCode: CHARGE.ROTA_CIRCULAR, price: round2(quotedFreight * 0.35) });
    // SPEC §9: booked 6 hours or more ahead earns the advance-booking discount.
    if (input.scheduledFor && input.scheduledFor.getTime() - input.createdAt.getTime() >= 6 * HOUR_MS) {
      charges.push({
        typeCode: CHARGE.DISCOUNT,
        price: -round2(quotedFreight * 0.05),
        notes: 'advance_booking',
      });
    }
    if (rng.chance(0.08)) charges.push({ typeCode: CHARGE.DESCARGA, price: round2(rng.between(20, 60)) });
    if (rng.chance(0.03)) charges.push({ typeCode: CHARGE.PERNOITE, price: 150 });
    if (rng.chance(0.04)) {
      charges.push({ typeCode: CHARGE.EXCEDENTE_DE_PESO, price: round2(rng.between(15, 50)) });
    }
    if (rng.chance(0.03)) charges.push({ typeCode: CHARGE.REEMBOLSO, price: round2(rng.between(10, 40)) });
    if (rng.chance(0.04)) charges.push({ typeCode: CHARGE.DISTANCE, price: round2(rng.between(5, 25)) });
    if (input.withOtherCharge || rng.chance(0.1)) {
      charges.push({
        typeCode: CHARGE.OTHER,
        price: round2(rng.between(10, 80)),
        description: rng.pick(OTHER_CHARGE_DESCRIPTIONS),
      });
    }
  }

  const netPrice = round2(freightPrice + charges.reduce((sum, c) => sum + c.price, 0));
  const taxTypes: readonly TaxType[] = rng.chance(0.25) ? ['PIS_COFINS', 'ICMS'] : ['PIS_COFINS', 'ISS'];
  const taxes =
    netPrice > 0 ? taxTypes.map((type) => ({ type, value: round2(netPrice * TAX_RATES[type]) })) : [];
  const totalTaxes = round2(taxes.reduce((sum, t) => sum + t.value, 0));
  return {
    distanceKm,
    quotedFreight,
    freightPrice,
    merchandisesTotalPrice,
    waitingMinutes,
    charges,
    taxes,
    netPrice,
    totalTaxes,
    grossPrice: round2(netPrice + totalTaxes),
  };
}
