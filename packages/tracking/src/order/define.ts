// Side-effect entry: registers <box-order-tracking> unless the page already has it.
import { defineElement } from '@box/ui';
import { ORDER_TRACKING_TAG, OrderTrackingElement } from './element';

defineElement(ORDER_TRACKING_TAG, OrderTrackingElement);
