import { TRACKING_POLL_MS } from '@box/core/catalogues';
import { attr, createBoxElement, SHARED_EVENTS, type WidgetElementClass } from '@box/ui';
import type { ComponentType } from 'react';
import type { OrderTrackingProps } from './OrderTracking';
import { ORDER_TRACKING_STYLES } from './styles';

export const ORDER_TRACKING_TAG = 'box-order-tracking';

/**
 * The <box-order-tracking> class around a screen: ./element's has the screen itself, ../define's loads it in a
 * chunk of its own when the tag first renders. One definition for both, so that they cannot drift apart.
 */
export function orderTrackingElementOf(component: ComponentType<OrderTrackingProps>): WidgetElementClass {
  return createBoxElement({
    component,
    attributes: {
      'order-id': attr.string(),
      token: attr.string(),
      'map-style': attr.string(),
      'map-worker-url': attr.string(),
      'poll-interval': attr.number(TRACKING_POLL_MS),
      'share-origin': attr.string(),
      whatsapp: attr.string(),
    },
    events: {
      onNavigate: SHARED_EVENTS.navigate,
    },
    styles: ORDER_TRACKING_STYLES,
  });
}
