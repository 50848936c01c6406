import {
  driverAssistantsRange,
  validateBodyTypes,
  validateDriverAssistants,
  validateMerchandisesTotalPrice,
  validateTotalWeight,
} from './vehicle-step';

describe('validateTotalWeight', () => {
  it('is optional for small vehicles', () => {
    expect(validateTotalWeight('', 'VAN')).toEqual({ ok: true, value: null });
    expect(validateTotalWeight('120', 'VAN')).toEqual({ ok: true, value: 120 });
  });

  it.each(['3/4', 'TOCO', 'TRUCK', 'BITRUCK', 'CARRETA'])('is required for %s', (type) => {
    expect(validateTotalWeight('', type)).toMatchObject({ ok: false, code: 'WeightRequired' });
    expect(validateTotalWeight('0', type)).toMatchObject({ ok: false, code: 'WeightRequired' });
    expect(validateTotalWeight('2500', type)).toEqual({ ok: true, value: 2500 });
  });

  it.each(['12,5', '12.5', '-3', '1e3', 'abc'])('accepts digits only, not %j', (input) => {
    expect(validateTotalWeight(input, 'MOTO')).toMatchObject({ ok: false, code: 'WeightNotInteger' });
  });
});

describe('validateBodyTypes', () => {
  const options = [{ id: 'BAU', name: 'Baú' }];

  it('needs one when the vehicle has options and requires one', () => {
    expect(validateBodyTypes({ bodyTypeRequired: true, possibleBodyTypes: options }, [])).toMatchObject({
      ok: false,
      code: 'BodyTypeRequired',
    });
    expect(validateBodyTypes({ bodyTypeRequired: true, possibleBodyTypes: options }, ['BAU']).ok).toBe(true);
    expect(validateBodyTypes({ bodyTypeRequired: false, possibleBodyTypes: options }, []).ok).toBe(true);
    expect(validateBodyTypes({ bodyTypeRequired: true, possibleBodyTypes: [] }, []).ok).toBe(true);
  });
});

describe('driverAssistantsRange', () => {
  it('defaults to at most 3 when the type has no configuration', () => {
    expect(driverAssistantsRange('VAN', null)).toEqual({
      available: true,
      max: 3,
      defaultCount: 0,
      unitPrice: 0,
    });
  });

  it('uses the configuration; maxCount 0 disables', () => {
    expect(driverAssistantsRange('TRUCK', { unitPrice: 90, defaultCount: 1, maxCount: 2 })).toEqual({
      available: true,
      max: 2,
      defaultCount: 1,
      unitPrice: 90,
    });
    expect(driverAssistantsRange('VAN', { unitPrice: 90, defaultCount: 1, maxCount: 0 })).toMatchObject({
      available: false,
      max: 0,
      defaultCount: 0,
    });
  });

  it('offers none below the Utilitário Pequeno', () => {
    expect(driverAssistantsRange('MOTO', null).available).toBe(false);
    expect(driverAssistantsRange('PASSEIO', null).available).toBe(false);
    expect(driverAssistantsRange('FIORINO', null).available).toBe(true);
  });
});

describe('validateDriverAssistants', () => {
  const range = driverAssistantsRange('VAN', { unitPrice: 50, defaultCount: 0, maxCount: 2 });

  it('accepts 0..max whole numbers', () => {
    expect(validateDriverAssistants(0, range).ok).toBe(true);
    expect(validateDriverAssistants(2, range).ok).toBe(true);
    expect(validateDriverAssistants(3, range)).toEqual({
      ok: false,
      code: 'AssistantsOutOfRange',
      message: 'Escolha de 0 a 2 ajudantes.',
    });
    expect(validateDriverAssistants(-1, range).ok).toBe(false);
    expect(validateDriverAssistants(1.5, range).ok).toBe(false);
  });
});

describe('validateMerchandisesTotalPrice', () => {
  it('reads pt-BR money', () => {
    expect(validateMerchandisesTotalPrice('R$ 1.234,56', true)).toEqual({ ok: true, value: 1234.56 });
  });

  it('is required only when ad valorem applies', () => {
    expect(validateMerchandisesTotalPrice('R$ ', true)).toMatchObject({ ok: false, code: 'PriceRequired' });
    expect(validateMerchandisesTotalPrice('R$ 0,00', true)).toMatchObject({
      ok: false,
      code: 'PriceRequired',
    });
    expect(validateMerchandisesTotalPrice('', false)).toEqual({ ok: true, value: null });
  });

  it('rejects more than 2 decimals and junk', () => {
    expect(validateMerchandisesTotalPrice('10,555', true)).toMatchObject({ code: 'PriceInvalid' });
    expect(validateMerchandisesTotalPrice('dez', false)).toMatchObject({ code: 'PriceInvalid' });
  });
});
