// Side-effect entry: registers <box-shipment-tracking> unless the page already has it.
import { defineElement } from '@box/ui';
import { SHIPMENT_TRACKING_TAG, ShipmentTrackingElement } from './element';

defineElement(SHIPMENT_TRACKING_TAG, ShipmentTrackingElement);
