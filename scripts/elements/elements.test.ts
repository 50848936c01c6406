import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, boxUiSheets, createWidgetElement, definitionOf, type ElementDocs } from '@box/ui';
import {
  buildManifest,
  buildReference,
  DEMO_ORIGIN,
  describeElements,
  docsProblems,
  generatedFiles,
  parseTokens,
} from './model';
import { elementPackages, elementTokens, formatted, manifestElements } from './packages';
import { typeSources } from './type-sources';

interface ProbeProps {
  apiBase?: string;
  limit?: number;
  open?: boolean;
  ids?: string;
  fetch?: typeof fetch;
  onNavigate?: (path: string) => void;
  onClose?: () => void;
}

function Probe(_props: ProbeProps) {
  return null;
}

const ProbeElement = createWidgetElement({
  component: Probe,
  attributes: {
    'api-base': attr.string('/jade/api'),
    limit: attr.number(10),
    open: attr.boolean(),
    // A JSON attribute (valibot is not a dependency of scripts/: the spec's text schema stands in).
    ids: { ...attr.string(), kind: 'json' },
  },
  properties: ['fetch'],
  events: {
    onNavigate: { type: 'box:navigate', detail: (path: string) => ({ path }) },
    onClose: 'box:close',
  },
  styles: ['.box-root .probe { color: red; }'],
});

const probeDocs = {
  tag: 'box-probe-docs',
  element: ProbeElement,
  className: 'ProbeElement',
  reactName: 'Probe',
  summary: 'A probe.',
  session: 'public',
  attributes: {
    'api-base': 'Base URL of the API.',
    limit: 'How many | at most.',
    open: 'Shows it.',
    ids: { description: 'Which ones.', type: 'number[]' },
  },
  properties: { fetch: { type: 'typeof fetch', description: 'The transport.' } },
  events: {
    'box:navigate': { detail: '{ path: string }', description: 'Go there.' },
    'box:close': { detail: 'null', description: 'Closed.' },
  },
  cssProperties: { '--box-probe-height': { description: 'Height.', default: '10px' } },
  parts: ['root', 'button'],
  entries: { define: './define', defineFile: 'define.js', standalone: 'element.js' },
  example: '<box-probe-docs api-base="{{BOX}}/jade/api"></box-probe-docs>',
} satisfies ElementDocs;

const pkg = { name: '@box/probe', folder: 'probe' };
const tokens = parseTokens(':host { --box-color-primary: #0b5a78; --box-font-size-md: 0.9375rem; }');

describe('element docs', () => {
  it('keeps the definition each element class was made from', () => {
    expect(definitionOf(ProbeElement)?.attributes?.limit?.kind).toBe('number');
    expect(definitionOf(class {})).toBeUndefined();
  });

  it('finds the docs among a module’s exports', () => {
    const described = describeElements([{ probeDocs, ProbeElement, other: 1 }], definitionOf);
    expect(described.map((d) => d.docs.tag)).toEqual(['box-probe-docs']);
  });

  it('agree with a definition, and name what they miss or invent', () => {
    const [described] = describeElements([{ probeDocs }], definitionOf);
    expect(docsProblems(described!)).toEqual([]);
    const { limit: _limit, ...attributes } = probeDocs.attributes;
    const wrong = {
      docs: {
        ...probeDocs,
        attributes: { ...attributes, ids: 'untyped JSON', extra: 'not there' },
        events: { 'box:close': probeDocs.events['box:close'] },
        parts: ['root', 'nonsense'],
      } as unknown as ElementDocs,
      definition: described!.definition,
    };
    expect(docsProblems(wrong)).toEqual([
      "<box-probe-docs>: attribute 'limit' is not documented",
      "<box-probe-docs>: documented attribute 'extra' does not exist",
      "<box-probe-docs>: event 'box:navigate' is not documented",
      "<box-probe-docs>: JSON attribute 'ids' needs a type in its docs",
      "<box-probe-docs>: part 'nonsense' is not one of ELEMENT_PARTS",
    ]);
  });
});

describe('custom-elements.json', () => {
  const manifest = buildManifest(describeElements([{ probeDocs }], definitionOf), tokens) as {
    schemaVersion: string;
    modules: {
      path: string;
      declarations: Record<string, unknown>[];
      exports: { kind: string; name: string; declaration: { name: string; module: string } }[];
    }[];
  };
  const declaration = manifest.modules[0]?.declarations[0] as Record<string, unknown>;

  it('declares the class in the library and the tag in its define and standalone files', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(manifest.modules.map((m) => m.path)).toEqual([
      'dist/index.js',
      'dist/define.js',
      'dist/element.js',
    ]);
    expect(manifest.modules[1]?.exports).toEqual([
      {
        kind: 'custom-element-definition',
        name: 'box-probe-docs',
        declaration: { name: 'ProbeElement', module: 'dist/index.js' },
      },
    ]);
    expect(declaration).toMatchObject({ kind: 'class', customElement: true, tagName: 'box-probe-docs' });
  });

  it('lists attributes with their kind or documented type and their default', () => {
    expect(declaration.attributes).toEqual([
      expect.objectContaining({
        name: 'api-base',
        fieldName: 'apiBase',
        type: { text: 'string' },
        default: '"/jade/api"',
      }),
      expect.objectContaining({ name: 'limit', type: { text: 'number' }, default: '10' }),
      expect.objectContaining({ name: 'open', type: { text: 'boolean' }, default: 'false' }),
      expect.objectContaining({ name: 'ids', type: { text: 'number[]' } }),
    ]);
    expect((declaration.attributes as object[])[3]).not.toHaveProperty('default');
  });

  it('lists events, JS properties, CSS properties (own, then the tokens) and parts', () => {
    expect(declaration.events).toEqual([
      { name: 'box:navigate', type: { text: 'CustomEvent<{ path: string }>' }, description: 'Go there.' },
      { name: 'box:close', type: { text: 'CustomEvent<null>' }, description: 'Closed.' },
    ]);
    expect(declaration.members).toContainEqual({
      kind: 'field',
      name: 'fetch',
      type: { text: 'typeof fetch' },
      description: 'The transport.',
    });
    expect((declaration.cssProperties as { name: string }[]).map((p) => p.name)).toEqual([
      '--box-probe-height',
      '--box-color-primary',
      '--box-font-size-md',
    ]);
    expect((declaration.cssParts as { name: string }[]).map((p) => p.name)).toEqual(['root', 'button']);
  });
});

