import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { MapCanvasProps } from './MapCanvas';
import type { MapMarker, MapViewProps } from './types';

// The map's chunk and the WebGL probe are replaced per test: happy-dom has no WebGL (the real probe says no),
// and whether the chunk is fetched at all is what these tests are about.
const state = vi.hoisted(() => ({
  webgl: false,
  chunkLoads: 0,
  chunk: null as null | Promise<void>,
  failChunk: false,
}));

vi.mock('./supportsWebGL', () => ({ supportsWebGL: () => state.webgl }));
const markers: MapMarker[] = [
  { id: 'wh', kind: 'warehouse', title: 'Armazém Central', position: { latitude: -23.5, longitude: -46.6 } },
  {
    id: 's1',
    kind: 'stop',
    label: '1',
    tone: 'success',
    title: 'Parada 1: Rua Augusta, 1500',
    info: <p>Entregue às 10:12</p>,
    position: { latitude: -23.55, longitude: -46.65 },
  },
];

/** A fresh MapView (its lazy chunk not resolved yet) over a fresh fake chunk. */
async function loadMapView(): Promise<ComponentType<MapViewProps>> {
  vi.resetModules();
  vi.doMock('./MapCanvas', async () => {
    state.chunkLoads += 1;
    await state.chunk;
    if (state.failChunk) throw new Error('chunk não carregou');
    return {
      default: (props: MapCanvasProps) => (
        <div data-testid="canvas">
          {props.markers.map((m) => m.title).join(' | ')} / aberto: {String(props.openMarkerId)}
        </div>
      ),
    };
  });
  return (await import('./MapView')).MapView;
}

const baseProps = { mapStyle: '/jade/api/map/style.json', markers, ariaLabel: 'Mapa da rota' };

beforeEach(() => {
  state.webgl = false;
  state.chunkLoads = 0;
  state.chunk = null;
  state.failChunk = false;
});

describe('MapView without WebGL', () => {
  it('never fetches the map and lists the markers instead, in its labelled region', async () => {
    const MapView = await loadMapView();
    render(<MapView {...baseProps} />);
    const region = screen.getByRole('region', { name: 'Mapa da rota' });
    expect(within(region).getByText('Mapa indisponível neste navegador')).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Armazém Central', '1Parada 1: Rua Augusta, 1500']);
    expect(state.chunkLoads).toBe(0);
  });

  it('opens a marker’s info from the list, keeping its own state when not controlled', async () => {
    const MapView = await loadMapView();
    const user = userEvent.setup();
    render(<MapView {...baseProps} />);
    expect(screen.queryByRole('button', { name: 'Armazém Central' })).toBeNull();
    const stop = screen.getByRole('button', { name: 'Parada 1: Rua Augusta, 1500' });
    expect(stop.getAttribute('aria-expanded')).toBe('false');
    await user.click(stop);
    expect(stop.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Entregue às 10:12')).toBeTruthy();
    await user.click(stop);
    expect(screen.queryByText('Entregue às 10:12')).toBeNull();
  });

  it('follows openMarkerId when controlled and reports the user’s choice', async () => {
    const MapView = await loadMapView();
    const user = userEvent.setup();
    const onOpenMarkerChange = vi.fn();
    const { rerender } = render(
      <MapView {...baseProps} openMarkerId={null} onOpenMarkerChange={onOpenMarkerChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Parada 1: Rua Augusta, 1500' }));
    expect(onOpenMarkerChange).toHaveBeenCalledWith('s1');
    expect(screen.queryByText('Entregue às 10:12')).toBeNull();
    rerender(<MapView {...baseProps} openMarkerId="s1" onOpenMarkerChange={onOpenMarkerChange} />);
    expect(screen.getByText('Entregue às 10:12')).toBeTruthy();
  });
});

describe('MapView with WebGL', () => {
  it('shows a skeleton of its size while the map chunk loads, then the map', async () => {
    let release = () => {};
    state.webgl = true;
    state.chunk = new Promise<void>((resolve) => {
      release = resolve;
    });
    const MapView = await loadMapView();
    render(<MapView {...baseProps} openMarkerId="s1" className="box-tracking__map" />);
    const region = screen.getByRole('region', { name: 'Mapa da rota' });
    expect(region.className).toBe('box-map box-tracking__map');
    expect(within(region).getByRole('status').textContent).toBe('Carregando mapa');
    expect(screen.queryByTestId('canvas')).toBeNull();
    await act(async () => release());
    expect((await screen.findByTestId('canvas')).textContent).toBe(
      'Armazém Central | Parada 1: Rua Augusta, 1500 / aberto: s1',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(state.chunkLoads).toBe(1);
  });

  it('falls back to the list when the chunk cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.webgl = true;
    state.failChunk = true;
    const MapView = await loadMapView();
    render(<MapView {...baseProps} />);
    expect(await screen.findByText('Mapa indisponível neste navegador')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Parada 1: Rua Augusta, 1500' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });
});
