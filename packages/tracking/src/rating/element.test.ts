import { createFakeFetch } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { vi } from 'vitest';
import { DEMO_HASH, deliveredShipment, ratingQuestions } from '../shipment/fixtures/shipments';
import { RATING_MODAL_TAG, RatingModalElement } from './element';
import './define';
import type { BoxRatingModalElement } from '../elements.generated';

// The element as the package's generated types declare it (document.createElement by tag gives it).
type El = BoxRatingModalElement;

async function mount(attributes: Record<string, string>, fetchImpl: typeof fetch): Promise<El> {
  const el = document.createElement(RATING_MODAL_TAG) as El;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: El) => el.shadowRoot as ShadowRoot;
const dialogTitle = (el: El) => shadow(el).querySelector('[role="dialog"] h2')?.textContent ?? null;
const button = (el: El, label: string) =>
  [...shadow(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label);

describe('<box-rating-modal>', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('is registered by the define entry and shows nothing until `open`', async () => {
    expect(customElements.get(RATING_MODAL_TAG)).toBe(RatingModalElement);
    const api = createFakeFetch({});
    const el = await mount(
      { hash: DEMO_HASH, 'driver-id': '42', questions: JSON.stringify(ratingQuestions()) },
      api.fetch,
    );
    expect(dialogTitle(el)).toBeNull();
    await act(async () => {
      el.setAttribute('open', '');
    });
    expect(dialogTitle(el)).toBe('Avalie sua experiência');
    expect(api.calls).toEqual([]);
    const css = shadow(el)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('.box-rating-scale__label');
    expect(css).toContain('.box-modal');
  });

  it('ignores questions that are not valid JSON questions, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = createFakeFetch({ 'GET /shipments/by-hash/:hash/tracking': deliveredShipment() });
    const el = await mount({ hash: DEMO_HASH, open: '', questions: '[{"id":1}]' }, api.fetch);
    expect(warn).toHaveBeenCalledTimes(1);
    // No questions given: they come from the tracking answer.
    await waitFor(() => expect(shadow(el).querySelectorAll('input[type="radio"]').length).toBe(16));
    expect(api.calls.map((c) => c.path)).toEqual([`/shipments/by-hash/${DEMO_HASH}/tracking`]);
  });

  it('accepts the questions as a property', async () => {
    const api = createFakeFetch({});
    const el = document.createElement(RATING_MODAL_TAG) as El;
    el.questions = ratingQuestions().slice(0, 1);
    el.setAttribute('hash', DEMO_HASH);
    el.setAttribute('driver-id', '42');
    el.setAttribute('open', '');
    el.fetch = api.fetch;
    await act(async () => {
      document.body.append(el);
    });
    expect(shadow(el).querySelectorAll('input[type="radio"]').length).toBe(5);
    expect(shadow(el).querySelector('textarea')).toBeNull();
  });

  it('hides itself and dispatches box:close on Avaliar mais tarde; reopens when `open` is set again', async () => {
    const api = createFakeFetch({});
    const closed = vi.fn();
    document.addEventListener('box:close', closed);
    const el = await mount(
      { hash: DEMO_HASH, 'driver-id': '42', open: '', questions: JSON.stringify(ratingQuestions()) },
      api.fetch,
    );
    await act(async () => {
      button(el, 'Avaliar mais tarde')?.click();
    });
    expect(closed).toHaveBeenCalledTimes(1);
    expect((closed.mock.calls[0] as [Event])[0].composed).toBe(true);
    expect(dialogTitle(el)).toBeNull();
    await act(async () => {
      el.removeAttribute('open');
    });
    await act(async () => {
      el.setAttribute('open', '');
    });
    expect(dialogTitle(el)).toBe('Avalie sua experiência');
    document.removeEventListener('box:close', closed);
  });

  it('dispatches box:rated with the body sent', async () => {
    const api = createFakeFetch({ 'POST /shipments/by-hash/:hash/rating': { ok: true } });
    const rated: unknown[] = [];
    const onRated = (event: Event) => rated.push((event as CustomEvent).detail);
    document.addEventListener('box:rated', onRated);
    const el = await mount(
      { hash: DEMO_HASH, 'driver-id': '42', open: '', questions: JSON.stringify(ratingQuestions()) },
      api.fetch,
    );
    const three = shadow(el).querySelector<HTMLInputElement>('.box-rating-scale--stars input[value="3"]');
    await act(async () => {
      three?.click();
    });
    await act(async () => {
      button(el, 'Enviar')?.click();
    });
    await waitFor(() => expect(dialogTitle(el)).toBe('Avaliação enviada'));
    expect(rated).toEqual([{ body: { driverId: 42, rating: 3, comment: null, extraQuestions: [] } }]);
    document.removeEventListener('box:rated', onRated);
  });
});
