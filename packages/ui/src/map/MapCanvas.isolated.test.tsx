import { offlineMapStyle } from '@box/core/catalogues';
import polyline from '@mapbox/polyline';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  createContext,
  forwardRef,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useImperativeHandle,
  useRef,
} from 'react';
import { vi } from 'vitest';
import type { MapCanvasProps } from './MapCanvas';
import type { MapMarker } from './types';

// happy-dom has no WebGL: react-map-gl and maplibre are replaced by stand-ins that keep what the canvas asks of
// them (markers added to the map, the route's source, the popup, fitBounds), so its own logic is tested here and
// the drawing in Chromium.
const spy = vi.hoisted(() => ({
  fitBounds: vi.fn(),
  jumpTo: vi.fn(),
  mapProps: {} as Record<string, unknown>,
}));

vi.mock('./loadMapLib', () => {
  class Marker {
    element: HTMLElement;
    constructor({ element }: { element: HTMLElement }) {
      this.element = element;
    }
    setLngLat(lngLat: [number, number]) {
      this.element.dataset.lngLat = lngLat.join(',');
      return this;
    }
    addTo(map: { container: HTMLElement }) {
      // As maplibre does: its class positions the element on the map.
      this.element.classList.add('maplibregl-marker');
      map.container.append(this.element);
      return this;
    }
    remove() {
      this.element.remove();
    }
  }
  const lib = Promise.resolve({ Marker });
  return { loadMapLib: () => lib };
});

vi.mock('react-map-gl/maplibre', () => {
  const Ctx = createContext<{ current: unknown } | null>(null);
  const MapGL = forwardRef(function MapGL(
    props: { children?: ReactNode; onLoad?: () => void; onClick?: () => void },
    ref,
  ) {
    spy.mapProps = props;
    const markers = useRef<HTMLDivElement>(null);
    const api = {
      fitBounds: spy.fitBounds,
      jumpTo: spy.jumpTo,
      getMap: () => ({ container: markers.current }),
    };
    useImperativeHandle(ref, () => api);
    const { onLoad } = props;
    useEffect(() => onLoad?.(), [onLoad]);
    return (
      <Ctx value={{ current: api }}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: stand-in for the map canvas */}
        <div data-testid="map" onClick={props.onClick} onKeyDown={undefined}>
          <div data-testid="markers" ref={markers} />
          {props.children}
        </div>
      </Ctx>
    );
  });
  return {
    default: MapGL,
    useMap: () => useContext(Ctx) ?? { current: undefined },
    NavigationControl: () => null,
    Source: ({ data, children }: { data: unknown; children?: ReactNode }) => (
      <div data-testid="route" data-geojson={JSON.stringify(data)}>
        {children}
      </div>
    ),
    Layer: () => null,
    Popup: ({ children }: { children?: ReactNode }) => <div data-testid="popup">{children}</div>,
  };
});

const { default: MapCanvas } = await import('./MapCanvas');

const markers: MapMarker[] = [
  {
    id: 'wh',
    kind: 'warehouse',
    title: 'Armazém Central',
    position: { latitude: -23.52, longitude: -46.66 },
  },
  {
    id: 's1',
    kind: 'stop',
    label: '1',
    tone: 'failure',
    title: 'Parada 1: Rua Augusta, 1500',
    info: <p>Destinatário ausente</p>,
    position: { latitude: -23.56, longitude: -46.65 },
  },
];

async function renderCanvas(props: Partial<MapCanvasProps> = {}) {
  const onOpenMarkerChange = vi.fn();
  const all: MapCanvasProps = {
    mapStyle: '/jade/api/map/style.json',
    markers,
    ariaLabel: 'Mapa',
    openMarkerId: null,
    onOpenMarkerChange,
    ...props,
  };
  // act: lets React retry once maplibre's (stand-in) promise has settled.
  const result = await act(async () =>
    render(
      <Suspense fallback="carregando">
        <MapCanvas {...all} />
      </Suspense>,
    ),
  );
  await screen.findByTestId('map');
  return { ...result, onOpenMarkerChange };
}

const markerLayer = () => screen.getByTestId('markers');

