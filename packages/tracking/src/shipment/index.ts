// The `@box/tracking/shipment` entry, side-effect free: the shipment page ('Rastreamento da Remessa') alone, so
// an app that shows shipments does not load the order page (the package's index). Its tag's types are the
// index's (`import type {} from '@box/tracking'`). See ./define for the tag.
export { SHIPMENT_TRACKING_TAG, ShipmentTrackingElement } from './element';
export { ShipmentTracking, type ShipmentTrackingProps } from './ShipmentTracking';
