import {
  areDriverAssistantsAvailable,
  hasRestrictedCirculation,
  isDriverAssistantRecommended,
  isWeightRequired,
  usesNewVehiclePolicy,
  VEHICLE_TYPES,
  vehicleTypeLabel,
} from './vehicles';

describe('vehicle types', () => {
  it('label the SPEC §9 types and unknowns', () => {
    expect(VEHICLE_TYPES.map((v) => v.type)).toEqual([
      'MOTO',
      'PASSEIO',
      'FIORINO',
      'VAN',
      'HR',
      'IVECO',
      '3/4',
      'TOCO',
      'TRUCK',
      'BITRUCK',
      'CARRETA',
    ]);
    expect(vehicleTypeLabel('FIORINO')).toBe('Utilitário Pequeno');
    expect(vehicleTypeLabel('3/4')).toBe('VUC Grande');
    expect(vehicleTypeLabel('ONIBUS')).toBe('Desconhecido');
  });

  it('recommend assistants from the Van up', () => {
    expect(['MOTO', 'PASSEIO', 'FIORINO'].some(isDriverAssistantRecommended)).toBe(false);
    expect(
      ['VAN', 'HR', 'IVECO', '3/4', 'TOCO', 'TRUCK', 'BITRUCK', 'CARRETA'].every(
        isDriverAssistantRecommended,
      ),
    ).toBe(true);
  });

  it('offer assistants from the Utilitário Pequeno up', () => {
    expect(areDriverAssistantsAvailable('PASSEIO')).toBe(false);
    expect(areDriverAssistantsAvailable('FIORINO')).toBe(true);
    expect(areDriverAssistantsAvailable('CARRETA')).toBe(true);
    expect(areDriverAssistantsAvailable('ONIBUS')).toBe(false);
  });

  it('require the weight for 3/4 and larger', () => {
    expect(['3/4', 'TOCO', 'TRUCK', 'BITRUCK', 'CARRETA'].every(isWeightRequired)).toBe(true);
    expect(['MOTO', 'VAN', 'IVECO'].some(isWeightRequired)).toBe(false);
  });

  it('apply the new policy once VAN, HR or IVECO is missing', () => {
    expect(usesNewVehiclePolicy(['MOTO', 'VAN', 'HR', 'IVECO'])).toBe(false);
    expect(usesNewVehiclePolicy(['MOTO', 'VAN', 'HR'])).toBe(true);
    expect(usesNewVehiclePolicy([])).toBe(true);
  });

  it('restrict Toco and Truck in São Paulo', () => {
    expect(hasRestrictedCirculation('TOCO')).toBe(true);
    expect(hasRestrictedCirculation('TRUCK')).toBe(true);
    expect(hasRestrictedCirculation('BITRUCK')).toBe(false);
  });
});
