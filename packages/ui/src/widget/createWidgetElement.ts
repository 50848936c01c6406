import { type ComponentType, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ShadowRootScope } from '../components/box-root/BoxRoot';
import { baseCss, buttonCss, emptyStateCss, errorStateCss, spinnerCss } from '../styles/sheets';
import { adoptStyles } from './adoptStyles';
import { type AttributeSpec, kebabToCamel, parseAttribute } from './attributes';
import elementHostCss from './element-host.css?inline';
import elementTokensCss from './element-tokens.css?inline';
import {
  SESSION_EXPIRED_EVENT,
  SessionNotice,
  type SessionNoticeKind,
  sessionNoticeKind,
} from './SessionNotice';
import sessionNoticeCss from './session-notice.css?inline';

/** The prop of the `auth-token` attribute (`createBoxElement`): a new token lets the session event fire again. */
const AUTH_TOKEN_PROP = 'authToken';

/** A callback prop as an event: its name, and how the callback's arguments become `detail`. */
export interface EventSpec<A extends unknown[] = never[]> {
  type: string;
  detail?: (...args: A) => unknown;
}

/** 'mapWorkerUrl' → 'map-worker-url': the attribute name of a camelCase prop (the inverse of `kebabToCamel`). */
export type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

/** The props of P that are callbacks (`onNavigate`, `onSessionExpired`, …): the ones an element turns into events. */
export type CallbackProps<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends (...args: never[]) => unknown ? K : never;
}[keyof P];

type Arguments<F> = F extends (...args: infer A) => unknown ? A : never;

/** How the page sets P's props: kebab-case attribute → its parse (the prop is its camelCase name). */
export type AttributesOf<P> = {
  [K in keyof P & string as KebabCase<K>]?: AttributeSpec<NonNullable<P[K]>>;
};

/** Callback prop of P → its event: a string is the event type and the first argument becomes `detail`. */
export type EventsOf<P> = {
  [K in CallbackProps<P>]?: string | EventSpec<Arguments<NonNullable<P[K]>>>;
};

/**
 * A custom element made from a React component with props P: every attribute, property and event names a prop of
 * P (a misspelt one, or an attribute whose parse gives the wrong type, does not compile).
 */
export interface WidgetDefinition<P extends object> {
  /** The screen, rendered with the parsed attributes, the JS properties and the event callbacks as props. */
  component: ComponentType<P>;
  /** kebab-case attribute → how to parse it; the prop is its camelCase name ('api-base' → apiBase). */
  attributes?: NoInfer<AttributesOf<P>>;
  /** Props settable only as JS properties (objects, functions: e.g. a fake `fetch` in tests and stories). */
  properties?: readonly NoInfer<keyof P & string>[];
  /** Callback prop → event: a string is the event type and the first argument becomes `detail`. */
  events?: NoInfer<EventsOf<P>>;
  /** CSS texts adopted into the shadow root (e.g. ui's `boxUiCss` and the widget's own). */
  styles?: readonly string[];
}

/** A definition as tooling reads it back (`definitionOf`: the manifest, REFERENCE.md, Storybook): names as text. */
export interface ElementDefinition {
  attributes?: Readonly<Record<string, AttributeSpec<unknown> | undefined>>;
  properties?: readonly string[];
  events?: Readonly<Record<string, string | EventSpec | undefined>>;
  styles?: readonly string[];
}

/** Where an element's definition is kept for tooling (the manifest, REFERENCE.md, Storybook): `definitionOf`. */
const definitions = new WeakMap<object, ElementDefinition>();

/** The definition an element class was made from (attributes, properties, events, styles), for tooling. */
export const definitionOf = (elementClass: object): ElementDefinition | undefined =>
  definitions.get(elementClass);

export interface WidgetElement extends HTMLElement {
  [prop: string]: unknown;
}

export interface WidgetElementClass {
  new (): WidgetElement;
  readonly observedAttributes: string[];
}

// Defining the class must not crash where there is no DOM (server rendering, a node test importing a package).
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

const state = Symbol('box-widget-state');
const rerender = Symbol('box-widget-render');
const setProp = Symbol('box-widget-set-prop');
const restartSession = Symbol('box-widget-restart-session');

interface InstanceState {
  props: Record<string, unknown>;
  root: Root | null;
  mount: HTMLDivElement;
  /** Bumped on each disconnect: a deferred unmount only runs if no reconnect happened since. */
  generation: number;
  /** The API answered 401 and the page did not cancel `box:session-expired`: this notice replaces the screen. */
  notice: SessionNoticeKind | null;
  /** `box:session-expired` went out: it does not again until the page sets a new token or the user retries. */
  sessionNotified: boolean;
  /** Bumped by the notice's retry: the screen mounts afresh (new store, new requests). */
  attempt: number;
}

/**
 * Turns a React screen into a custom element class (DESIGN.md §4): open shadow root with the widget's styles,
 * attributes parsed with their schemas (an invalid value is ignored with a warning; a removed attribute gives
 * the prop back its default), JS properties for the same props, callbacks dispatched as bubbling, composed
 * CustomEvents, and an unmount deferred to a microtask so moving the element does not remount the screen.
 */
export function createWidgetElement<P extends object>({
  component,
  ...definition
}: WidgetDefinition<P>): WidgetElementClass {
  return elementOf(component, definition);
}

/**
 * The element class itself, from the component and its definition with the names as plain text (the DOM hands
 * attributes over by name): `createWidgetElement` and `createBoxElement` checked the names against P.
 */