describe('REFERENCE.md', () => {
  const reference = buildReference(pkg, describeElements([{ probeDocs }], definitionOf), tokens);

  it('gives a snippet with the standalone bundle and the demo origin', () => {
    expect(reference).toContain(
      `<script type="module" src="${DEMO_ORIGIN}/widgets/probe/element.js"></script>`,
    );
    expect(reference).toContain(`<box-probe-docs api-base="${DEMO_ORIGIN}/jade/api"></box-probe-docs>`);
    expect(reference).not.toContain('{{BOX}}');
  });

  it('has the tables, escaping pipes', () => {
    expect(reference).toContain('| `limit` | `limit` | `number` | `10` | How many \\| at most. |');
    expect(reference).toContain('| `box:navigate` | `{ path: string }` | Go there. |');
    expect(reference).toContain('| `--box-probe-height` | `10px` | Height. |');
    expect(reference).toContain("customElements.define('acme-probe-docs', class extends ProbeElement {});");
  });
});

describe('tokens', () => {
  it('reads the defaults, later sheets overriding', () => {
    expect(parseTokens(':host { --box-a: 1rem; /* --box-b: 2px; */ }', ':host { --box-a: 16px; }')).toEqual([
      { name: '--box-a', default: '16px' },
    ]);
  });

  it('as an element sees them: text sizes in pixels', () => {
    const byName = new Map(elementTokens().map((t) => [t.name, t.default]));
    expect(byName.get('--box-font-size-md')).toBe('15px');
    expect(byName.get('--box-color-primary')).toBe('#0b5a78');
  });
});

describe('every element package', () => {
  const packages = elementPackages();

  it('is found by its customElements field, with its element modules', () => {
    expect(packages.map((p) => p.folder)).toEqual(
      expect.arrayContaining([
        'billing-statement',
        'order-monitoring',
        'proof-of-delivery',
        'spot-wizard',
        'tracking',
      ]),
    );
    for (const p of packages) expect(p.elementModules.length, p.folder).toBeGreaterThan(0);
  });

  it.each(packages.map((p) => [p.folder, p] as const))(
    '%s: custom-elements.json, REFERENCE.md and src/elements.generated.ts match its element docs (pnpm build regenerates them)',
    async (_folder, p) => {
      const modules = await Promise.all(p.elementModules.map((file) => import(/* @vite-ignore */ file)));
      const described = describeElements(modules, definitionOf);
      expect(described.flatMap(docsProblems)).toEqual([]);
      const files = generatedFiles(
        { name: p.name, folder: p.folder },
        described,
        elementTokens(),
        typeSources(),
      );
      for (const [name, text] of Object.entries(files)) {
        const file = join(p.dir, name);
        expect(readFileSync(file, 'utf8'), `${p.folder}/${name}`).toBe(formatted(text, file));
      }
    },
  );

  it.each(packages.map((p) => [p.folder, p] as const))(
    "%s: each element's sheets are ui's tokens and base, its primitives in ui's PRIMITIVE_ORDER, then its own",
    async (_folder, p) => {
      // The one order rule of ui (widgetSheets, boxUiSheets), checked on every element's actual list.
      const modules = await Promise.all(p.elementModules.map((file) => import(/* @vite-ignore */ file)));
      for (const { docs, definition } of describeElements(modules, definitionOf)) {
        const styles = definition.styles ?? [];
        expect(styles.slice(0, 2), docs.tag).toEqual(boxUiSheets.slice(0, 2));
        const ui = styles.filter((css) => boxUiSheets.includes(css));
        const positions = ui.map((css) => boxUiSheets.indexOf(css));
        expect(positions, docs.tag).toEqual([...positions].sort((a, b) => a - b));
        const firstOwn = styles.findIndex((css) => !boxUiSheets.includes(css));
        expect(
          styles.slice(firstOwn).filter((css) => boxUiSheets.includes(css)),
          docs.tag,
        ).toEqual([]);
      }
    },
  );

  it('lists each tag with its standalone bundle, read back from the manifests', () => {
    const elements = manifestElements();
    const tags = elements.map((e) => e.tag);
    expect(tags).toEqual(
      expect.arrayContaining([
        'box-order-monitoring',
        'box-spot-wizard',
        'box-fiscal-documents-upload',
        'box-billing-statement',
        'box-order-tracking',
        'box-shipment-tracking',
        'box-rating-modal',
        'box-proof-of-delivery',
      ]),
    );
    expect(new Set(tags).size).toBe(tags.length);
    expect(elements.find((e) => e.tag === 'box-shipment-tracking')?.standalone).toBe(
      'shipment-tracking-element.js',
    );
    expect(elements.find((e) => e.tag === 'box-spot-wizard')?.standalone).toBe('element.js');
  });
});
