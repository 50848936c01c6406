import { type ElementDocs, SHARED_DOCS } from '@box/ui';
import { OrderTracking } from './OrderTracking';
import { ORDER_TRACKING_TAG, orderTrackingElementOf } from './tagSpec';

export { ORDER_TRACKING_TAG };

/**
 * `<box-order-tracking order-id="51234">` (signed in) or `<box-order-tracking token="…">` (public), with
 * `api-base`, `map-style`, `map-worker-url`, `poll-interval`, `share-origin`, `whatsapp`. Emits `box:navigate`
 * ({ path }) and `box:session-expired`. A `fetch` property replaces the transport (tests, stories).
 */
export const OrderTrackingElement = orderTrackingElementOf(OrderTracking);

/** The element's public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const orderTrackingDocs = {
  tag: ORDER_TRACKING_TAG,
  element: OrderTrackingElement,
  className: 'OrderTrackingElement',
  reactName: 'OrderTracking',
  summary:
    "An order's tracking page ('Rastreamento da Ordem de Serviço'): summary and timeline, its stops on a map, the stops' status and the route's information, refreshed automatically.",
  description:
    "Signed in with `order-id` (personal driver data, the share button, recipients, proofs in the portal), or public with `token` (the end of a `/r/{token}` link: no cookie needed). Exactly one of the two; otherwise it shows 'OS indisponível para consulta' without calling the API.\n\n**Content before the element runs (light-DOM fallback).** Until the element's script has loaded and the tag upgrades (on a slow phone, or where scripts are off or blocked), the browser shows what the page put inside the tag. Once upgraded, the element renders into its shadow root, which has no slot, so that content is no longer shown (it stays in the DOM, hidden). Put there what a recipient needs first: the status as your page knows it and a plain link to the portal's page, which the portal renders on its server and reads without JavaScript. The element's styles do not reach it; your page's do.\n\n```html\n<box-order-tracking token=\"…\">\n  <p>Pedido em rota de entrega. <a href=\"https://portal.example/r/{token}\">Acompanhe a entrega</a></p>\n</box-order-tracking>\n```",
  session: 'either',
  attributes: {
    'order-id': 'Signed in: the OS number (GET /orders/{id}/tracking).',
    token: "Public: the order's public token (GET /orders/public/{token}/tracking).",
    'api-base': SHARED_DOCS.apiBase,
    'map-style': SHARED_DOCS.mapStyle,
    'map-worker-url': SHARED_DOCS.mapWorkerUrl,
    'poll-interval': 'Milliseconds between refreshes (at least 1000); paused while the page is hidden.',
    'share-origin': {
      description: "Origin of the share link `{origin}/r/{token}` that 'Compartilhar' copies.",
      default: "the API's origin",
    },
    whatsapp:
      "WhatsApp number (any formatting, e.g. '+55 11 91234-5678') of the anonymous visitor's contact button and of 'Preciso de ajuda'. Without one, neither is offered to anonymous visitors.",
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
  },
  events: {
    'box:navigate': {
      detail: '{ path: string }',
      description:
        "Signed in: a proof was opened with a plain click ('/comprovantes/{id}'); the link's href is that page on the portal's origin, for a new tab.",
    },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  cssProperties: {
    '--box-order-tracking-map-height': {
      description: 'Height of the map stage on desktop (at least 480 px).',
      default: 'min(80vh, 720px)',
    },
    '--box-map-route': { description: 'Colour of the route line.', default: 'var(--box-color-primary)' },
    '--box-map-marker-default': { description: 'Marker colour of pending stops.' },
    '--box-map-marker-success': { description: 'Marker colour of finished stops.' },
    '--box-map-marker-failure': { description: 'Marker colour of failed stops.' },
    '--box-map-marker-active': { description: "Marker colour of the driver's next stop." },
  },
  parts: ['root', 'header', 'button', 'button-primary', 'table', 'map', 'dialog'],
  entries: {
    define: './order/define',
    defineFile: 'order-tracking-define.js',
    standalone: 'order-tracking-element.js',
  },
  example: '<box-order-tracking token="PUBLIC-TOKEN" api-base="{{BOX}}/jade/api"></box-order-tracking>',
} satisfies ElementDocs;
