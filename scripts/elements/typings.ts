// Pure functions from the element docs and the definitions to a package's src/elements.generated.ts: each tag's
// element interface (its properties typed) in `HTMLElementTagNameMap`, its event map with addEventListener
// overloads, and its React 19 JSX props in `JSX.IntrinsicElements`. The same source as custom-elements.json and
// REFERENCE.md (model.ts), so the types cannot drift from what the reference says.
import type { AttributeSpec } from '@box/ui';
import ts from 'typescript';
import type { DescribedElement } from './model';

/** The generated file's path inside the package, beside its index (which exports its names type-only). */
export const TYPINGS_FILE = 'src/elements.generated.ts';

/** Public type name → the module specifier that exports it ('RatingBody' → '@box/core/schemas'). */
export type TypeSources = ReadonlyMap<string, string>;

/** 'box-rating-modal' → 'BoxRatingModal': the stem of the tag's generated names. */
export function typeStem(tag: string): string {
  return tag
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** The names one element contributes to the package's index: element, event map and JSX attributes. */
export function typeNames(tag: string): { element: string; events: string; attributes: string } {
  const stem = typeStem(tag);
  return { element: `${stem}Element`, events: `${stem}EventMap`, attributes: `${stem}Attributes` };
}

/** The type text parsed as the right-hand side of a type alias, or undefined when it is not TypeScript. */
function parseType(text: string): ts.TypeNode | undefined {
  const source = ts.createSourceFile('type.ts', `type T = ${text};`, ts.ScriptTarget.Latest, false);
  // parseDiagnostics is internal but stable; an alias that swallowed the whole text is the other half of the test.
  const diagnostics = (source as unknown as { parseDiagnostics: readonly unknown[] }).parseDiagnostics;
  const [statement] = source.statements;
  if (diagnostics.length > 0 || source.statements.length !== 1 || !statement) return undefined;
  return ts.isTypeAliasDeclaration(statement) ? statement.type : undefined;
}

/**
 * Whether a documented type is TypeScript: the docs also hold prose types for readers (e.g. "string ('{n} hours
 * ago')"), which the typings replace with the attribute's kind.
 */
export const isTypeText = (text: string): boolean => parseType(text) !== undefined;

/** The names a type text refers to (`RatingBody` in `{ body: RatingBody | null }`, `fetch` in `typeof fetch`). */
export function referencedNames(text: string): string[] {
  const type = parseType(text);
  if (!type) return [];
  const found = new Set<string>();
  const leftmost = (name: ts.EntityName): string => (ts.isIdentifier(name) ? name.text : leftmost(name.left));
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node)) found.add(leftmost(node.typeName));
    if (ts.isTypeQueryNode(node)) found.add(leftmost(node.exprName));
    ts.forEachChild(node, visit);
  };
  visit(type);
  return [...found];
}

/** The TypeScript type of a parsed attribute's kind, when its docs give none (or only prose). */
const KIND_TYPES: Record<AttributeSpec<unknown>['kind'], string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
};

/** A documented type when it is TypeScript, else the fallback. */
const typeOr = (text: string | undefined, fallback: string) =>
  text !== undefined && isTypeText(text) ? text : fallback;

/** `T | undefined` unless T already allows undefined (or is unknown). */
const orUndefined = (type: string) =>
  type === 'unknown' || /\bundefined\b/.test(type) ? type : `${type} | undefined`;

