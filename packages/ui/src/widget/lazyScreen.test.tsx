import { act } from 'react';
import { vi } from 'vitest';
import { attr } from './attributes';
import { createWidgetElement, type WidgetElement } from './createWidgetElement';
import { defineElement } from './defineElement';
import { lazyScreen } from './lazyScreen';

interface CardProps {
  title?: string;
  note?: { text: string };
  onPick?: (id: number) => void;
}

function Card({ title = 'padrão', note, onPick }: CardProps) {
  return (
    <div className="card">
      <h2>{title}</h2>
      <p>{note?.text ?? 'sem nota'}</p>
      <button type="button" onClick={() => onPick?.(7)}>
        escolher
      </button>
    </div>
  );
}

/** A screen whose chunk arrives when the test says so. */
function deferredScreen() {
  let arrive: (component: typeof Card) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Card>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { load, arrive: (c: typeof Card) => arrive(c), fail: (e: Error) => fail(e) };
}

function defineCard(tag: string, load: () => Promise<typeof Card>) {
  defineElement(
    tag,
    createWidgetElement({
      component: lazyScreen(load),
      attributes: { title: attr.string() },
      properties: ['note'],
      events: { onPick: { type: 'box:pick', detail: (id: number) => ({ id }) } },
    }),
  );
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;

describe('lazyScreen', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('loads the screen when an element is first connected, with what the page set while it loaded', async () => {
    const chunk = deferredScreen();
    defineCard('box-lazy-card', chunk.load);
    const el = document.createElement('box-lazy-card') as WidgetElement;
    el.innerHTML = '<p>Carregando o cartão</p>';
    expect(chunk.load).not.toHaveBeenCalled();

    await act(async () => {
      document.body.append(el);
    });
    expect(chunk.load).toHaveBeenCalledTimes(1);
    // Until the chunk arrives the page's own content shows through.
    expect(shadow(el).querySelector('slot')).not.toBeNull();
    expect(shadow(el).querySelector('.card')).toBeNull();

    await act(async () => {
      el.setAttribute('title', 'Entrega 51234');
      el.note = { text: 'na portaria' };
    });
    const picked: unknown[] = [];
    el.addEventListener('box:pick', (event) => picked.push((event as CustomEvent).detail));

    await act(async () => {
      chunk.arrive(Card);
    });
    expect(shadow(el).querySelector('slot')).toBeNull();
    expect(shadow(el).querySelector('h2')?.textContent).toBe('Entrega 51234');
    expect(shadow(el).querySelector('p')?.textContent).toBe('na portaria');
    await act(async () => {
      shadow(el).querySelector('button')?.click();
    });
    expect(picked).toEqual([{ id: 7 }]);

    // A second element of the tag uses the loaded screen.
    const second = document.createElement('box-lazy-card');
    await act(async () => {
      document.body.append(second);
    });
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(shadow(second).querySelector('h2')?.textContent).toBe('padrão');
  });

  it("keeps the page's content visible when the chunk cannot be loaded", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = deferredScreen();
    defineCard('box-lazy-card-offline', chunk.load);
    const el = document.createElement('box-lazy-card-offline');
    await act(async () => {
      document.body.append(el);
    });
    const failure = new Error('Failed to fetch dynamically imported module');
    await act(async () => {
      chunk.fail(failure);
    });
    expect(shadow(el).querySelector('slot')).not.toBeNull();
    expect(shadow(el).querySelector('.card')).toBeNull();
    expect(error).toHaveBeenCalledWith(failure);
    error.mockRestore();
  });
});
