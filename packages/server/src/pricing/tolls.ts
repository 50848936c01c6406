import type { VehicleType } from '@box/core/catalogues';
import type { RouteStop } from './places';

/**
 * Tolls (pedágios). Brazilian cities have no urban toll plazas; the conceded highways between municipalities
 * do. So a leg pays tolls only when it joins two different municipalities, at an average toll of R$ 0,10 per
 * km for one toll unit (a car), times the vehicle's toll category: motorcycles pay half, light vehicles on
 * single wheels one unit, commercial vehicles one unit per axle (ANTT categories).
 */
export const TOLL_PRICE_PER_KM = 0.1;

export const TOLL_UNITS: Record<VehicleType, number> = {
  MOTO: 0.5,
  PASSEIO: 1,
  FIORINO: 1,
  VAN: 1,
  HR: 2,
  IVECO: 2,
  '3/4': 2,
  TOCO: 2,
  TRUCK: 3,
  BITRUCK: 4,
  CARRETA: 5,
};

/** Km of the legs that leave one municipality for another (the tolled part of the route). */
export function intercityKm(stops: readonly RouteStop[], legsKm: readonly number[]): number {
  return legsKm.reduce(
    (km, leg, i) => (stops[i]?.municipality !== stops[i + 1]?.municipality ? km + leg : km),
    0,
  );
}

/** The toll of a route in reais (not rounded). */
export const tollPrice = (vehicleType: VehicleType, tolledKm: number): number =>
  tolledKm * TOLL_PRICE_PER_KM * TOLL_UNITS[vehicleType];
