import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, createWidgetElement, definitionOf, type ElementDocs } from '@box/ui';
import { describeElements } from './model';
import { elementPackages } from './packages';
import { exportedNames, typeSources } from './type-sources';
import {
  buildTypings,
  elementTypes,
  isTypeText,
  referencedNames,
  TYPINGS_FILE,
  typeNames,
  typeStem,
} from './typings';

interface ProbeProps {
  apiBase?: string;
  limit?: number;
  open?: boolean;
  showBanner?: boolean;
  ids?: string;
  since?: string;
  fetch?: typeof fetch;
  given?: unknown;
  onRated?: (body: unknown) => void;
  onClose?: () => void;
}

const ProbeElement = createWidgetElement({
  component: (_: ProbeProps) => null,
  attributes: {
    'api-base': attr.string('/jade/api'),
    limit: attr.number(),
    open: attr.boolean(),
    'show-banner': attr.boolean(true),
    ids: { ...attr.string(), kind: 'json' },
    since: attr.string('72 hours ago'),
  },
  properties: ['fetch', 'given'],
  events: { onRated: { type: 'box:rated', detail: (body: unknown) => ({ body }) }, onClose: 'box:close' },
});

const probeDocs = {
  tag: 'box-probe-typings',
  element: ProbeElement,
  className: 'ProbeElement',
  reactName: 'Probe',
  summary: 'A probe.',
  session: 'public',
  attributes: {
    'api-base': 'Base URL of the API.',
    limit: 'How many at most.',
    open: 'Shows it.',
    'show-banner': 'Shows the banner.',
    ids: { description: 'Which ones.', type: 'RatingQuestion[]' },
    since: { description: 'How far back.', type: "string ('{n} hours ago')" },
  },
  properties: {
    fetch: { type: 'typeof fetch', description: 'The transport.' },
    given: { type: 'GivenRating | null', description: 'A rating given before; a */ inside.' },
  },
  events: {
    'box:rated': { detail: '{ body: RatingBody | null }', description: 'Rated.' },
    'box:close': { detail: 'null', description: 'Closed.' },
  },
  parts: ['root'],
  entries: { define: './define', defineFile: 'define.js', standalone: 'element.js' },
  example: '<box-probe-typings></box-probe-typings>',
} satisfies ElementDocs;

const [probe] = describeElements([{ probeDocs }], definitionOf);
const sources = new Map([
  ['RatingBody', '@box/core/schemas'],
  ['GivenRating', '@box/core/schemas'],
  ['RatingQuestion', '@box/core/schemas'],
  ['Button', '@box/ui'],
]);

describe('names', () => {
  it('are made from the tag', () => {
    expect(typeStem('box-rating-modal')).toBe('BoxRatingModal');
    expect(typeNames('box-order-tracking')).toEqual({
      element: 'BoxOrderTrackingElement',
      events: 'BoxOrderTrackingEventMap',
      attributes: 'BoxOrderTrackingAttributes',
    });
  });
});

describe('type texts', () => {
  it('tells TypeScript from prose', () => {
    for (const text of ['{ body: RatingBody | null }', "'success'", 'Date | string', 'typeof fetch', 'null'])
      expect(isTypeText(text), text).toBe(true);
    for (const text of ["string ('{n} hours ago')", 'a number', '', '{ path: string'])
      expect(isTypeText(text), text).toBe(false);
  });

  it('names what a type refers to', () => {
    expect(referencedNames('{ body: RatingBody | null }')).toEqual(['RatingBody']);
    expect(referencedNames('typeof fetch')).toEqual(['fetch']);
    expect(referencedNames('Record<string, Schemas.Order[]>')).toEqual(['Record', 'Schemas']);
    expect(referencedNames("string ('{n} hours ago')")).toEqual([]);
  });
});

