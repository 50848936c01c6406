import { DEMO_WAREHOUSES, SAO_PAULO_PLACES } from '../seed/places';
import { EmbeddedGazetteer } from './embedded-gazetteer';
import { GAZETTEER_ROWS } from './gazetteer-data';

const gazetteer = new EmbeddedGazetteer();
const UFS = new Set(['SP', 'RJ', 'MG', 'PR', 'RS']);

describe('the embedded gazetteer', () => {
  it('knows Praça da Sé and Avenida Paulista', async () => {
    expect(await gazetteer.findCep('01001000')).toEqual({
      postalCode: '01001000',
      type: 'street',
      thoroughfare: 'Praça da Sé',
      neighborhood: 'Sé',
      locality: 'São Paulo',
      state: 'SP',
      point: { latitude: -23.5503, longitude: -46.6339 },
    });
    expect(await gazetteer.findCep('01310100')).toMatchObject({
      thoroughfare: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      locality: 'São Paulo',
      state: 'SP',
    });
  });

  it('does not know a CEP it was not given, nor a formatted one', async () => {
    expect(await gazetteer.findCep('99999999')).toBeNull();
    expect(await gazetteer.findCep('01001-000')).toBeNull();
  });

  it('holds every place and warehouse of the demo seed, with the same street', async () => {
    const seeded = [...SAO_PAULO_PLACES, ...Object.values(DEMO_WAREHOUSES).flat()];
    for (const place of seeded) {
      const record = await gazetteer.findCep(place.postalCode);
      expect(record, place.postalCode).toMatchObject({
        thoroughfare: place.thoroughfare,
        neighborhood: place.neighborhood,
        locality: 'São Paulo',
      });
    }
  });

  it('has one row per CEP, 8 digits each, in the five states, with points inside Brazil', () => {
    expect(new EmbeddedGazetteer().size).toBe(GAZETTEER_ROWS.length);
    for (const [cep, , , locality, state, latitude, longitude] of GAZETTEER_ROWS) {
      expect(cep).toMatch(/^\d{8}$/);
      expect(locality.trim()).not.toBe('');
      expect(UFS).toContain(state);
      expect(latitude).toBeGreaterThan(-34);
      expect(latitude).toBeLessThan(5);
      expect(longitude).toBeGreaterThan(-74);
      expect(longitude).toBeLessThan(-34);
    }
  });

  it('spreads beyond the seed over the metropolitan areas a shipper pastes', () => {
    const seeded = new Set(
      [...SAO_PAULO_PLACES, ...Object.values(DEMO_WAREHOUSES).flat()].map((p) => p.postalCode),
    );
    expect(GAZETTEER_ROWS.filter(([cep]) => !seeded.has(cep)).length).toBeGreaterThanOrEqual(80);
    const cities = new Set(GAZETTEER_ROWS.map((row) => row[3]));
    for (const city of [
      'São Paulo',
      'Guarulhos',
      'Campinas',
      'Rio de Janeiro',
      'Belo Horizonte',
      'Curitiba',
      'Porto Alegre',
    ]) {
      expect(cities).toContain(city);
    }
  });

  it('marks a single-CEP town as a locality without street', async () => {
    expect(await gazetteer.findCep('13825000')).toMatchObject({
      type: 'locality',
      thoroughfare: null,
      neighborhood: null,
      locality: 'Holambra',
    });
  });
});
