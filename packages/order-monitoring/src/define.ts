// Side-effect entry: registers <box-order-monitoring> unless the page already has it.
import { defineElement } from '@box/ui';
import { ORDER_MONITORING_TAG, OrderMonitoringElement } from './element';

defineElement(ORDER_MONITORING_TAG, OrderMonitoringElement);
