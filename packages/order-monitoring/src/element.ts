import { OrdersStatusSince } from '@box/core/schemas';
import { attr, createBoxElement, type ElementDocs, SHARED_DOCS, SHARED_EVENTS } from '@box/ui';
import { DEFAULT_SINCE, OrderMonitoring } from './OrderMonitoring';
import { ORDER_MONITORING_STYLES } from './styles';

export const ORDER_MONITORING_TAG = 'box-order-monitoring';

/**
 * `<box-order-monitoring api-base="/jade/api" since="72 hours ago">`: emits `box:navigate` ({ path }) and
 * `box:session-expired`. A `fetch` property replaces the transport (tests, stories).
 */
export const OrderMonitoringElement = createBoxElement({
  component: OrderMonitoring,
  attributes: {
    since: attr.string(DEFAULT_SINCE, OrdersStatusSince),
  },
  events: {
    onNavigate: SHARED_EVENTS.navigate,
  },
  styles: ORDER_MONITORING_STYLES,
});

/** The element's public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const orderMonitoringDocs = {
  tag: ORDER_MONITORING_TAG,
  element: OrderMonitoringElement,
  className: 'OrderMonitoringElement',
  reactName: 'OrderMonitoring',
  summary:
    "The service orders of the last hours ('Monitoramento'): tabs by status with counts, search, filters and a virtualised table.",
  description:
    'Search and filters apply to every tab and the tab counts show what matches. A plain click on an order (its OS link or its row) asks the page to open its tracking page (`box:navigate`); modified clicks are left to the browser.',
  session: 'signed-in',
  attributes: {
    'api-base': SHARED_DOCS.apiBase,
    since: {
      description: "How far back to list orders, as the API's `since` parameter: `'{n} hours ago'`.",
      type: "string ('{n} hours ago')",
    },
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
  },
  events: {
    'box:navigate': {
      detail: '{ path: string }',
      description: "An order was opened: `path` is its tracking page, '/pedidos/acompanhe/{id}'.",
    },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  parts: ['root', 'header', 'button', 'button-primary', 'table', 'dialog'],
  entries: { define: './define', defineFile: 'define.js', standalone: 'element.js' },
  example: '<box-order-monitoring api-base="{{BOX}}/jade/api" since="72 hours ago"></box-order-monitoring>',
  exampleScript: `document.addEventListener('box:navigate', (event) => {
  location.assign('{{BOX}}' + event.detail.path); // or your router
});`,
} satisfies ElementDocs;
