// Invented demo data for tests and stories of hosts that mount these widgets; not part of the widgets' bundles.
export { makeOrderTracking, makePublicOrderTracking } from './order/fixtures/orderTracking';
export { DEMO_HASH, deliveredShipment, shipmentAtStep } from './shipment/fixtures/shipments';
