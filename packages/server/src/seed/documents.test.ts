import { cnpjFor, mod11, nfeAccessKey, randomCpf, randomPlate } from './documents';
import { encodePolyline, haversineKm } from './polyline';
import { createRng } from './prng';

describe('demo documents', () => {
  it('computes CNPJ check digits', () => {
    // 11.222.333/0001-81 is the textbook example.
    expect(cnpjFor('11222333')).toBe('11222333000181');
  });

  it('builds NF-e access keys of 44 digits whose last digit is the mod-11 check', () => {
    const rng = createRng(1);
    const key = nfeAccessKey('11222333000181', new Date('2026-11-05T12:00:00Z'), 4711, rng);
    expect(key).toMatch(/^\d{44}$/);
    expect(key.slice(0, 6)).toBe('352611');
    expect(key.slice(20, 22)).toBe('55');
    expect(Number(key[43])).toBe(mod11(key.slice(0, 43)));
  });

  it('applies the mod-11 rule: remainder 0 or 1 gives 0', () => {
    // 2*1 = 2 → 11 - 2 = 9;  weights restart at 2 after 9.
    expect(mod11('1')).toBe(9);
    expect(mod11('0')).toBe(0);
  });

  it('makes valid CPFs', () => {
    const cpf = randomCpf(createRng(7));
    const digit = (body: string) => {
      const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (body.length + 1 - i), 0);
      return ((sum * 10) % 11) % 10;
    };
    expect(cpf).toMatch(/^\d{11}$/);
    expect(Number(cpf[9])).toBe(digit(cpf.slice(0, 9)));
    expect(Number(cpf[10])).toBe(digit(cpf.slice(0, 10)));
  });

  it('makes Mercosul plates', () => {
    expect(randomPlate(createRng(3))).toMatch(/^[A-Z]{3}\d[A-Z]\d{2}$/);
  });
});

describe('route geometry', () => {
  it('encodes polylines like Google’s reference example', () => {
    expect(
      encodePolyline([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('measures great-circle distances', () => {
    // Avenida Paulista to Praça da Sé: about 2.6 km.
    expect(haversineKm([-23.5614, -46.6559], [-23.5503, -46.6339])).toBeCloseTo(2.58, 1);
  });
});
