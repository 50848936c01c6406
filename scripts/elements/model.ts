// Pure functions from the element docs (each package's element.ts) and the factory's definitions to the
// package's custom-elements.json (https://github.com/webcomponents/custom-elements-manifest, schema 2.1.0) and
// REFERENCE.md. Used by the generator (generate.ts, in the build) and by the freshness test (elements.test.ts).
import type { AttributeDoc, ElementDefinition, ElementDocs } from '@box/ui';
// The docs' plain data alone: generate.ts runs in Node, where ui's main entry (CSS imported as text) does not load.
import { ELEMENT_PARTS, withStandardDocs } from '@box/ui/docs';
import { cspSection } from './csp';
import { loaderUsage, readLoaderRelease } from './loader-snippet';
import { buildTypings, TYPINGS_FILE, type TypeSources, typeNames } from './typings';

/** The origin `pnpm start` serves; the snippets use it and the demo servers rewrite it to their own. */
export const DEMO_ORIGIN = 'http://127.0.0.1:3000';
const BOX = /\{\{BOX\}\}/g;

export interface ElementPackageInfo {
  /** '@box/tracking' */
  name: string;
  /** 'tracking': the folder under packages/ and under the server's /widgets/ */
  folder: string;
}

export interface DescribedElement {
  docs: ElementDocs;
  definition: ElementDefinition;
}

export interface Token {
  name: string;
  default: string;
}

/** The values of `ElementDocs` found among a module's exports (an element.ts may document several tags). */
export function docsIn(module: Record<string, unknown>): ElementDocs[] {
  return Object.values(module).filter(
    (value): value is ElementDocs =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ElementDocs).tag === 'string' &&
      typeof (value as ElementDocs).element === 'function' &&
      typeof (value as ElementDocs).entries === 'object',
  );
}

/** The documented elements among modules' exports, each with the definition its class was made from. */
export function describeElements(
  modules: readonly Record<string, unknown>[],
  definitionOf: (elementClass: object) => ElementDefinition | undefined,
): DescribedElement[] {
  return modules.flatMap(docsIn).map((docs) => {
    const definition = definitionOf(docs.element);
    if (!definition) throw new Error(`<${docs.tag}>: its element was not made by createWidgetElement`);
    return { docs: withStandardDocs(docs, definition), definition };
  });
}

/** A definition's attributes, without the optional keys a typed definition may leave undefined. */
const attributesOf = (definition: ElementDefinition) =>
  Object.entries(definition.attributes ?? {}).flatMap(([name, spec]) =>
    spec ? [[name, spec] as const] : [],
  );

/** A definition's event types, in its order. */
const eventTypesOf = (definition: ElementDefinition) =>
  Object.values(definition.events ?? {}).flatMap((spec) =>
    spec === undefined ? [] : [typeof spec === 'string' ? spec : spec.type],
  );

/** What the docs miss or invent compared with the definition; empty when they agree. */
export function docsProblems({ docs, definition }: DescribedElement): string[] {
  const problems: string[] = [];
  const compare = (what: string, actual: string[], documented: string[]) => {
    for (const name of actual)
      if (!documented.includes(name)) problems.push(`<${docs.tag}>: ${what} '${name}' is not documented`);
    for (const name of documented)
      if (!actual.includes(name)) problems.push(`<${docs.tag}>: documented ${what} '${name}' does not exist`);
  };
  const attributes = attributesOf(definition);
  compare(
    'attribute',
    attributes.map(([name]) => name),
    Object.keys(docs.attributes),
  );
  compare('property', [...(definition.properties ?? [])], Object.keys(docs.properties));
  compare('event', eventTypesOf(definition), Object.keys(docs.events));
  for (const [name, spec] of attributes) {
    const doc = docs.attributes[name];
    if (spec.kind === 'json' && (typeof doc === 'string' || !doc?.type))
      problems.push(`<${docs.tag}>: JSON attribute '${name}' needs a type in its docs`);
  }
  for (const part of docs.parts)
    if (!(part in ELEMENT_PARTS)) problems.push(`<${docs.tag}>: part '${part}' is not one of ELEMENT_PARTS`);
  if (!docs.example.includes(`<${docs.tag}`))
    problems.push(`<${docs.tag}>: the example does not use the tag`);
  return problems;
}

/** 'api-base' → 'apiBase' (as the factory maps them). */
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

