/**
 * Whether the tile provider's style is really drawing, from the map's own events, so that a map whose provider
 * cannot be reached (offline, blocked by a CSP, a failed DNS look-up, a provider down or hanging) switches to the
 * built-in offline style instead of staying blank (issue 18). Pure: the map's events come in, one decision comes
 * out, once.
 */

/** Why the provider's style was given up. */
export type BasemapFailure = 'style' | 'source' | 'tiles' | 'timeout';

/**
 * How long the provider has to show something (its style and a first tile, or the map's `load`): a few seconds,
 * so a blackholed connection does not leave the map blank for long, yet a slow phone network (a style and a tile
 * of a few tens of KB each) has time.
 */
export const BASEMAP_TIMEOUT_MS = 6_000;

/**
 * Tile failures in a row (no tile loaded in between) that mean the provider is gone. maplibre reports no 404
 * (a tile outside the provider's coverage is simply empty), so each one is a real failure; one or two may be a
 * flaky request.
 */
export const BASEMAP_MAX_TILE_ERRORS = 3;

/** The part of maplibre's `error` and `sourcedata` events the watch reads. */
export interface BasemapEvent {
  sourceId?: string;
  tile?: unknown;
}

export interface BasemapWatchOptions {
  onFallback: (reason: BasemapFailure) => void;
  /** The map's own sources (the route line): their events say nothing about the provider. */
  isOwnSource: (sourceId: string) => boolean;
  timeoutMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface BasemapWatch {
  /** The style's JSON arrived (maplibre's `styledata`). */
  styleLoaded(): void;
  /** The map drew its style with every tile in view settled (maplibre's `load`). */
  loaded(): void;
  /** A tile of a source arrived (`sourcedata` with a tile). */
  tileLoaded(event: BasemapEvent): void;
  /** maplibre's `error`: true when it was about the provider (handled here), false for anything else. */
  error(event: BasemapEvent): boolean;
  /** The map is gone or its style changed: no more decisions, no timer left behind. */
  dispose(): void;
}

export function watchBasemap({
  onFallback,
  isOwnSource,
  timeoutMs = BASEMAP_TIMEOUT_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: BasemapWatchOptions): BasemapWatch {
  let done = false;
  let styleIn = false;
  let tileErrors = 0;
  let timer: unknown = null;

  const stopTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const fallBack = (reason: BasemapFailure) => {
    if (done) return;
    done = true;
    stopTimer();
    onFallback(reason);
  };
  const provider = (event: BasemapEvent) => !event.sourceId || !isOwnSource(event.sourceId);

  timer = setTimer(() => {
    timer = null;
    fallBack('timeout');
  }, timeoutMs);

  return {
    styleLoaded() {
      styleIn = true;
    },
    loaded() {
      // A style whose sources are all inline (no tiles to wait for) is drawn once it has loaded.
      stopTimer();
    },
    tileLoaded(event) {
      if (done || !provider(event)) return;
      tileErrors = 0;
      stopTimer();
    },
    error(event) {
      if (done || !provider(event)) return false;
      if (!event.sourceId) {
        // Before the style arrived: the style itself failed. After: a sprite or glyphs, which leave the map drawn.
        if (styleIn) return false;
        fallBack('style');
      } else if (event.tile === undefined) {
        // A source's own description (TileJSON) failed: none of its tiles will ever come.
        fallBack('source');
      } else if (++tileErrors >= BASEMAP_MAX_TILE_ERRORS) {
        fallBack('tiles');
      }
      return true;
    },
    dispose() {
      done = true;
      stopTimer();
    },
  };
}
