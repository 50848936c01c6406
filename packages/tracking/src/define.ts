// Side-effect entry: registers the three tracking tags unless the page already has them. Each tag's screen is a
// chunk of its own, fetched when an element of that tag first renders, so a page that shows one tag does not load
// the other two (issue 19). The classes are defined at once: attributes, properties and listeners set before the
// chunk arrives reach the screen, and the tag's content stays visible meanwhile (ui's lazyScreen).
import { defineElement, lazyScreen } from '@box/ui';
import { ORDER_TRACKING_TAG, orderTrackingElementOf } from './order/tagSpec';
import { RATING_MODAL_TAG, ratingModalElementOf } from './rating/tagSpec';
import { SHIPMENT_TRACKING_TAG, shipmentTrackingElementOf } from './shipment/tagSpec';

defineElement(
  ORDER_TRACKING_TAG,
  orderTrackingElementOf(lazyScreen(() => import('./order/OrderTracking').then((m) => m.OrderTracking))),
);
defineElement(
  SHIPMENT_TRACKING_TAG,
  shipmentTrackingElementOf(
    lazyScreen(() => import('./shipment/ShipmentTracking').then((m) => m.ShipmentTracking)),
  ),
);
defineElement(
  RATING_MODAL_TAG,
  ratingModalElementOf(
    lazyScreen(() => import('./rating/RatingModalElementView').then((m) => m.RatingModalElementView)),
  ),
);