interface AttributeRow {
  name: string;
  field: string;
  type: string;
  default: string | undefined;
  description: string;
}

function attributeRows({ docs, definition }: DescribedElement): AttributeRow[] {
  return attributesOf(definition).map(([name, spec]) => {
    const raw = docs.attributes[name];
    const doc: AttributeDoc = typeof raw === 'string' ? { description: raw } : (raw ?? { description: '' });
    const type = doc.type ?? spec.kind;
    const fallback = spec.defaultValue === undefined ? undefined : JSON.stringify(spec.defaultValue);
    return { name, field: camel(name), type, default: doc.default ?? fallback, description: doc.description };
  });
}

/** The `--box-*` tokens with their defaults: tokens.css, then the element's own overrides (pixel text sizes). */
export function parseTokens(...sheets: string[]): Token[] {
  const found = new Map<string, string>();
  for (const css of sheets) {
    const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of text.matchAll(/(--box-[\w-]+)\s*:\s*([^;]+);/g)) {
      found.set(match[1] as string, (match[2] as string).replace(/\s+/g, ' ').trim());
    }
  }
  return [...found].map(([name, value]) => ({ name, default: value }));
}

function tokenDescription(name: string): string {
  const kind = name.replace(/^--box-/, '').split('-')[0];
  const what: Record<string, string> = {
    color: 'Colour',
    radius: 'Corner radius',
    space: 'Spacing step',
    font: 'Typography',
    line: 'Typography',
    shadow: 'Shadow',
    focus: 'Focus indicator',
    duration: 'Animation duration',
  };
  return `${what[kind ?? ''] ?? 'Design'} token (shared by every Box element).`;
}

const withOrigin = (text: string) => text.replace(BOX, DEMO_ORIGIN);

/** The package's custom-elements.json (schema 2.1.0): classes in dist/index.js, tags in the define files. */
export function buildManifest(elements: readonly DescribedElement[], tokens: readonly Token[]): object {
  const declarations = elements.map((element) => {
    const { docs } = element;
    const rows = attributeRows(element);
    const ownCss = Object.entries(docs.cssProperties ?? {}).map(([name, p]) => ({
      name,
      description: p.description,
      ...(p.default ? { default: p.default } : {}),
    }));
    return {
      kind: 'class',
      name: docs.className,
      tagName: docs.tag,
      customElement: true,
      summary: docs.summary,
      description: [docs.description, sessionSentence(docs.session)].filter(Boolean).join('\n\n'),
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes: rows.map((row) => ({
        name: row.name,
        fieldName: row.field,
        type: { text: row.type },
        ...(row.default === undefined ? {} : { default: row.default }),
        description: row.description,
      })),
      members: [
        ...rows.map((row) => ({
          kind: 'field',
          name: row.field,
          attribute: row.name,
          type: { text: row.type },
          ...(row.default === undefined ? {} : { default: row.default }),
          description: row.description,
        })),
        ...Object.entries(docs.properties).map(([name, p]) => ({
          kind: 'field',
          name,
          type: { text: p.type },
          description: p.description,
        })),
      ],
      events: Object.entries(docs.events).map(([name, e]) => ({
        name,
        type: { text: `CustomEvent<${e.detail}>` },
        description: e.description,
      })),
      cssProperties: [
        ...ownCss,
        ...tokens.map((t) => ({ name: t.name, default: t.default, description: tokenDescription(t.name) })),
      ],
      cssParts: [
        ...docs.parts.map((name) => ({ name, description: ELEMENT_PARTS[name] })),
        ...Object.entries(docs.ownParts ?? {}).map(([name, description]) => ({ name, description })),
      ],
    };
  });
  const classRef = (docs: ElementDocs) => ({ name: docs.className, module: 'dist/index.js' });
  const definitionModule = (path: string, docs: readonly ElementDocs[]) => ({
    kind: 'javascript-module',
    path: `dist/${path}`,
    declarations: [],
    exports: docs.map((d) => ({ kind: 'custom-element-definition', name: d.tag, declaration: classRef(d) })),
  });
  const files = (key: 'defineFile' | 'standalone') => [...new Set(elements.map((e) => e.docs.entries[key]))];
  return {
    schemaVersion: '2.1.0',
    readme: 'REFERENCE.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/index.js',
        declarations,
        exports: elements.map(({ docs }) => ({
          kind: 'js',
          name: docs.className,
          declaration: classRef(docs),
        })),
      },
      ...[...files('defineFile'), ...files('standalone')].map((file) =>
        definitionModule(
          file,
          elements
            .map((e) => e.docs)
            .filter((d) => d.entries.defineFile === file || d.entries.standalone === file),
        ),
      ),
    ],
  };
}

