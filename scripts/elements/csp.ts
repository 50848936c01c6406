// The Content-Security-Policy a partner's page needs for the Box elements (issue 17): one list, which REFERENCE.md
// prints and the strict-CSP end-to-end page (e2e/strict-csp-site.ts) is served with, so the docs say what is
// tested. Apart from model.ts: one function called from buildReference.
import { MAPLIBRE_CSP_WORKER_PATH } from '@box/core/api';
import { DEFAULT_MAP_STYLE_URL } from '@box/core/catalogues';

export interface CspDirective {
  directive: string;
  /** Sources, with `{{BOX}}` for the portal's origin. */
  sources: string[];
  /** Why Box needs it (Markdown). */
  why: string;
}

const PORTAL = '{{BOX}}';
/** The map provider's origin: the style, its tiles, glyphs and sprite (maplibre fetches them all). */
const MAP_PROVIDER = '{{MAP}}';

/** The origin of the portal's default map style (OpenFreeMap), which the directives name unless told otherwise. */
export const DEFAULT_MAP_PROVIDER_ORIGIN = new URL(DEFAULT_MAP_STYLE_URL).origin;

const DIRECTIVES: CspDirective[] = [
  { directive: 'default-src', sources: ["'self'"], why: 'Your own; nothing else of Box falls back to it.' },
  {
    directive: 'script-src',
    sources: ["'self'", PORTAL],
    why: 'The bundle and the chunks it loads later, from the portal. No inline script, no `eval`.',
  },
  {
    directive: 'style-src',
    sources: ["'self'", PORTAL],
    why: "No `'unsafe-inline'`: the elements, their lazily loaded parts and the maps adopt constructed stylesheets into their shadow root and inject no `<style>` element and no style attribute.",
  },
  {
    directive: 'connect-src',
    sources: [PORTAL, MAP_PROVIDER],
    why: "The API and the map style (`{api-base}/map/style.json`); the map provider's origin for its style, tiles, glyphs and sprite: OpenFreeMap's by default, else that of the portal's `BOX_MAP_STYLE_URL` or of your `map-style` (none with `BOX_MAP_STYLE_URL=offline`). Refused, the map draws the built-in style, without streets.",
  },
  {
    directive: 'img-src',
    sources: ["'self'", PORTAL, 'data:'],
    why: "The portal's images (proof photos and signatures); `data:` for maplibre's control icons (zoom buttons).",
  },
  {
    directive: 'worker-src',
    sources: ["'self'", PORTAL],
    why: "Maps only: maplibre's worker, **from your own origin** (`'self'`): set `map-worker-url` (below). Without it the map makes a `blob:` worker, which this policy refuses.",
  },
];

/**
 * The directives with the portal's origin written in, and the map provider's (`null`: the portal serves the
 * offline style, no provider to allow).
 */
export function partnerCspDirectives(
  origin: string,
  mapProviderOrigin: string | null = DEFAULT_MAP_PROVIDER_ORIGIN,
): CspDirective[] {
  return DIRECTIVES.map((d) => ({
    ...d,
    sources: d.sources.flatMap((s) =>
      s === MAP_PROVIDER ? (mapProviderOrigin ? [mapProviderOrigin] : []) : [s.replace(PORTAL, origin)],
    ),
  }));
}

/**
 * The 'Strict Content-Security-Policy' part of a package's REFERENCE.md: the exact header, what each directive is
 * for, and — for a package with a map element (one that takes `map-worker-url`) — how to serve maplibre's worker.
 */
export function cspSection(origin: string, mapTags: readonly string[]): string[] {
  const directives = partnerCspDirectives(origin);
  const header = directives.map(({ directive, sources }) => `${directive} ${sources.join(' ')}`).join('; ');
  const out = [
    '### Under a strict Content-Security-Policy',
    '',
    `The elements run under a policy without \`'unsafe-inline'\` and without \`blob:\` workers. The directives they need, with \`${origin}\` standing for the portal's origin (tested end to end: every element on such a page, maps drawn, no violation):`,
    '',
    '```http',
    `Content-Security-Policy: ${header}`,
    '```',
    '',
    '| Directive | Sources | Why |',
    '| --- | --- | --- |',
    ...directives.map(
      ({ directive, sources, why }) => `| \`${directive}\` | \`${sources.join(' ')}\` | ${why} |`,
    ),
    '',
  ];
  if (mapTags.length > 0) {
    out.push(
      `**Maps** (${mapTags.map((t) => `\`<${t}>\``).join(', ')}): a browser builds a Worker only from the page's own origin, so serve maplibre's CSP worker yourself and name it in \`map-worker-url\`. Copy \`${origin}${MAPLIBRE_CSP_WORKER_PATH}\` (the portal serves the version its bundles use; it changes with the portal's maplibre version) to your site and write, e.g., \`map-worker-url="${MAPLIBRE_CSP_WORKER_PATH}"\`. The element then loads maplibre's CSP build, whose worker comes from that URL.`,
      '',
    );
  }
  return out;
}
