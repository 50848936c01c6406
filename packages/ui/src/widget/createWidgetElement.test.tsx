import { act, useEffect } from 'react';
import * as v from 'valibot';
import { vi } from 'vitest';
import { attr } from './attributes';
import { createWidgetElement, definitionOf, type WidgetElement } from './createWidgetElement';
import { defineElement } from './defineElement';
import { SESSION_NOTICE_TEXTS } from './SessionNotice';

const lifecycle = { mounts: 0, unmounts: 0 };

interface ProbeProps {
  labelText?: string;
  count?: number;
  active?: boolean;
  config?: { ids: number[] };
  extra?: { note: string };
  onNavigate?: (path: string) => void;
  onClose?: (reason: string) => void;
  onSessionExpired?: () => void;
}

function Probe({
  labelText = 'padrão',
  count,
  active = false,
  config,
  extra,
  onNavigate,
  onClose,
  onSessionExpired,
}: ProbeProps) {
  useEffect(() => {
    lifecycle.mounts += 1;
    return () => {
      lifecycle.unmounts += 1;
    };
  }, []);
  return (
    <div className="probe">
      <p data-id="label">{labelText}</p>
      <p data-id="count">{count === undefined ? 'sem contagem' : String(count)}</p>
      <p data-id="active">{active ? 'ativo' : 'inativo'}</p>
      <p data-id="config">{config ? config.ids.join(',') : 'sem config'}</p>
      <p data-id="extra">{extra?.note ?? 'sem extra'}</p>
      <button type="button" onClick={() => onNavigate?.('/pedidos/acompanhe/7')}>
        ir
      </button>
      <button type="button" onClick={() => onClose?.('x')}>
        fechar
      </button>
      <button type="button" onClick={() => onSessionExpired?.()}>
        401
      </button>
    </div>
  );
}

const probeCss = '.box-root .probe { color: rgb(1, 2, 3); }';

const ProbeElement = createWidgetElement({
  component: Probe,
  attributes: {
    'label-text': attr.string(),
    count: attr.number(),
    active: attr.boolean(),
    config: attr.json(v.object({ ids: v.array(v.number()) })),
  },
  properties: ['extra'],
  events: {
    onNavigate: { type: 'box:navigate', detail: (path: string) => ({ path }) },
    onClose: 'box:close',
    onSessionExpired: { type: 'box:session-expired', detail: () => null },
  },
  styles: [probeCss],
});
defineElement('box-probe', ProbeElement);

const text = (el: Element, id: string) => el.shadowRoot?.querySelector(`[data-id="${id}"]`)?.textContent;