function sessionSentence(session: ElementDocs['session']): string {
  if (session === 'public') return 'Public: needs no session cookie.';
  if (session === 'signed-in')
    return "Signed in: needs an `auth-token` (any site) or the portal's session cookie; without either it shows 'Você não está conectado.' with a link to sign in to the portal, once the session or token ends 'Sua sessão expirou.', and emits box:session-expired once.";
  return "Public or signed in, by its attributes; signed in it needs an `auth-token` or the portal's session cookie, and without either it shows 'Você não está conectado.' with a link to sign in to the portal and emits box:session-expired once.";
}

const cell = (text: string | undefined) =>
  text === undefined || text === '' ? '—' : text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
function code(text: string | undefined): string {
  if (text === undefined) return '—';
  const escaped = text.replace(/\|/g, '\\|');
  // A backtick inside needs a longer fence (and spaces, so the inner one is not taken as the fence).
  return escaped.includes('`') ? `\`\` ${escaped} \`\`` : `\`${escaped}\``;
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function snippet(pkg: ElementPackageInfo, docs: ElementDocs): string {
  const lines = [
    '```html',
    `<script type="module" src="${DEMO_ORIGIN}/widgets/${pkg.folder}/${docs.entries.standalone}"></script>`,
    '',
    withOrigin(docs.example.trim()),
  ];
  if (docs.exampleScript) {
    lines.push(
      '',
      '<script type="module">',
      ...withOrigin(docs.exampleScript.trim())
        .split('\n')
        .map((l) => `  ${l}`),
      '</script>',
    );
  }
  lines.push('```');
  return lines.join('\n');
}

function elementSection(pkg: ElementPackageInfo, element: DescribedElement): string {
  const { docs } = element;
  const rows = attributeRows(element);
  const types = typeNames(docs.tag);
  const out: string[] = [`## \`<${docs.tag}>\``, '', docs.summary, ''];
  if (docs.description) out.push(docs.description.trim(), '');
  out.push(sessionSentence(docs.session), '', snippet(pkg, docs), '');
  out.push(
    `Class \`${docs.className}\` and React component \`${docs.reactName}\` from \`${pkg.name}${docs.entries.module?.slice(1) ?? ''}\`; tag registered by \`${pkg.name}${docs.entries.define.slice(1)}\` (\`dist/${docs.entries.defineFile}\`) or by the standalone \`dist/${docs.entries.standalone}\` (served at \`/widgets/${pkg.folder}/${docs.entries.standalone}\`). Types: \`${types.element}\`, \`${types.events}\`, \`${types.attributes}\` (JSX).`,
    '',
  );
  out.push('### Attributes', '');
  out.push(
    rows.length
      ? table(
          ['Attribute', 'Property', 'Type', 'Default', 'Description'],
          rows.map((r) => [code(r.name), code(r.field), code(r.type), code(r.default), cell(r.description)]),
        )
      : 'None.',
    '',
  );
  out.push(
    'Every attribute is also a property of the same name in camelCase. An invalid value is ignored with a console warning (the last valid one stays); removing an attribute gives the property its default back.',
    '',
  );
  const properties = Object.entries(docs.properties);
  if (properties.length) {
    out.push('### Properties (JavaScript only)', '');
    out.push(
      table(
        ['Property', 'Type', 'Description'],
        properties.map(([name, p]) => [code(name), code(p.type), cell(p.description)]),
      ),
      '',
    );
  }
  out.push('### Events', '');
  out.push(
    table(
      ['Event', '`detail`', 'When'],
      Object.entries(docs.events).map(([name, e]) => [code(name), code(e.detail), cell(e.description)]),
    ),
    '',
    'Every event is a `CustomEvent` with `bubbles: true, composed: true`: listen on the element or on `document`.',
    '',
  );
  out.push('### Theming', '');
  const own = Object.entries(docs.cssProperties ?? {});
  if (own.length) {
    out.push(
      table(
        ['CSS custom property', 'Default', 'Description'],
        own.map(([name, p]) => [code(name), code(p.default), cell(p.description)]),
      ),
      '',
      'Plus the shared design tokens (below).',
      '',
    );
  } else {
    out.push('The shared design tokens (below).', '');
  }
  const parts = [
    ...docs.parts.map((name) => [code(name), cell(ELEMENT_PARTS[name])]),
    ...Object.entries(docs.ownParts ?? {}).map(([name, d]) => [code(name), cell(d)]),
  ];
  out.push(table(['`::part()`', 'What'], parts), '');
  return out.join('\n');
}

/** How TypeScript sees the elements (src/elements.generated.ts, typings.ts), told with the package's first tag. */
function typesParagraph(pkg: ElementPackageInfo, first: ElementDocs | undefined): string {
  const tag = first?.tag ?? 'box-element';
  const names = typeNames(tag);
  return `**TypeScript**: the index declares the package's tags (types only, generated from the same docs as this page). \`document.querySelector('${tag}')\` gives a \`${names.element}\`: every attribute as a typed camelCase property, the JS properties, and \`addEventListener\` typed by \`${names.events}\`, so \`event.detail\` is typed. React 19 JSX takes \`<${tag}>\` with its attributes, its properties and listeners named \`on\` + the event type (\`onbox:session-expired={…}\`), as \`${names.attributes}\` says: a dashed attribute takes text, a name without a dash is set as the property and takes its type, so register the tag before React renders it. A module that imports only a define entry gets the declarations with \`import type {} from '${pkg.name}';\`.`;
}

/** The package's REFERENCE.md. */
export function buildReference(
  pkg: ElementPackageInfo,
  elements: readonly DescribedElement[],
  tokens: readonly Token[],
): string {
  const first = elements[0]?.docs;
  const tags = elements.map((e) => `[\`<${e.docs.tag}>\`](#${e.docs.tag})`).join(', ');
  const out: string[] = [
    `# ${pkg.name}: element reference`,
    '',
    "<!-- Generated by scripts/elements/generate.ts (run by the package build) from the docs in src/**/element.ts and the elements' definitions; edit those, not this file. -->",
    '',
    `Elements: ${tags}. Machine-readable: [custom-elements.json](custom-elements.json) (the \`customElements\` field of package.json, for editors).`,
    '',
    '## Use it',
    '',
    '**Without a build step.** One module script from the Box portal (the standalone bundle, React included), then the tag anywhere on the page: each element below has its snippet to copy. Replace `' +
      DEMO_ORIGIN +
      "` (the origin `pnpm start` serves) with the portal's origin.",
    '',
    ...loaderUsage(readLoaderRelease(), DEMO_ORIGIN, first?.tag ?? 'box-element'),
  ];
  out.push(
    '**With a bundler** (React 19 and react-dom as peers; ESM with types):',
    '',
    '```js',
    `import '${pkg.name}${first?.entries.define.slice(1) ?? '/define'}'; // registers the tag if it is free`,
    `import { ${first?.reactName ?? ''} } from '${pkg.name}'; // or the React component (no side effects)`,
    `import '${pkg.name}/styles.css'; // the same CSS as a file (optional, see below)`,
    '```',
    '',
    `The package's index registers nothing. The React components inject their stylesheets themselves; \`${pkg.name}/styles.css\` (\`dist/styles.css\`) is the CSS of every component of the package as one file, for a page that prefers to link or bundle it (a server-rendered page, a cacheable file). The elements never need it: they adopt their CSS into their shadow root.`,
    '',
    typesParagraph(pkg, first),
    '',
    '**Under your own tag name**: the classes are exported without registering anything, and one class backs one tag, so register a subclass:',
    '',
    '```js',
    `import { ${first?.className ?? ''} } from '${pkg.name}';`,
    `customElements.define('acme-${first?.tag.replace(/^box-/, '') ?? 'widget'}', class extends ${first?.className ?? 'HTMLElement'} {});`,
    '',
    '// With the standalone bundle (no build step), once it has registered its tag:',
    `customElements.whenDefined('${first?.tag ?? ''}').then((Box) => customElements.define('acme-${first?.tag.replace(/^box-/, '') ?? 'widget'}', class extends Box {}));`,
    '```',
    '',
    'A tag that is already registered is left alone, so loading the library and the standalone bundle on one page is harmless.',
    '',
    '### On another origin',
    '',
    "- Set `api-base` to the portal's absolute API URL (`" +
      DEMO_ORIGIN +
      "/jade/api`); the default `/jade/api` is the page's own origin. The bundles under `/widgets/` are readable from any origin.",
    '- Public elements need nothing on the portal: their calls are authorised by the token or hash in their URL and answer any origin, without cookies.',
    "- Signed-in elements on any site take an `auth-token`: your backend exchanges its API key (`Authorization: Bearer box_sk_…`) for an embed token bound to the signed-in user and to this page's origin (`POST /jade/api/embed-tokens`), and the page sets it on the element. The element sends it as `Authorization: Bearer` and sends no cookie, so third-party cookie blocking does not matter. Before the token runs out the element emits `box:auth-token-expiring` (`{ expiresAt }`): set a fresh one (attribute or `authToken` property) and the next call uses it, nothing reloads. The warning is counted from when the page set the token, over the lifetime the server wrote into it, so a page whose clock is wrong is warned on time. Once the API refuses it (it ran out, or was revoked) the element emits `box:session-expired` once (`{ code }`: `unauthenticated`, `invalid_credentials`) and shows 'Sua sessão expirou.', saying that the page must renew its access.",
    "- Without a token, signed-in elements send the portal's session cookie. It counts only on the portal's own origin and on the origins listed in `BOX_PARTNER_ORIGINS` (comma-separated; also the origins allowed to frame the portal's pages), and it is `SameSite=Lax`: it reaches the API only from a page of the same site (e.g. `erp.example.com` with the portal at `box.example.com`) after the user signed in to the portal. Prefer a token on another site.",
    "- With neither a token nor a session, the element shows 'Você não está conectado.' with 'Entrar no portal Box' (the portal's sign-in page, on the origin of `api-base`, in a new tab) and 'Tentar novamente', and emits `box:session-expired` once (`{ code: 'not_signed_in' }`). A page that handles that itself (sends the user to sign in, renews the token) calls `event.preventDefault()` and the element keeps its own screen.",
    '',
    '### Styles',
    '',
    "Everything renders in an open shadow root: the page's selectors do not reach inside and the widget's rules do not leak out. Inherited properties (font, colour, …) are reset at the element's root, so even `* { font: 40px serif !important }` on the page leaves it as it is; text sizes are in pixels inside the element (the tokens' `rem` would follow the page's root font size). Fonts: the widget uses the system font stack; a page font declared with `@font-face` in the page can be used through `--box-font-family`. Maps bring their own CSS into the shadow root.",
    '',
    'Theme it with the design tokens (CSS custom properties, set on the element or any ancestor) and style its parts with `::part()`:',
    '',
    '```css',
    `${first?.tag ?? 'box-element'} {`,
    '  --box-color-primary: #7a3e12;',
    '  --box-font-family: "Acme Sans", system-ui, sans-serif;',
    '}',
    `${first?.tag ?? 'box-element'}::part(button-primary) {`,
    '  border-radius: 0;',
    '}',
    '```',
    '',
  );
  const mapTags = elements.filter((e) => e.definition.attributes?.['map-worker-url']).map((e) => e.docs.tag);
  out.push(...cspSection(DEMO_ORIGIN, mapTags));
  for (const element of elements) out.push(elementSection(pkg, element));
  out.push(
    '## Shared design tokens',
    '',
    'Every element reads these; defaults as the elements see them (inside an element, text sizes are in pixels).',
    '',
    table(
      ['CSS custom property', 'Default'],
      tokens.map((t) => [code(t.name), code(t.default)]),
    ),
    '',
  );
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/**
 * The committed files of an element package, as the generator writes them (paths from the package's folder).
 * `typeSources` says which public entry of core or ui exports a type the docs name (type-sources.ts).
 */
export function generatedFiles(
  pkg: ElementPackageInfo,
  elements: readonly DescribedElement[],
  tokens: readonly Token[],
  typeSources: TypeSources,
): Record<'custom-elements.json' | 'REFERENCE.md' | typeof TYPINGS_FILE, string> {
  return {
    'custom-elements.json': `${JSON.stringify(buildManifest(elements, tokens), null, 2)}\n`,
    'REFERENCE.md': buildReference(pkg, elements, tokens),
    [TYPINGS_FILE]: buildTypings(elements, typeSources),
  };
}