describe('MapCanvas', () => {
  it('adds each marker to the map: a named button when it has an info window, else a named image', async () => {
    await renderCanvas();
    const warehouse = within(markerLayer()).getByRole('img', { name: 'Armazém Central' });
    expect(warehouse.textContent).toBe('');
    expect(warehouse.dataset.lngLat).toBe('-46.66,-23.52');
    const stop = within(markerLayer()).getByRole('button', { name: 'Parada 1: Rua Augusta, 1500' });
    expect(stop.tagName).toBe('BUTTON');
    expect(stop.textContent).toBe('1');
    // Ours beside maplibre's, which positions the element: replacing it would stack the markers in flow.
    expect([...stop.classList].sort()).toEqual([
      'box-map-marker',
      'box-map-marker--failure',
      'box-map-marker--stop',
      'maplibregl-marker',
    ]);
    expect(stop.style.getPropertyValue('--box-map-marker-color')).toContain('--box-color-danger');
    expect(stop.getAttribute('aria-expanded')).toBe('false');
  });

  it("carries a marker's caption for the stylesheet to draw beside it, and drops it when it goes", async () => {
    const driver: MapMarker = {
      id: 'driver',
      kind: 'driver',
      title: 'Posição do motorista às 14:32',
      caption: 'às 14:32',
      position: { latitude: -23.55, longitude: -46.64 },
    };
    const { rerender } = await renderCanvas({ markers: [...markers, driver] });
    const pin = within(markerLayer()).getByRole('img', { name: 'Posição do motorista às 14:32' });
    expect(pin.dataset.caption).toBe('às 14:32');
    expect(pin.textContent, 'the caption is not the marker’s text').toBe('');
    await act(async () =>
      rerender(
        <Suspense fallback="carregando">
          <MapCanvas
            mapStyle="/jade/api/map/style.json"
            markers={[...markers, { ...driver, caption: undefined, title: 'Posição do motorista' }]}
            ariaLabel="Mapa"
            openMarkerId={null}
            onOpenMarkerChange={() => {}}
          />
        </Suspense>,
      ),
    );
    expect(
      within(markerLayer()).getByRole('img', { name: 'Posição do motorista' }).dataset.caption,
    ).toBeUndefined();
  });

  it('opens a marker’s info window on activation and does not let the map click close it again', async () => {
    const { onOpenMarkerChange } = await renderCanvas();
    fireEvent.click(within(markerLayer()).getByRole('button', { name: 'Parada 1: Rua Augusta, 1500' }));
    expect(onOpenMarkerChange.mock.calls).toEqual([['s1']]);
  });

  it('shows the open marker’s window, closed by its button or Escape, giving focus back to the marker', async () => {
    const { onOpenMarkerChange } = await renderCanvas({ openMarkerId: 's1' });
    const stop = within(markerLayer()).getByRole('button', { name: 'Parada 1: Rua Augusta, 1500' });
    expect(stop.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'Parada 1: Rua Augusta, 1500' });
    expect(dialog.textContent).toContain('Destinatário ausente');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(onOpenMarkerChange).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(stop);

    const pageEscape = vi.fn();
    document.addEventListener('keydown', pageEscape);
    onOpenMarkerChange.mockClear();
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Fechar' }), { key: 'Escape' });
    document.removeEventListener('keydown', pageEscape);
    expect(onOpenMarkerChange).toHaveBeenCalledWith(null);
    // Escape closed the window only: a page that leaves on Escape (tracking) did not see it.
    expect(pageEscape).not.toHaveBeenCalled();
  });

  it('closes the window on a click elsewhere on the map', async () => {
    const { onOpenMarkerChange } = await renderCanvas({ openMarkerId: 's1' });
    fireEvent.click(screen.getByTestId('map'));
    expect(onOpenMarkerChange).toHaveBeenCalledWith(null);
  });

  it('draws the decoded route and fits markers and route with the padding', async () => {
    spy.fitBounds.mockClear();
    const route = polyline.encode(
      [
        [-23.55, -46.64],
        [-23.6, -46.7],
      ],
      5,
    );
    const fitPadding = { top: 10, right: 10, bottom: 10, left: 300 };
    await renderCanvas({ route, fitPadding });
    const geojson = JSON.parse(screen.getByTestId('route').dataset.geojson ?? 'null');
    expect(geojson.geometry.coordinates).toEqual([
      [-46.64, -23.55],
      [-46.7, -23.6],
    ]);
    expect(spy.fitBounds).toHaveBeenCalledWith(
      [
        [-46.7, -23.6],
        [-46.64, -23.52],
      ],
      expect.objectContaining({ padding: fitPadding }),
    );
  });

  it('centres on São Paulo when there is nothing to show', async () => {
    spy.jumpTo.mockClear();
    await renderCanvas({ markers: [], route: null });
    expect(screen.queryByTestId('route')).toBeNull();
    expect(spy.jumpTo).toHaveBeenCalledWith({ center: [-46.63, -23.55], zoom: 11 });
  });

  it('passes cooperative gestures (map inside a scrolling page) and pt-BR control labels to maplibre', async () => {
    const first = await renderCanvas({ cooperativeGestures: true });
    expect(spy.mapProps.cooperativeGestures).toBe(true);
    first.unmount();
    expect((spy.mapProps.locale as Record<string, string>)['NavigationControl.ZoomIn']).toBe('Aproximar');
    await renderCanvas();
    expect(spy.mapProps.cooperativeGestures).toBe(false);
  });

  it('takes its markers off the map when they go', async () => {
    const { rerender, onOpenMarkerChange } = await renderCanvas();
    expect(markerLayer().children).toHaveLength(2);
    await act(async () => {
      rerender(
        <Suspense fallback="carregando">
          <MapCanvas
            mapStyle="x"
            markers={markers.slice(1)}
            ariaLabel="Mapa"
            openMarkerId={null}
            onOpenMarkerChange={onOpenMarkerChange}
          />
        </Suspense>,
      );
    });
    expect(markerLayer().children).toHaveLength(1);
  });

  describe("when the tile provider's style cannot be drawn", () => {
    const route = polyline.encode([
      [-23.52, -46.66],
      [-23.56, -46.65],
    ]);
    const fire = (name: string, event: Record<string, unknown>) =>
      act(() => (spy.mapProps[name] as (e: Record<string, unknown>) => void)(event));
    const basemap = () => screen.getByTestId('map').closest<HTMLElement>('.box-map__canvas')?.dataset.basemap;

    it('switches to the built-in offline style and keeps the route and markers on it', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      await renderCanvas({ route });
      expect(spy.mapProps.mapStyle).toBe('/jade/api/map/style.json');
      expect(basemap()).toBe('provider');
      // What maplibre reports when the style's fetch fails (offline, DNS, CSP, provider down).
      await fire('onError', { error: new TypeError('Failed to fetch') });
      expect(spy.mapProps.mapStyle).toEqual(offlineMapStyle());
      expect(basemap()).toBe('offline');
      expect(screen.getByTestId('route')).toBeTruthy();
      expect(within(markerLayer()).getByRole('button', { name: 'Parada 1: Rua Augusta, 1500' })).toBeTruthy();
      // Handled, so not logged as an error of the page.
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    });

    it('keeps the provider once its tiles arrive, and logs what is not about it', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      await renderCanvas({ route });
      await fire('onStyleData', {});
      await fire('onSourceData', { sourceId: 'openmaptiles', tile: {} });
      const spriteFailed = new Error('sprite');
      await fire('onError', { error: spriteFailed });
      expect(spy.mapProps.mapStyle).toBe('/jade/api/map/style.json');
      expect(basemap()).toBe('provider');
      expect(errors).toHaveBeenCalledWith(spriteFailed);
      errors.mockRestore();
    });

    it('gives a new style its chance', async () => {
      const { rerender, onOpenMarkerChange } = await renderCanvas();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await fire('onError', { error: new TypeError('Failed to fetch') });
      expect(basemap()).toBe('offline');
      await act(async () => {
        rerender(
          <Suspense fallback="carregando">
            <MapCanvas
              mapStyle="https://tiles.example/outro.json"
              markers={markers}
              ariaLabel="Mapa"
              openMarkerId={null}
              onOpenMarkerChange={onOpenMarkerChange}
            />
          </Suspense>,
        );
      });
      expect(spy.mapProps.mapStyle).toBe('https://tiles.example/outro.json');
      expect(basemap()).toBe('provider');
      vi.mocked(console.error).mockRestore();
    });
  });
});
