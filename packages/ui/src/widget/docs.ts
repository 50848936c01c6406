import type { ElementDefinition } from './createWidgetElement';

/**
 * The public API of one custom element, written beside it in its package's `element.ts`. Together with the
 * element's definition (`definitionOf`: attribute names, kinds and defaults, JS properties, events) it is the one
 * source of the package's `custom-elements.json`, its `REFERENCE.md` and the Storybook element pages
 * (`scripts/elements/`). Plain data: nothing in a build imports it, so no bundle carries it.
 */
export interface ElementDocs {
  /** The tag `define` registers, e.g. 'box-order-monitoring'. */
  tag: string;
  /** The element class, as exported by the package's index (`definitionOf` reads its definition). */
  element: object;
  /** That export's name, e.g. 'OrderMonitoringElement'. */
  className: string;
  /** The React component rendering the same screen, exported by the same index. */
  reactName: string;
  /** One line: what the element shows. */
  summary: string;
  /** More paragraphs (Markdown), optional. */
  description?: string;
  /** Whether it needs the portal's session cookie ('signed-in'), never ('public'), or by its attributes ('either'). */
  session: 'signed-in' | 'public' | 'either';
  /** Every attribute of the definition: its meaning, and when the parsed kind says too little, its type/default. */
  attributes: Record<string, string | AttributeDoc>;
  /** Every JS-only property of the definition (`properties`). */
  properties: Record<string, { type: string; description: string }>;
  /** Every event type of the definition: when it fires and what `detail` holds (a TypeScript type). */
  events: Record<string, { detail: string; description: string }>;
  /** The element's own CSS custom properties (the shared `--box-*` tokens are listed for every element). */
  cssProperties?: Record<string, { description: string; default?: string }>;
  /** The `::part()` names this element exposes, from `ELEMENT_PARTS`… */
  parts: readonly ElementPart[];
  /** …and its own ones, described here. */
  ownParts?: Record<string, string>;
  /** Where the tag is registered: the package's define entry and the built files. */
  entries: {
    /**
     * The package export with the class and the React component when it is not the index, e.g. './rating'
     * (a sub-path entry, so that an app loads only the widget it shows).
     */
    module?: string;
    /** The package export that registers this tag, e.g. './define' or './order/define'. */
    define: string;
    /** Its library build file in dist/, e.g. 'define.js'. */
    defineFile: string;
    /** The standalone bundle in dist/ (React included) that registers this tag, e.g. 'element.js'. */
    standalone: string;
  };
  /** The tag as a page writes it, with example attribute values; `{{BOX}}` stands for the portal's origin. */
  example: string;
  /** The page's script reacting to the events (no `<script>` around it), for the snippet. */
  exampleScript?: string;
}

export interface AttributeDoc {
  description: string;
  /** A TypeScript type when the kind alone says too little (JSON attributes, enumerations). */
  type?: string;
  /** The default as text when it is not the parsed default (e.g. derived from another attribute). */
  default?: string;
}

/**
 * The few stable `::part()` names every element uses for the same things (ui's primitives and the factory set
 * them), so a page styles every Box element the same way.
 */
export const ELEMENT_PARTS = {
  root: "The element's whole content (the shadow root's `.box-root`).",
  header: 'The block with the screen title at the top.',
  button: 'Every button of the design system (primary, secondary, ghost, link).',
  'button-primary': 'The primary buttons only (also `button`).',
  table: 'A data table with its scroll area (stacks as cards under 720 px).',
  map: 'The map, with its loading box and its list fallback.',
  dialog: 'The box of a modal dialog (its backdrop is not a part).',
} as const;

export type ElementPart = keyof typeof ELEMENT_PARTS;

/**
 * Descriptions that mean the same on every element that has them (attributes, the `fetch` property, the
 * session event, the map's tokens): written once here, spread into each element's docs.
 */