export function elementOf<P extends object>(
  component: ComponentType<P>,
  definition: ElementDefinition,
): WidgetElementClass {
  const attributes = definition.attributes ?? {};
  const propOf = new Map(Object.keys(attributes).map((name) => [name, kebabToCamel(name)]));
  const defaults: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(attributes)) defaults[kebabToCamel(name)] = spec?.defaultValue;
  const propNames = [...propOf.values(), ...(definition.properties ?? [])];
  // The element's box and inheritance reset first; the session notice's primitives (most widgets list them
  // already: a Set keeps each sheet once); the pixel text sizes last, after the tokens' rem ones.
  const styles = [
    ...new Set([
      elementHostCss,
      ...(definition.styles ?? []),
      baseCss,
      emptyStateCss,
      errorStateCss,
      buttonCss,
      spinnerCss,
      sessionNoticeCss,
      elementTokensCss,
    ]),
  ];

  class BoxWidgetElement extends Base implements WidgetElement {
    // The props are the element's own properties (defined on the prototype below), by name.
    [prop: string]: unknown;
    static readonly observedAttributes = [...propOf.keys()];
    declare [state]: InstanceState;
    readonly #callbacks: Record<string, (...args: never[]) => void> = {};

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      adoptStyles(shadow, styles);
      const mount = this.ownerDocument.createElement('div');
      mount.className = 'box-root box-element';
      mount.setAttribute('part', 'root');
      shadow.append(mount);
      const s: InstanceState = {
        props: { ...defaults },
        root: null,
        mount,
        generation: 0,
        notice: null,
        sessionNotified: false,
        attempt: 0,
      };
      this[state] = s;
      for (const [prop, event] of Object.entries(definition.events ?? {})) {
        if (!event) continue;
        const spec = typeof event === 'string' ? { type: event } : event;
        const session = spec.type === SESSION_EXPIRED_EVENT;
        this.#callbacks[prop] = (...args: never[]) => {
          // Every call that fails with the session answers 401 (a screen makes several at once): the page
          // hears it once, until it sets a new token or the user retries.
          if (session && s.sessionNotified) return;
          if (session) s.sessionNotified = true;
          const detail = spec.detail ? spec.detail(...args) : args[0];
          const event = new CustomEvent(spec.type, {
            detail,
            bubbles: true,
            composed: true,
            cancelable: session,
          });
          // A page that handles the session itself (sends the user to sign in) cancels the event; otherwise the
          // element says what is missing instead of leaving a blank or half-loaded screen.
          if (this.dispatchEvent(event) && session) {
            const code = args[0] as string | null | undefined;
            s.notice = sessionNoticeKind(code, Boolean(s.props[AUTH_TOKEN_PROP]));
            this[rerender]();
          }
        };
      }
      // A property set before the element was upgraded sits on the instance and hides our accessor.
      for (const prop of propNames) {
        if (Object.hasOwn(this, prop)) {
          const value = this[prop];
          delete this[prop];
          this[prop] = value;
        }
      }
    }

    connectedCallback() {
      const s = this[state];
      s.generation += 1;
      s.root ??= createRoot(s.mount);
      this[rerender]();
    }

    disconnectedCallback() {
      const s = this[state];
      const generation = ++s.generation;
      queueMicrotask(() => {
        if (s.generation !== generation || this.isConnected) return;
        s.root?.unmount();
        s.root = null;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, text: string | null) {
      const prop = propOf.get(name);
      const spec = attributes[name];
      if (!prop || !spec) return;
      if (text === null) {
        this[setProp](prop, defaults[prop]);
        return;
      }
      const parsed = parseAttribute(spec, text);
      if (!parsed.ok) {
        console.warn(
          `<${this.localName}>: valor inválido para o atributo ${name}="${text}" (${parsed.reason}); ignorado.`,
        );
        return;
      }
      this[setProp](prop, parsed.value);
    }

    /** A prop from its attribute or its property. A new token starts the session afresh (event and screen). */
    [setProp](prop: string, value: unknown) {
      const s = this[state];
      if (prop === AUTH_TOKEN_PROP && value !== s.props[prop]) this[restartSession]();
      s.props[prop] = value;
      this[rerender]();
    }

    /** The session event may go out again; a notice on screen gives way to the screen, mounted afresh. */
    [restartSession]() {
      const s = this[state];
      s.sessionNotified = false;
      if (s.notice) {
        s.notice = null;
        s.attempt += 1;
      }
    }

    [rerender]() {
      const s = this[state];
      if (!s.root) return;
      const screen = s.notice
        ? createElement(SessionNotice, {
            kind: s.notice,
            apiBase: typeof s.props.apiBase === 'string' ? s.props.apiBase : undefined,
            onRetry: () => {
              this[restartSession]();
              this[rerender]();
            },
          })
        : // The props are gathered by name at run time (attributes, properties, callbacks); WidgetDefinition<P>
          // checked each name against P, which TypeScript cannot carry through the string-keyed record.
          createElement(component, { ...s.props, ...this.#callbacks, key: s.attempt } as P);
      s.root.render(createElement(ShadowRootScope, null, screen));
    }
  }

  for (const prop of propNames) {
    Object.defineProperty(BoxWidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: BoxWidgetElement) {
        return this[state].props[prop];
      },
      set(this: BoxWidgetElement, value: unknown) {
        this[setProp](prop, value);
      },
    });
  }

  definitions.set(BoxWidgetElement, definition);
  return BoxWidgetElement;
}
