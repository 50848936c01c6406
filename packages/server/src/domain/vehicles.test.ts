import { DEFAULT_MAX_DRIVER_ASSISTANTS, VEHICLE_TYPE_CODES } from '@box/core/catalogues';
import { driverAssistantsRange } from '@box/core/rules';
import { VehiclesResponse } from '@box/core/schemas';
import * as v from 'valibot';
import { extrasPrice, toWireVehicle, VEHICLES, vehicleSpec } from './vehicles';

describe('the vehicle catalogue', () => {
  it('has the eleven types of SPEC §9, smallest first, with their pt-BR names', () => {
    expect(VEHICLES.map((s) => s.type)).toEqual(VEHICLE_TYPE_CODES);
    expect(vehicleSpec('HR')?.name).toBe('VUC Pequeno');
    expect(vehicleSpec('FIORINO')?.name).toBe('Utilitário Pequeno');
    expect(vehicleSpec('NAVE')).toBeUndefined();
  });

  it('grows in capacity and price with the size', () => {
    for (let i = 1; i < VEHICLES.length; i++) {
      const [smaller, larger] = [VEHICLES[i - 1]!, VEHICLES[i]!];
      expect(larger.maxCapacityInKg, larger.type).toBeGreaterThan(smaller.maxCapacityInKg);
      expect(larger.basePrice, larger.type).toBeGreaterThan(smaller.basePrice);
      expect(larger.pricePerKm, larger.type).toBeGreaterThan(smaller.pricePerKm);
    }
  });

  it('offers assistants only from the Utilitário Pequeno, within the default maximum', () => {
    for (const spec of VEHICLES) {
      const range = driverAssistantsRange(spec.type, spec.assistants);
      const expected = !['MOTO', 'PASSEIO'].includes(spec.type);
      expect(range.available, spec.type).toBe(expected);
      expect(spec.assistants.maxCount).toBeLessThanOrEqual(DEFAULT_MAX_DRIVER_ASSISTANTS + 1);
      expect(spec.assistants.defaultCount).toBeLessThanOrEqual(spec.assistants.maxCount);
      if (expected) expect(spec.assistants.unitPrice).toBeGreaterThan(0);
    }
  });

  it('requires a body type only where there is one to choose, and from the VUC Grande up', () => {
    for (const spec of VEHICLES) {
      if (spec.bodyTypeRequired) expect(spec.bodyTypes.length, spec.type).toBeGreaterThan(0);
    }
    expect(VEHICLES.filter((s) => s.bodyTypeRequired).map((s) => s.type)).toEqual([
      '3/4',
      'TOCO',
      'TRUCK',
      'BITRUCK',
      'CARRETA',
    ]);
  });

  it('sends core Vehicle objects', () => {
    const wire = v.parse(VehiclesResponse, VEHICLES.map(toWireVehicle));
    const truck = wire.find((w) => w.id === 'TRUCK')!;
    expect(truck.possibleBodyTypes).toContainEqual({ id: 'BAU', name: 'Baú' });
    expect(truck.availableExtras).toContainEqual({ id: 'PALETEIRA', description: 'Paleteira manual' });
    expect(wire.find((w) => w.id === 'MOTO')!.driverAssistants).toEqual({
      unitPrice: 0,
      defaultCount: 0,
      maxCount: 0,
    });
  });

  it('prices the extras the vehicle offers and ignores the rest', () => {
    const van = vehicleSpec('VAN')!;
    expect(extrasPrice(van, ['CARRINHO', 'CINTAS'])).toBe(30);
    expect(extrasPrice(van, ['PLATAFORMA', 'NAVE'])).toBe(0);
    expect(extrasPrice(van, [])).toBe(0);
  });
});
