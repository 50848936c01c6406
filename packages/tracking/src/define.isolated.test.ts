import { definitionOf } from '@box/ui';
import { createFakeFetch } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import type { BoxRatingModalElement, BoxShipmentTrackingElement } from './elements.generated';
import { ORDER_TRACKING_TAG, OrderTrackingElement } from './order/element';
import { RATING_MODAL_TAG, RatingModalElement } from './rating/element';
import { SHIPMENT_TRACKING_TAG, ShipmentTrackingElement } from './shipment/element';
import { DEMO_HASH, deliveredShipment, ratingQuestions } from './shipment/fixtures/shipments';
import './define';

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;

/** What a page sees of an element class: attribute names and defaults, properties, event types, sheets. */
function surface(elementClass: object) {
  const { attributes = {}, properties, events = {}, styles } = definitionOf(elementClass) ?? {};
  return {
    attributes: Object.entries(attributes).map(([name, spec]) => [name, spec?.defaultValue]),
    properties,
    events: Object.values(events).map((event) => (typeof event === 'string' ? event : event?.type)),
    styles,
  };
}

// The entry that registers all three tags, each screen loaded when its tag first renders (issue 19).
describe('@box/tracking/define', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('registers the three tags with the attributes, properties, events and sheets of their elements', () => {
    for (const [tag, eager] of [
      [ORDER_TRACKING_TAG, OrderTrackingElement],
      [SHIPMENT_TRACKING_TAG, ShipmentTrackingElement],
      [RATING_MODAL_TAG, RatingModalElement],
    ] as const) {
      const registered = customElements.get(tag);
      expect(registered, tag).toBeDefined();
      expect(surface(registered as object), tag).toEqual(surface(eager));
    }
  });

  it('hands the screen what the page set before its chunk arrived', async () => {
    const api = createFakeFetch({});
    const el = document.createElement(RATING_MODAL_TAG) as BoxRatingModalElement;
    el.setAttribute('hash', DEMO_HASH);
    el.setAttribute('driver-id', '42');
    el.setAttribute('questions', JSON.stringify(ratingQuestions()));
    el.setAttribute('open', '');
    el.fetch = api.fetch;
    el.innerHTML = '<p>Avalie a entrega no portal</p>';
    const closed: Event[] = [];
    el.addEventListener('box:close', (event) => closed.push(event));
    await act(async () => {
      document.body.append(el);
    });

    await waitFor(() =>
      expect(shadow(el).querySelector('[role="dialog"] h2')?.textContent).toBe('Avalie sua experiência'),
    );
    expect(shadow(el).querySelector('slot')).toBeNull();
    // The questions came from the attribute: nothing was asked of the API.
    expect(api.calls).toEqual([]);
    const later = [...shadow(el).querySelectorAll('button')].find(
      (b) => b.textContent === 'Avaliar mais tarde',
    );
    await act(async () => {
      later?.click();
    });
    expect(closed).toHaveLength(1);
  });

  it('loads the shipment screen for <box-shipment-tracking>, which asks the API with its own transport', async () => {
    const api = createFakeFetch({ 'GET /shipments/by-hash/:hash/tracking': deliveredShipment() });
    const el = document.createElement(SHIPMENT_TRACKING_TAG) as BoxShipmentTrackingElement;
    el.setAttribute('hash', DEMO_HASH);
    el.setAttribute('no-rating-prompt', '');
    el.fetch = api.fetch;
    await act(async () => {
      document.body.append(el);
    });
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain(`/shipments/by-hash/${DEMO_HASH}/tracking`),
    );
  });
});
