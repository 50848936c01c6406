// Side-effect free: importing this registers nothing (see ./define and ./{order,shipment,rating}/define).
// The order page; the shipment page and the rating dialog are entries of their own (`@box/tracking/shipment`,
// `@box/tracking/rating`), so that an app loads the widget it shows (issue 19: each entry ≤ 30 KB gzip). The
// types of all three tags stay here.

export type {
  BoxOrderTrackingAttributes,
  BoxOrderTrackingElement,
  BoxOrderTrackingEventMap,
  BoxRatingModalAttributes,
  BoxRatingModalElement,
  BoxRatingModalEventMap,
  BoxShipmentTrackingAttributes,
  BoxShipmentTrackingElement,
  BoxShipmentTrackingEventMap,
} from './elements.generated';
export { ORDER_TRACKING_TAG, OrderTrackingElement } from './order/element';
export { OrderTracking, type OrderTrackingProps } from './order/OrderTracking';