export const SHARED_DOCS = {
  apiBase: 'Base URL of the Box API; absolute on another origin.',
  mapStyle: {
    description:
      "MapLibre style URL of the map (a tile provider's style). The default is the portal's: OpenFreeMap's OpenStreetMap style unless its `BOX_MAP_STYLE_URL` names another. A map that cannot reach its provider draws the built-in offline style (no streets) instead of staying blank.",
    default: '{api-base}/map/style.json',
  },
  mapWorkerUrl: {
    description:
      "For a page whose CSP forbids `blob:` workers: URL of maplibre's CSP worker (`maplibre-gl-csp-worker.js`, a copy of the portal's `/maplibre-gl-csp-worker.js`) on the page's own origin, as a browser builds a Worker from a same-origin URL only. The map then loads maplibre's CSP build. Without it, maplibre's worker is a `blob:` URL.",
    default: 'a `blob:` worker',
  },
  fetch: {
    type: 'typeof fetch',
    description: 'Replaces the HTTP transport (tests, stories, a page with its own).',
  },
  sessionExpired: {
    detail: "{ code: 'not_signed_in' | 'unauthenticated' | 'invalid_credentials' | null }",
    description:
      "The API answered 401; `code` is its code: `not_signed_in` (neither a session nor a token came), `unauthenticated` (the session or the `auth-token` ran out), `invalid_credentials` (a token that is revoked, unknown or for another origin); null for a 401 without one. Once, until a new token or 'Tentar novamente'. Unless canceled, the element shows 'Você não está conectado.' (with a sign-in link) or 'Sua sessão expirou.'.",
  },
  mapCssProperties: {
    '--box-map-height': { description: 'Height of the map.', default: '320px' },
    '--box-map-route': { description: 'Colour of the route line.', default: 'var(--box-color-primary)' },
    '--box-map-marker-default': { description: 'Marker colour of pending stops.' },
    '--box-map-marker-success': { description: 'Marker colour of finished stops.' },
    '--box-map-marker-failure': { description: 'Marker colour of failed stops.' },
    '--box-map-marker-active': { description: "Marker colour of the driver's next stop." },
  },
} as const;

/**
 * The standard token attribute and event of every element (`createBoxElement`), filled into each element's docs by
 * `withStandardDocs`. Apart from SHARED_DOCS, which the element.ts files read at load (so every bundle carries
 * it): nothing in a bundle reads these, so none carries them.
 */
export const TOKEN_DOCS = {
  authToken: {
    description:
      "An embed token (`box_et_…`) your backend got from `POST /jade/api/embed-tokens` with its API key, for one user and this page's origin: sent as `Authorization: Bearer` instead of the portal's session cookie, so the element works on any site without third-party cookies. Set a fresh one (attribute or `authToken` property) on `box:auth-token-expiring`: the next call uses it, nothing reloads. Without it, the portal's session cookie.",
    type: 'string',
  },
  authTokenExpiring: {
    detail: '{ expiresAt: string }',
    // A literal (docs.test.ts checks it names core's EMBED_TOKEN_RENEW_BEFORE_MS): a computed one is kept in bundles.
    description:
      "The `auth-token` runs out at `expiresAt` (ISO 8601, the server's clock) within 60 seconds: set a fresh token. Counted from when the page set the token, over the lifetime the server wrote into it, so a page whose clock is wrong is warned on time; half-way through a token that lives a minute. Once per token; not with a cookie session or an API key. The element never decides by itself that the token ran out: the API's 401 does (`box:session-expired`).",
  },
} as const;

/**
 * The docs of what `createBoxElement` adds to every element, for the elements that do not write their own. A
 * function, not a module-level object: reading SHARED_DOCS's members at load would keep it in every bundle.
 */
const standardDocs = () =>
  ({
    attributes: { 'api-base': SHARED_DOCS.apiBase, 'auth-token': TOKEN_DOCS.authToken },
    properties: { fetch: SHARED_DOCS.fetch },
    events: {
      'box:auth-token-expiring': TOKEN_DOCS.authTokenExpiring,
      'box:session-expired': SHARED_DOCS.sessionExpired,
    },
  }) as const;

const has = <K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K =>
  Object.hasOwn(record, key);

/**
 * An element's docs with the standard attributes, property and events its definition has (`createBoxElement`'s
 * wiring) filled in from `SHARED_DOCS` where the element wrote none: every element documents `auth-token` and
 * `box:auth-token-expiring` without each `element.ts` repeating them. Events follow the definition's order.
 */
export function withStandardDocs(docs: ElementDocs, definition: ElementDefinition): ElementDocs {
  const STANDARD_DOCS = standardDocs();
  const attributes: ElementDocs['attributes'] = {};
  for (const name of Object.keys(definition.attributes ?? {}))
    if (!has(docs.attributes, name) && has(STANDARD_DOCS.attributes, name))
      attributes[name] = STANDARD_DOCS.attributes[name];
  const properties: ElementDocs['properties'] = {};
  for (const name of definition.properties ?? [])
    if (!has(docs.properties, name) && has(STANDARD_DOCS.properties, name))
      properties[name] = STANDARD_DOCS.properties[name];
  const events: ElementDocs['events'] = {};
  for (const spec of Object.values(definition.events ?? {})) {
    const type = typeof spec === 'string' ? spec : spec?.type;
    if (type === undefined) continue;
    const doc =
      docs.events[type] ?? (has(STANDARD_DOCS.events, type) ? STANDARD_DOCS.events[type] : undefined);
    if (doc) events[type] = doc;
  }
  return {
    ...docs,
    attributes: { ...attributes, ...docs.attributes },
    properties: { ...properties, ...docs.properties },
    // The definition's events first, then any the docs invent (docsProblems names those).
    events: { ...events, ...docs.events },
  };
}
