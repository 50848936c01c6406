import { ConfigError, readConfig } from '../config';
import { geocoderFor } from './select';

describe('BOX_GEOCODER', () => {
  it('defaults to the embedded gazetteer', () => {
    expect(readConfig({}).geocoder).toBe('embedded');
    expect(readConfig({ BOX_GEOCODER: '' }).geocoder).toBe('embedded');
    expect(geocoderFor('embedded').name).toBe('embedded');
  });

  it('switches to the online provider', () => {
    expect(readConfig({ BOX_GEOCODER: 'online' }).geocoder).toBe('online');
    expect(geocoderFor('online').name).toBe('online');
  });

  it('refuses anything else with a clear message', () => {
    expect(() => readConfig({ BOX_GEOCODER: 'google' })).toThrow(ConfigError);
    expect(() => readConfig({ BOX_GEOCODER: 'google' })).toThrow(
      /BOX_GEOCODER: 'google' deve ser embedded ou online/,
    );
  });

  it('shares one embedded gazetteer between apps', () => {
    expect(geocoderFor('embedded')).toBe(geocoderFor('embedded'));
  });
});
