import { API_BASE_PATH, mapStyleUrl, trimApiBase } from './paths';

describe('API paths', () => {
  it('default to the portal origin’s /jade/api', () => {
    expect(trimApiBase()).toBe(API_BASE_PATH);
    expect(mapStyleUrl()).toBe('/jade/api/map/style.json');
  });

  it('join an absolute base with exactly one slash, with or without its trailing one', () => {
    expect(mapStyleUrl('https://box.example/jade/api/')).toBe('https://box.example/jade/api/map/style.json');
    expect(mapStyleUrl('https://box.example/jade/api')).toBe('https://box.example/jade/api/map/style.json');
  });
});