describe('elementTypes', () => {
  const types = elementTypes(probe!);
  const byName = (list: { name: string; type: string }[]) =>
    Object.fromEntries(list.map((m) => [m.name, m.type]));

  it('types each property as a read gives it: the documented type, else the kind; undefined without a default', () => {
    expect(byName(types.properties)).toEqual({
      apiBase: 'string',
      limit: 'number | undefined',
      open: 'boolean',
      showBanner: 'boolean',
      ids: 'RatingQuestion[] | undefined',
      // Prose in the docs: the kind's type.
      since: 'string',
      fetch: 'typeof fetch | undefined',
      given: 'GivenRating | null | undefined',
    });
  });

  it('types JSX props as React 19 sets them: dashed attributes as text, other names as the property', () => {
    expect(byName(types.jsx)).toMatchObject({
      'api-base': 'string',
      limit: 'number',
      open: 'boolean',
      // `false` would remove the attribute and give back the default, true.
      'show-banner': 'string | true',
      ids: 'RatingQuestion[]',
      fetch: 'typeof fetch',
      'onbox:rated': "(event: BoxProbeTypingsEventMap['box:rated']) => void",
      'onbox:close': "(event: BoxProbeTypingsEventMap['box:close']) => void",
    });
  });

  it("types each event's detail, in the definition's order", () => {
    expect(types.events.map((e) => [e.name, e.type])).toEqual([
      ['box:rated', '{ body: RatingBody | null }'],
      ['box:close', 'null'],
    ]);
  });
});

describe('buildTypings', () => {
  const text = buildTypings([probe!], sources);

  it('imports the named types from their public entries (the unknown ones are global), React first', () => {
    const imports = text.split('\n').filter((line) => line.startsWith('import '));
    expect(imports).toEqual([
      "import type { GivenRating, RatingBody, RatingQuestion } from '@box/core/schemas';",
      "import type { HTMLAttributes, RefAttributes } from 'react';",
    ]);
  });

  it('declares the element, its events and its JSX props, and registers the tag globally and in JSX', () => {
    expect(text).toContain('export interface BoxProbeTypingsEventMap extends HTMLElementEventMap {');
    expect(text).toContain("  'box:rated': CustomEvent<{ body: RatingBody | null }>;");
    expect(text).toMatch(/export interface BoxProbeTypingsElement extends Omit<HTMLElement, 'apiBase' \| /);
    expect(text).toContain(
      '  addEventListener<K extends keyof BoxProbeTypingsEventMap>(type: K, listener: (',
    );
    expect(text).toContain("  'show-banner'?: string | true;");
    expect(text).toContain("    'box-probe-typings': BoxProbeTypingsElement;");
    expect(text).toContain("declare module 'react' {");
    expect(text).toContain("      'box-probe-typings': BoxProbeTypingsAttributes;");
  });

  it('keeps descriptions as comments that cannot end early', () => {
    expect(text).toContain('/** A rating given before; a *\\/ inside. JavaScript only. */');
  });
});

describe('type sources', () => {
  it('reads the names a module exports by name', () => {
    const source = `export { A, type B, C as D } from './x';
export type { E } from './y';
export interface F {}
export const G = 1, H = 2;
export function I() {}
const hidden = 3;`;
    expect(exportedNames(source)).toEqual(['A', 'B', 'D', 'E', 'F', 'G', 'H', 'I']);
  });

  it("finds core's and ui's public types, never in a testing entry", () => {
    const found = typeSources();
    expect(found.get('RatingBody')).toBe('@box/core/schemas');
    expect(found.get('ElementDocs')).toBe('@box/ui');
    expect([...found.values()].filter((specifier) => /testing|stories/.test(specifier))).toEqual([]);
  });
});

describe('every element package', () => {
  it.each(elementPackages().map((p) => [p.folder, p] as const))(
    "%s: its index exports every generated type (type-only), so the package's declarations carry them",
    (_folder, p) => {
      const generated = exportedNames(readFileSync(join(p.dir, TYPINGS_FILE), 'utf8'));
      expect(generated.length).toBeGreaterThan(0);
      const index = readFileSync(join(p.dir, 'src/index.ts'), 'utf8');
      const fromTypings = /export type \{([^}]*)\} from '\.\/elements\.generated';/.exec(index)?.[1] ?? '';
      expect(
        fromTypings
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .sort(),
      ).toEqual([...generated].sort());
    },
  );
});
