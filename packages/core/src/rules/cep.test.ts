import {
  isAddressComplete,
  locationSearch,
  normalizeAutocompleteCep,
  parseCepSearch,
  validateCep,
} from './cep';

describe('validateCep', () => {
  it('accepts 8 digits, masked or not', () => {
    expect(validateCep('01310-100')).toEqual({ ok: true, value: '01310100' });
    expect(validateCep('01310100')).toEqual({ ok: true, value: '01310100' });
  });

  it.each(['0131010', '013101000', '01310_100', 'abcde-fgh', ''])('rejects %j', (cep) => {
    expect(validateCep(cep)).toEqual({ ok: false, code: 'InvalidCep', message: 'O CEP deve ter 8 dígitos.' });
  });
});

describe('parseCepSearch', () => {
  it.each([
    ['01310-100', { postalCode: '01310100', number: null }],
    ['01310100', { postalCode: '01310100', number: null }],
    ['01310-100, 1578', { postalCode: '01310100', number: '1578' }],
    ['01310100,1578', { postalCode: '01310100', number: '1578' }],
    ['01310100 1578', { postalCode: '01310100', number: '1578' }],
    ['  01310-100 ,  12A ', { postalCode: '01310100', number: '12A' }],
  ])('%j', (input, parsed) => {
    expect(parseCepSearch(input)).toEqual(parsed);
  });

  it.each(['Avenida Paulista, 1578', '0131-0100', '013101001578x y'])('%j is not a CEP search', (input) => {
    expect(parseCepSearch(input)).toBeNull();
  });
});

describe('normalizeAutocompleteCep', () => {
  it("appends '000' to 5 digits, keeps 8, empties the rest", () => {
    expect(normalizeAutocompleteCep('01310')).toBe('01310000');
    expect(normalizeAutocompleteCep('01310-100')).toBe('01310100');
    expect(normalizeAutocompleteCep('013101')).toBe('');
    expect(normalizeAutocompleteCep('')).toBe('');
  });
});

describe('isAddressComplete', () => {
  const point = { latitude: -23.56, longitude: -46.65 };

  it('needs a geolocation, a street and a number', () => {
    expect(
      isAddressComplete({ address: { thoroughfare: 'Av. Paulista' }, geolocation: point, number: '1578' }),
    ).toBe(true);
    expect(isAddressComplete({ address: { thoroughfare: null }, geolocation: point, number: '1578' })).toBe(
      false,
    );
    expect(
      isAddressComplete({ address: { thoroughfare: 'Av. Paulista' }, geolocation: point, number: '' }),
    ).toBe(false);
    expect(
      isAddressComplete({ address: { thoroughfare: 'Av. Paulista' }, geolocation: null, number: '1' }),
    ).toBe(false);
  });
});

describe('locationSearch', () => {
  it("builds the 'CEP:number' search", () => {
    expect(locationSearch('01310-100', ' 1578 ')).toBe('01310100:1578');
    expect(locationSearch('01310100', null)).toBe('01310100:');
  });
});