/** Words into lines of at most `width` characters (a longer word keeps its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/** A description as a JSDoc comment, wrapped to the repository's line width (a `*​/` inside would end it). */
function jsdoc(text: string, indent: string): string[] {
  const escaped = text.trim().replace(/\*\//g, '*\\/');
  const single = `${indent}/** ${escaped} */`;
  if (!escaped.includes('\n') && single.length <= 110) return [single];
  const lines = wrap(escaped, 110 - indent.length - 3);
  return [`${indent}/**`, ...lines.map((line) => `${indent} * ${line}`.trimEnd()), `${indent} */`];
}

/** A property key as TypeScript writes it: quoted unless it is an identifier. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** 'api-base' → 'apiBase' (as the factory maps them). */
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

interface Member {
  name: string;
  type: string;
  description: string;
}

/** What one element's three declarations are made of, read from its docs and definition. */
export interface ElementTypes {
  tag: string;
  summary: string;
  /** Attributes (as camelCase fields) and JS-only properties, with the type a read gives. */
  properties: Member[];
  /** Event type → its `detail` type. */
  events: Member[];
  /** JSX props: attributes by their kebab-case name, JS properties, and `on<event type>` listeners. */
  jsx: Member[];
}

/**
 * The value a JSX prop takes, as React 19 passes it to a custom element: a prop whose name is a property of the
 * element (every attribute without a dash, and the JS properties) is assigned as that property, so it takes the
 * property's type; a dashed attribute is set as an attribute, so it takes text (numbers are stringified, `true`
 * sets it empty, `false` removes it: only right when the default is false).
 */
function jsxAttributeType(name: string, spec: AttributeSpec<unknown>, propertyType: string): string {
  if (!name.includes('-')) return propertyType;
  if (spec.kind === 'number') return 'string | number';
  if (spec.kind === 'boolean') return spec.defaultValue === true ? 'string | true' : 'string | boolean';
  return 'string';
}

const descriptionOf = (doc: string | { description: string } | undefined) =>
  typeof doc === 'string' ? doc : (doc?.description ?? '');

/** One element's members, from its docs (types, descriptions) and its definition (names, kinds, defaults). */
export function elementTypes({ docs, definition }: DescribedElement): ElementTypes {
  const properties: Member[] = [];
  const jsx: Member[] = [];
  for (const [name, spec] of Object.entries(definition.attributes ?? {})) {
    if (!spec) continue;
    const doc = docs.attributes[name];
    const documented = typeof doc === 'string' ? undefined : doc?.type;
    const base = typeOr(documented, KIND_TYPES[spec.kind]);
    // The property reads the parsed value, or the default while the attribute is absent.
    const type = spec.defaultValue === undefined ? orUndefined(base) : base;
    const description = descriptionOf(doc);
    properties.push({ name: camel(name), type, description: `${description} Attribute \`${name}\`.`.trim() });
    jsx.push({ name, type: jsxAttributeType(name, spec, base), description });
  }
  for (const name of definition.properties ?? []) {
    const doc = docs.properties[name];
    const type = typeOr(doc?.type, 'unknown');
    const description = doc?.description ?? '';
    properties.push({ name, type: orUndefined(type), description: `${description} JavaScript only.`.trim() });
    jsx.push({ name, type, description: `${description} Set as the property.`.trim() });
  }
  const events = Object.entries(docs.events).map(([name, doc]) => ({
    name,
    type: typeOr(doc.detail, 'unknown'),
    description: doc.description,
  }));
  const { events: eventMap } = typeNames(docs.tag);
  for (const event of events)
    jsx.push({
      name: `on${event.name}`,
      type: `(event: ${eventMap}['${event.name}']) => void`,
      description: `Listens to \`${event.name}\`: ${event.description}`,
    });
  return { tag: docs.tag, summary: docs.summary, properties, events, jsx };
}

/** The `import type` lines: React's, and the names the types refer to that a public entry of core or ui exports. */
function importLines(types: readonly ElementTypes[], sources: TypeSources): string[] {
  const byModule = new Map<string, Set<string>>();
  const texts = types.flatMap((t) => [...t.properties, ...t.events, ...t.jsx].map((m) => m.type));
  for (const text of texts)
    for (const name of referencedNames(text)) {
      const module = sources.get(name);
      if (module) byModule.set(module, (byModule.get(module) ?? new Set()).add(name));
    }
  // React's two (the JSX props extend its HTML ones), then the docs'; by specifier, Biome's order.
  byModule.set('react', new Set(['HTMLAttributes', 'RefAttributes']));
  return [...byModule]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([module, names]) => `import type { ${[...names].sort().join(', ')} } from '${module}';`);
}

function declarations(t: ElementTypes): string[] {
  const names = typeNames(t.tag);
  const typed = (method: string, options: string) =>
    `  ${method}<K extends keyof ${names.events}>(type: K, listener: (this: ${names.element}, event: ${names.events}[K]) => unknown, options?: boolean | ${options}): void;`;
  const untyped = (method: string, options: string) =>
    `  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | ${options}): void;`;
  // Its properties replace HTMLElement's of the same name (`access-key` is `accessKey`, as HTMLElement's is).
  const own = t.properties.map((p) => `'${p.name}'`);
  const base = own.length ? `Omit<HTMLElement, ${own.join(' | ')}>` : 'HTMLElement';
  return [
    `/** \`<${t.tag}>\`'s events (\`CustomEvent\`s that bubble and are composed), with the page's own. */`,
    `export interface ${names.events} extends HTMLElementEventMap {`,
    ...t.events.flatMap((e) => [...jsdoc(e.description, '  '), `  ${key(e.name)}: CustomEvent<${e.type}>;`]),
    '}',
    '',
    ...jsdoc(`\`<${t.tag}>\`: ${t.summary}`, ''),
    `export interface ${names.element} extends ${base} {`,
    ...t.properties.flatMap((p) => [...jsdoc(p.description, '  '), `  ${key(p.name)}: ${p.type};`]),
    typed('addEventListener', 'AddEventListenerOptions'),
    untyped('addEventListener', 'AddEventListenerOptions'),
    typed('removeEventListener', 'EventListenerOptions'),
    untyped('removeEventListener', 'EventListenerOptions'),
    '}',
    '',
    `/** \`<${t.tag}>\` in React 19 JSX: its attributes (kebab-case), properties, \`on<event>\` listeners, then HTML's. */`,
    `export interface ${names.attributes}`,
    `  extends Omit<HTMLAttributes<${names.element}>, ${t.jsx.map((p) => `'${p.name}'`).join(' | ') || 'never'}>,`,
    `    RefAttributes<${names.element}> {`,
    ...t.jsx.flatMap((p) => [...jsdoc(p.description, '  '), `  ${key(p.name)}?: ${p.type};`]),
    '}',
    '',
  ];
}

/**
 * The package's src/elements.generated.ts: the declarations of its elements, the tags in
 * `HTMLElementTagNameMap`, and React's intrinsic elements.
 */
export function buildTypings(elements: readonly DescribedElement[], sources: TypeSources): string {
  const types = elements.map(elementTypes);
  const entry = (indent: string, t: ElementTypes, value: (n: ReturnType<typeof typeNames>) => string) =>
    `${indent}'${t.tag}': ${value(typeNames(t.tag))};`;
  return [
    '// Generated by scripts/elements/generate.ts (run by the package build) from the docs in src/**/element.ts',
    "// and the elements' definitions; edit those, not this file. Exported type-only by the package index: importing",
    '// the package (or only its types) declares the tags below for `querySelector`, `createElement` and React JSX.',
    '',
    ...importLines(types, sources),
    '',
    ...types.flatMap(declarations),
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...types.map((t) => entry('    ', t, (n) => n.element)),
    '  }',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...types.map((t) => entry('      ', t, (n) => n.attributes)),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
