import { markerAppearance } from './markerAppearance';
import type { MapMarker } from './types';

const at = { latitude: -23.55, longitude: -46.63 };

describe('markerAppearance', () => {
  it('colours each SPEC §4 tone with its token, default when none is given', () => {
    const tones = (['default', 'success', 'failure', 'active'] as const).map(
      (tone) => markerAppearance({ id: tone, kind: 'stop', tone, title: tone, position: at }).colour,
    );
    expect(tones).toEqual([
      'var(--box-map-marker-default, var(--box-color-text-muted))',
      'var(--box-map-marker-success, var(--box-color-success))',
      'var(--box-map-marker-failure, var(--box-color-danger))',
      'var(--box-map-marker-active, var(--box-color-primary))',
    ]);
    expect(markerAppearance({ id: 'x', kind: 'stop', title: 'x', position: at }).tone).toBe('default');
  });

  it('numbers stops, never warehouses or the driver', () => {
    const stop: MapMarker = { id: 's', kind: 'stop', label: '2', title: 'Parada 2', position: at };
    expect(markerAppearance(stop).text).toBe('2');
    expect(markerAppearance({ ...stop, kind: 'warehouse' }).text).toBeNull();
    expect(markerAppearance({ ...stop, kind: 'driver' }).text).toBeNull();
  });

  it('is a button only with an info window, and names its kind and tone in classes', () => {
    const plain: MapMarker = { id: 'p', kind: 'warehouse', tone: 'success', title: 'Armazém', position: at };
    expect(markerAppearance(plain)).toMatchObject({
      interactive: false,
      className: 'box-map-marker box-map-marker--warehouse box-map-marker--success',
    });
    expect(markerAppearance({ ...plain, info: 'Rua Augusta, 1500' }).interactive).toBe(true);
  });
});
