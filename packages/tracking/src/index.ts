// Side-effect free: importing this registers nothing (see ./define and ./{order,shipment,rating}/define).

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
export { RATING_MODAL_TAG, RatingModalElement } from './rating/element';
export { RatingModal, type RatingModalProps } from './rating/RatingModal';
export { SHIPMENT_TRACKING_TAG, ShipmentTrackingElement } from './shipment/element';
export { ShipmentTracking, type ShipmentTrackingProps } from './shipment/ShipmentTracking';
