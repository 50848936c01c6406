// The generated typings (elements.generated.ts, from scripts/elements/typings.ts) as an integrator uses them, through
// the package's index. Compiled by `pnpm typecheck` (tsconfig.test.json): the positive uses must compile and each
// `@ts-expect-error` line must fail to, or tsc reports the unused directive. Run by Vitest as well, to check that
// React 19 does with a custom element's JSX props what the types say (a listener for `onbox:…`, the property for
// a name without a dash, text for a dashed attribute).
import { TRACKING_POLL_MS } from '@box/core/catalogues';
import type { RatingBody } from '@box/core/schemas';
import { render } from '@testing-library/react';
import { act } from 'react';
import { vi } from 'vitest';
import type { BoxOrderTrackingElement, BoxRatingModalElement, BoxRatingModalEventMap } from './index';
import './order/define';
import './rating/define';

// A transport that never answers: the screens stay loading, nothing leaves the test.
const pending: typeof fetch = () => new Promise<Response>(() => {});

describe('typed elements', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('types querySelector and createElement by tag, with the properties of the element', async () => {
    const created = document.createElement('box-order-tracking');
    created.setAttribute('order-id', '51234');
    created.fetch = pending;
    await act(async () => {
      document.body.append(created);
    });
    const tracking = document.querySelector('box-order-tracking');
    expect(tracking).not.toBeNull();
    const el: BoxOrderTrackingElement = tracking!;
    const interval: number = el.pollInterval;
    const orderId: string | undefined = el.orderId;
    expect([orderId, interval]).toEqual(['51234', TRACKING_POLL_MS]);
    // Still an HTMLElement wherever one is asked for.
    const html: HTMLElement = el;
    expect(html.localName).toBe('box-order-tracking');
    await act(async () => {
      // @ts-expect-error poll-interval is a number property
      el.pollInterval = '5000';
      // @ts-expect-error no such property (the attribute is order-id)
      el.orderID = '1';
    });

    const modal: BoxRatingModalElement = document.createElement('box-rating-modal');
    const open: boolean = modal.open;
    expect(open).toBe(false);
  });

  it('types addEventListener by the element’s event map', () => {
    const modal = document.createElement('box-rating-modal');
    const rated = vi.fn<(rating: number | undefined) => void>();
    modal.addEventListener('box:rated', (event) => rated(event.detail.body?.rating));
    // @ts-expect-error the detail is { body }, the rating is in the body
    modal.addEventListener('box:rated', (event) => event.detail.rating);
    // @ts-expect-error box:close carries no detail
    modal.addEventListener('box:close', (event) => event.detail.path);
    // The page's own events keep their types; any other type is a plain Event.
    modal.addEventListener('click', (event) => event.clientX);
    modal.addEventListener('box:unknown', (event) => event.type);

    const body = { driverId: 7, rating: 5, comment: null, extraQuestions: [] } satisfies RatingBody;
    const detail: BoxRatingModalEventMap['box:rated']['detail'] = { body };
    modal.dispatchEvent(new CustomEvent('box:rated', { detail }));
    expect(rated).toHaveBeenCalledWith(5);
  });

  it('takes the attributes, properties and listeners in React 19 JSX, as React sets them', async () => {
    const closed = vi.fn<(event: CustomEvent<null>) => void>();
    const questions = [
      { id: 'q1', type: 'nps', questionText: 'Recomendaria?', required: false, answer: null },
    ] as const satisfies BoxRatingModalElement['questions'];
    const { container, unmount } = render(
      <>
        <box-order-tracking order-id="51234" poll-interval={5000} fetch={pending} className="tracking" />
        <box-rating-modal hash="HASH" questions={[...questions]} fetch={pending} onbox:close={closed} />
      </>,
    );
    const tracking = container.querySelector('box-order-tracking')!;
    const modal = container.querySelector('box-rating-modal')!;
    // A dashed attribute is text (React stringifies the number, the element parses it back)…
    expect(tracking.getAttribute('poll-interval')).toBe('5000');
    expect(tracking.pollInterval).toBe(5000);
    expect(tracking.className).toBe('tracking');
    // …a name without a dash is the property itself (an array, not its text), and on<type> is a listener.
    expect(modal.questions).toEqual(questions);
    expect(modal.hasAttribute('questions')).toBe(false);
    await act(async () => {
      modal.dispatchEvent(new CustomEvent('box:close', { detail: null }));
    });
    expect(closed).toHaveBeenCalledTimes(1);
    await act(async () => unmount());
  });

  it('refuses what the elements do not take in JSX', () => {
    const misuses = [
      // @ts-expect-error an unknown attribute without a dash (camelCase instead of order-id)
      <box-order-tracking key="a" orderId="1" />,
      // @ts-expect-error a boolean property takes a boolean, not its text (React would set open = 'false')
      <box-rating-modal key="b" open="false" />,
      // @ts-expect-error a JSON attribute without a dash is the property: the parsed value, not JSON text
      <box-rating-modal key="c" questions="[]" />,
      // @ts-expect-error the listener's event is typed: box:navigate's detail is { path }
      <box-order-tracking key="d" onbox:navigate={(event) => event.detail.id} />,
      // @ts-expect-error the element is typed as the ref's target
      <box-order-tracking key="e" ref={(el: HTMLInputElement | null) => el?.value} />,
    ];
    expect(misuses).toHaveLength(5);
  });
});
