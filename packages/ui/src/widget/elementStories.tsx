import type { Meta } from '@storybook/react';
import { createElement, useEffect, useRef } from 'react';
import { definitionOf } from './createWidgetElement';
import { type AttributeDoc, type ElementDocs, withStandardDocs } from './docs';

/** A story's args for an element: attribute values by attribute name, JS properties by name, event spies. */
export type ElementArgs = Record<string, unknown>;

const eventTypes = (docs: ElementDocs) => Object.keys(docs.events);

/**
 * Renders the real custom element (registered by the story file's import of the package's define entry):
 * string/number/boolean/JSON args become attributes (a boolean false or an empty value removes it), the
 * documented JS properties are set as properties, and each documented event calls the arg of its name (an
 * action in Storybook's panel).
 */
function ElementPreview({ docs, args }: { docs: ElementDocs; args: ElementArgs }) {
  const ref = useRef<HTMLElement>(null);
  const definition = definitionOf(docs.element);
  const attributes = Object.keys(definition?.attributes ?? {});

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const name of attributes) {
      const value = args[name];
      if (value === undefined || value === null || value === false || value === '')
        element.removeAttribute(name);
      else if (value === true) element.setAttribute(name, '');
      else element.setAttribute(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    for (const name of Object.keys(docs.properties)) {
      if (args[name] !== undefined) Reflect.set(element, name, args[name]);
    }
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listeners = eventTypes(docs).map((type) => {
      const listener = (event: Event) => {
        const spy = args[type];
        if (typeof spy === 'function') spy((event as CustomEvent).detail);
        // A story page goes nowhere.
        if (type === 'box:navigate') event.preventDefault();
      };
      element.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [docs, args]);

  return createElement(docs.tag, { ref });
}

function controlFor(kind: string | undefined) {
  if (kind === 'number') return { type: 'number' as const };
  if (kind === 'boolean') return { type: 'boolean' as const };
  if (kind === 'json') return { type: 'object' as const };
  return { type: 'text' as const };
}

/**
 * The Storybook meta of an element's page, from the same docs and definition as its REFERENCE.md: attributes
 * as controls (type, default, description), JS properties and events (with their `detail`) in the docs table,
 * each event an action. The story file imports the package's define entry, spreads this into its default export
 * with the `title` and `tags: ['autodocs']` written out (Storybook's indexer reads them from the literal), and gives
 * args (e.g. a fake `fetch`).
 */
export function elementMeta(ownDocs: ElementDocs): Meta<ElementArgs> {
  const definition = definitionOf(ownDocs.element);
  // The standard attributes and events (`auth-token`, `box:auth-token-expiring`, …) with their shared docs.
  const docs = definition ? withStandardDocs(ownDocs, definition) : ownDocs;
  const argTypes: Record<string, object> = {};
  for (const [name, spec] of Object.entries(definition?.attributes ?? {})) {
    if (!spec) continue;
    const raw = docs.attributes[name];
    const doc: AttributeDoc = typeof raw === 'string' ? { description: raw } : (raw ?? { description: '' });
    argTypes[name] = {
      name,
      description: doc.description,
      control: controlFor(spec.kind),
      table: {
        category: 'attributes',
        type: { summary: doc.type ?? spec.kind },
        defaultValue:
          (doc.default ?? spec.defaultValue !== undefined)
            ? { summary: doc.default ?? JSON.stringify(spec.defaultValue) }
            : undefined,
      },
    };
  }
  for (const [name, property] of Object.entries(docs.properties)) {
    argTypes[name] = {
      name,
      description: property.description,
      control: false,
      table: { category: 'properties (JavaScript only)', type: { summary: property.type } },
    };
  }
  for (const [type, event] of Object.entries(docs.events)) {
    argTypes[type] = {
      name: type,
      description: event.description,
      action: type,
      control: false,
      table: { category: 'events', type: { summary: `CustomEvent<${event.detail}>` } },
    };
  }
  const component = (args: ElementArgs) => <ElementPreview docs={docs} args={args} />;
  component.displayName = `<${docs.tag}>`;
  return {
    component,
    argTypes,
    parameters: {
      layout: 'padded',
      docs: {
        description: {
          component: [
            docs.summary,
            docs.description,
            `Registered by \`${docs.entries.define}\`; standalone bundle \`${docs.entries.standalone}\`. Full reference: the package's REFERENCE.md.`,
          ]
            .filter(Boolean)
            .join('\n\n'),
        },
        source: { code: docs.example.replaceAll('{{BOX}}', '') },
      },
    },
  };
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * An element story's args from a React story of the same screen (its meta's args, then its own): each attribute
 * from its camelCase prop, each JS property by name; a style object given to a string attribute (the map's
 * offline style) becomes a `data:` URL, since an attribute holds text.
 */
export function argsFromReactStory(
  docs: ElementDocs,
  ...sources: ({ args?: object } | undefined)[]
): ElementArgs {
  const react: Record<string, unknown> = Object.assign({}, ...sources.map((s) => s?.args ?? {}));
  const args: ElementArgs = {};
  const definition = definitionOf(docs.element);
  for (const [name, spec] of Object.entries(definition?.attributes ?? {})) {
    const value = react[camel(name)];
    if (value === undefined || !spec) continue;
    args[name] =
      spec.kind === 'string' && typeof value === 'object' && value !== null
        ? `data:application/json,${encodeURIComponent(JSON.stringify(value))}`
        : value;
  }
  for (const name of Object.keys(docs.properties)) if (react[name] !== undefined) args[name] = react[name];
  return args;
}