async function mount(attributes: Record<string, string> = {}): Promise<WidgetElement> {
  const el = document.createElement('box-probe') as WidgetElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

describe('createWidgetElement', () => {
  beforeEach(() => {
    lifecycle.mounts = 0;
    lifecycle.unmounts = 0;
  });
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('renders the component in an open shadow root, inside .box-root', async () => {
    const el = await mount();
    expect(el.shadowRoot).not.toBeNull();
    expect(el.shadowRoot?.querySelector('.box-root > .probe')).not.toBeNull();
    expect(text(el, 'label')).toBe('padrão');
  });

  it('passes parsed attributes as camelCase props, and follows their changes', async () => {
    const el = await mount({ 'label-text': 'Olá', count: '3', active: '', config: '{"ids":[1,2]}' });
    expect(text(el, 'label')).toBe('Olá');
    expect(text(el, 'count')).toBe('3');
    expect(text(el, 'active')).toBe('ativo');
    expect(text(el, 'config')).toBe('1,2');
    await act(async () => {
      el.setAttribute('count', '10');
      el.setAttribute('active', 'false');
    });
    expect(text(el, 'count')).toBe('10');
    expect(text(el, 'active')).toBe('inativo');
  });

  it('gives a prop back its default when its attribute is removed', async () => {
    const el = await mount({ 'label-text': 'Olá', count: '3', active: '' });
    await act(async () => {
      el.removeAttribute('label-text');
      el.removeAttribute('count');
      el.removeAttribute('active');
    });
    expect(text(el, 'label')).toBe('padrão');
    expect(text(el, 'count')).toBe('sem contagem');
    expect(text(el, 'active')).toBe('inativo');
  });

  it('ignores an invalid value with a warning and keeps the last good one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await mount({ count: '5' });
    await act(async () => {
      el.setAttribute('count', 'cinco');
      el.setAttribute('config', '{not json');
    });
    expect(text(el, 'count')).toBe('5');
    expect(text(el, 'config')).toBe('sem config');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('count="cinco"');
  });

  it('takes the same props as JS properties, and JS-only properties too', async () => {
    const el = await mount({ count: '1' });
    await act(async () => {
      el.count = 99;
      el.extra = { note: 'objeto' };
    });
    expect(el.count).toBe(99);
    expect(text(el, 'count')).toBe('99');
    expect(text(el, 'extra')).toBe('objeto');
  });

  it('keeps a property set before the element was upgraded', async () => {
    const early = document.createElement('box-probe-late') as WidgetElement;
    early.extra = { note: 'antes do define' };
    document.body.append(early);
    await act(async () => {
      defineElement('box-probe-late', class extends (ProbeElement as unknown as typeof HTMLElement) {});
    });
    expect(text(early, 'extra')).toBe('antes do define');
  });

  it('dispatches callbacks as bubbling, composed events that cross the shadow boundary', async () => {
    const el = await mount();
    const navigations: CustomEvent[] = [];
    const closes: CustomEvent[] = [];
    document.addEventListener('box:navigate', (event) => navigations.push(event as CustomEvent));
    document.addEventListener('box:close', (event) => closes.push(event as CustomEvent));
    const buttons = el.shadowRoot?.querySelectorAll('button') ?? [];
    await act(async () => {
      (buttons[0] as HTMLButtonElement).click();
      (buttons[1] as HTMLButtonElement).click();
    });
    expect(navigations).toHaveLength(1);
    expect(navigations[0]?.detail).toEqual({ path: '/pedidos/acompanhe/7' });
    expect(navigations[0]?.bubbles).toBe(true);
    expect(navigations[0]?.composed).toBe(true);
    expect(navigations[0]?.target).toBe(el);
    expect(closes[0]?.detail).toBe('x');
  });

  it('does not remount when the element moves in the document, and unmounts once removed', async () => {
    const el = await mount({ 'label-text': 'movido' });
    const other = document.createElement('section');
    document.body.append(other);
    await act(async () => {
      other.append(el);
    });
    expect(lifecycle).toEqual({ mounts: 1, unmounts: 0 });
    expect(text(el, 'label')).toBe('movido');

    await act(async () => {
      el.remove();
    });
    expect(lifecycle).toEqual({ mounts: 1, unmounts: 1 });
  });

  it('adopts its stylesheets into the shadow root', async () => {
    const el = await mount();
    const rules = (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) =>
      Array.from(sheet.cssRules).map((rule) => rule.cssText),
    );
    expect(rules.join('\n')).toContain('.probe');
    expect(rules.join('\n')).toContain(':host');
  });

  it('exposes the root as a part and resets what the page would pass down by inheritance', async () => {
    const el = await mount();
    const root = el.shadowRoot?.querySelector('.box-root');
    expect(root?.getAttribute('part')).toBe('root');
    expect(root?.classList.contains('box-element')).toBe(true);
    const sheets = (el.shadowRoot?.adoptedStyleSheets ?? []).map((sheet) =>
      Array.from(sheet.cssRules)
        .map((rule) => rule.cssText)
        .join('\n'),
    );
    // The reset comes first (the widget's `.box-root` rules then win), the pixel text sizes last.
    expect(sheets[0]).toMatch(/\.box-element\s*\{[^}]*all: initial/);
    expect(sheets[1]).toContain('.probe');
    expect(sheets.at(-1)).toContain('--box-font-size-md: 15px');
  });

  it('replaces the screen by the session notice on an uncanceled box:session-expired, and retries afresh', async () => {
    const el = await mount();
    const seen: Event[] = [];
    el.addEventListener('box:session-expired', (event) => seen.push(event));
    await act(async () => {
      (Array.from(el.shadowRoot?.querySelectorAll('button') ?? []).at(-1) as HTMLButtonElement).click();
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.cancelable).toBe(true);
    expect((seen[0] as CustomEvent).detail).toBeNull();
    expect(el.shadowRoot?.querySelector('.probe')).toBeNull();
    const alert = el.shadowRoot?.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(SESSION_NOTICE_TEXTS.title);
    expect(alert?.textContent).toContain('Entre no portal Box para ver este conteúdo.');
    expect(lifecycle).toEqual({ mounts: 1, unmounts: 1 });

    await act(async () => {
      alert?.querySelector('button')?.click();
    });
    expect(el.shadowRoot?.querySelector('.probe')).not.toBeNull();
    expect(lifecycle).toEqual({ mounts: 2, unmounts: 1 });
  });

  it('keeps the screen when the page cancels box:session-expired (it handles the session itself)', async () => {
    const el = await mount({ 'label-text': 'mantido' });
    el.addEventListener('box:session-expired', (event) => event.preventDefault());
    await act(async () => {
      (Array.from(el.shadowRoot?.querySelectorAll('button') ?? []).at(-1) as HTMLButtonElement).click();
    });
    expect(text(el, 'label')).toBe('mantido');
    expect(el.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
  });

  it('makes other events not cancelable', async () => {
    const el = await mount();
    const closes: Event[] = [];
    el.addEventListener('box:close', (event) => closes.push(event));
    await act(async () => {
      el.shadowRoot?.querySelectorAll('button')[1]?.click();
    });
    expect(closes[0]?.cancelable).toBe(false);
  });

  it('keeps its definition for tooling (manifest, docs, stories)', () => {
    const definition = definitionOf(ProbeElement);
    expect(Object.keys(definition?.attributes ?? {})).toEqual(['label-text', 'count', 'active', 'config']);
    expect(Object.values(definition?.attributes ?? {}).map((spec) => spec?.kind)).toEqual([
      'string',
      'number',
      'boolean',
      'json',
    ]);
    expect(definition?.properties).toEqual(['extra']);
  });

  it('is safe to define twice', () => {
    expect(defineElement('box-probe', ProbeElement)).toBe(false);
    expect(customElements.get('box-probe')).toBe(ProbeElement);
  });

  it('declares its observed attributes', () => {
    expect(ProbeElement.observedAttributes).toEqual(['label-text', 'count', 'active', 'config']);
  });
});

describe('WidgetDefinition<P>', () => {
  // Checked by `pnpm typecheck`: each @ts-expect-error fails it once the line compiles.
  it("names only P's props: a misspelt or mistyped attribute, property or event does not compile", () => {
    const made = [
      // @ts-expect-error: 'label' is no prop of Probe ('label-text' is).
      createWidgetElement({ component: Probe, attributes: { label: attr.string() } }),
      // @ts-expect-error: 'count' is a number, not a string.
      createWidgetElement({ component: Probe, attributes: { count: attr.string() } }),
      // @ts-expect-error: Probe has no `size` prop to set as a property.
      createWidgetElement({ component: Probe, properties: ['size'] }),
      // @ts-expect-error: `labelText` is no callback: it cannot become an event.
      createWidgetElement({ component: Probe, events: { labelText: 'box:label' } }),
      createWidgetElement({
        component: Probe,
        // @ts-expect-error: onNavigate's argument is a string, not a number.
        events: { onNavigate: { type: 'box:navigate', detail: (n: number) => n } },
      }),
    ];
    expect(made.map((element) => element.observedAttributes)).toEqual([['label'], ['count'], [], [], []]);
  });
});
