import {
  BASEMAP_MAX_TILE_ERRORS,
  BASEMAP_TIMEOUT_MS,
  type BasemapFailure,
  watchBasemap,
} from './basemapWatch';

const ROUTE = { sourceId: 'box-route' };
const TILE = { sourceId: 'openmaptiles', tile: {} };

function setUp() {
  const reasons: BasemapFailure[] = [];
  const watch = watchBasemap({
    onFallback: (reason) => reasons.push(reason),
    isOwnSource: (id) => id.startsWith('box-'),
  });
  return { watch, reasons };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchBasemap', () => {
  it('gives the style up when it fails to load (offline, DNS, CSP, provider down)', () => {
    const { watch, reasons } = setUp();
    expect(watch.error({})).toBe(true);
    expect(reasons).toEqual(['style']);
  });

  it("gives it up when a source's description fails", () => {
    const { watch, reasons } = setUp();
    watch.styleLoaded();
    watch.error({ sourceId: 'openmaptiles' });
    expect(reasons).toEqual(['source']);
  });

  it(`gives it up after ${BASEMAP_MAX_TILE_ERRORS} tile failures in a row, not fewer`, () => {
    const { watch, reasons } = setUp();
    watch.styleLoaded();
    for (let i = 1; i < BASEMAP_MAX_TILE_ERRORS; i++) watch.error(TILE);
    expect(reasons).toEqual([]);
    watch.error(TILE);
    expect(reasons).toEqual(['tiles']);
  });

  it('forgives tile failures between tiles that load', () => {
    const { watch, reasons } = setUp();
    watch.styleLoaded();
    for (let round = 0; round < 3; round++) {
      for (let i = 1; i < BASEMAP_MAX_TILE_ERRORS; i++) watch.error(TILE);
      watch.tileLoaded(TILE);
    }
    expect(reasons).toEqual([]);
  });

  it('gives it up when nothing of the provider arrives in time (a hanging connection)', () => {
    const { watch, reasons } = setUp();
    watch.styleLoaded();
    vi.advanceTimersByTime(BASEMAP_TIMEOUT_MS - 1);
    expect(reasons).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reasons).toEqual(['timeout']);
  });

  it.each([
    ['a tile of the provider arrived', (w: ReturnType<typeof watchBasemap>) => w.tileLoaded(TILE)],
    ['the map loaded (a style without tiles)', (w: ReturnType<typeof watchBasemap>) => w.loaded()],
  ])('keeps the provider once %s, however long after', (_, settle) => {
    const { watch, reasons } = setUp();
    watch.styleLoaded();
    settle(watch);
    vi.advanceTimersByTime(BASEMAP_TIMEOUT_MS * 10);
    expect(reasons).toEqual([]);
  });

  it("does not count the map's own route line: its tiles are no sign of the provider", () => {
    const { watch, reasons } = setUp();
    watch.styleLoaded();
    watch.tileLoaded({ ...ROUTE, tile: {} });
    expect(watch.error(ROUTE)).toBe(false);
    vi.advanceTimersByTime(BASEMAP_TIMEOUT_MS);
    expect(reasons).toEqual(['timeout']);
  });

  it("leaves a sprite or glyph failure after the style arrived to maplibre's log", () => {
    const { watch, reasons } = setUp();
    watch.styleLoaded();
    expect(watch.error({})).toBe(false);
    expect(reasons).toEqual([]);
  });

  it('decides once, and never after it is disposed', () => {
    const first = setUp();
    first.watch.error({});
    first.watch.error({});
    vi.advanceTimersByTime(BASEMAP_TIMEOUT_MS);
    expect(first.reasons).toEqual(['style']);

    const second = setUp();
    second.watch.dispose();
    second.watch.error({});
    vi.advanceTimersByTime(BASEMAP_TIMEOUT_MS);
    expect(second.reasons).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
