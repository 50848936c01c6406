import { TRACKING_POLL_MS } from '@box/core/catalogues';
import { attr, createBoxElement, type WidgetElementClass } from '@box/ui';
import type { ComponentType } from 'react';
import type { ShipmentTrackingProps } from './ShipmentTracking';
import { SHIPMENT_TRACKING_STYLES } from './styles';

export const SHIPMENT_TRACKING_TAG = 'box-shipment-tracking';

/**
 * The <box-shipment-tracking> class around a screen: ./element's has the screen itself, ../define's loads it in a
 * chunk of its own when the tag first renders. One definition for both, so that they cannot drift apart.
 */
export function shipmentTrackingElementOf(
  component: ComponentType<ShipmentTrackingProps>,
): WidgetElementClass {
  return createBoxElement({
    component,
    attributes: {
      hash: attr.string(),
      'access-key': attr.string(),
      'client-code': attr.string(),
      'map-style': attr.string(),
      'map-worker-url': attr.string(),
      'poll-interval': attr.number(TRACKING_POLL_MS),
      'signed-in': attr.boolean(false),
      whatsapp: attr.string(),
      'no-rating-prompt': attr.boolean(false),
    },
    events: {
      onClose: { type: 'box:close', detail: () => null },
      onRated: { type: 'box:rated', detail: (body: unknown) => ({ body }) },
    },
    styles: SHIPMENT_TRACKING_STYLES,
  });
}
