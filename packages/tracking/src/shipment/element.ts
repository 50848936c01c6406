import { type ElementDocs, SHARED_DOCS } from '@box/ui';
import { ShipmentTracking } from './ShipmentTracking';
import { SHIPMENT_TRACKING_TAG, shipmentTrackingElementOf } from './tagSpec';

export { SHIPMENT_TRACKING_TAG };

/**
 * `<box-shipment-tracking hash="…">` or `<box-shipment-tracking access-key="…" client-code="…">`, with
 * `api-base`, `map-style`, `map-worker-url`, `poll-interval`, `signed-in`, `whatsapp` and `no-rating-prompt`: emits `box:close`,
 * `box:rated` ({ body }) and `box:session-expired`. A `fetch` property replaces the transport (tests, stories).
 */
export const ShipmentTrackingElement = shipmentTrackingElementOf(ShipmentTracking);

/** The element's public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const shipmentTrackingDocs = {
  tag: SHIPMENT_TRACKING_TAG,
  element: ShipmentTrackingElement,
  className: 'ShipmentTrackingElement',
  reactName: 'ShipmentTracking',
  summary:
    "A recipient's delivery tracking ('Rastreamento da Remessa'): status timeline, the delivery point and driver on a map, the proof, and the rating when the delivery is done.",
  description:
    "By the shipment's public `hash` (the end of a `/rr/{hash}` link), or by fiscal document (`access-key` and `client-code`). Public: needs no cookie, which is how a partner shop shows it in its own order page. Neither given: 'Rastreamento indisponível', and nothing is called.\n\n**Content before the element runs (light-DOM fallback).** Until the element's script has loaded and the tag upgrades (on a slow phone, or where scripts are off or blocked), the browser shows what the page put inside the tag. Once upgraded, the element renders into its shadow root, which has no slot, so that content is no longer shown (it stays in the DOM, hidden). Put there what a recipient needs first: the status as your page knows it and a plain link to the portal's page, which the portal renders on its server and reads without JavaScript. The element's styles do not reach it; your page's do.\n\n```html\n<box-shipment-tracking hash=\"…\">\n  <p>Sua entrega está a caminho. <a href=\"https://portal.example/rr/{hash}\">Acompanhe a entrega</a></p>\n</box-shipment-tracking>\n```",
  session: 'public',
  attributes: {
    hash: "The shipment's tracking hash (GET /shipments/by-hash/{hash}/tracking); wins over the fiscal document.",
    'access-key': 'The NF-e/CT-e access key (44 characters; spaces and dots allowed), with `client-code`.',
    'client-code': "The shipper's client code or id, with `access-key`.",
    'api-base': SHARED_DOCS.apiBase,
    'map-style': SHARED_DOCS.mapStyle,
    'map-worker-url': SHARED_DOCS.mapWorkerUrl,
    'poll-interval': 'Milliseconds between refreshes (at least 1000); paused while the page is hidden.',
    'signed-in':
      "Set by the portal for a signed-in user: '< Voltar', Esc leaves (`box:close`), help text instead of WhatsApp.",
    whatsapp:
      "WhatsApp number (any formatting, e.g. '+55 11 91234-5678') of the anonymous visitor's contact button and of 'Preciso de ajuda'. Without one, neither is offered to anonymous visitors.",
    'no-rating-prompt':
      "The rating dialog does not open by itself when the delivery asks for a rating (by default it does, over the page); the visitor can still open it with 'Avaliação da entrega'.",
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
  },
  events: {
    'box:close': {
      detail: 'null',
      description: "Signed in: '< Voltar' or Esc on the page (the page goes back).",
    },
    'box:rated': {
      detail: '{ body: RatingBody | null }',
      description: 'The rating was stored (`body` is what was sent; null when it had been rated already).',
    },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  cssProperties: {
    '--box-shipment-height': {
      description:
        'Height of the whole widget (on phones, of its map view); its details panel scrolls inside it. Unset, the widget sizes to its content (at least 480 px on desktop).',
      default: 'its content',
    },
    '--box-map-route': { description: 'Colour of the route line.', default: 'var(--box-color-primary)' },
    '--box-map-marker-default': { description: 'Marker colour of pending stops.' },
    '--box-map-marker-success': { description: 'Marker colour of finished stops.' },
    '--box-map-marker-failure': { description: 'Marker colour of failed stops.' },
    '--box-map-marker-active': { description: "Marker colour of the driver's next stop." },
  },
  parts: ['root', 'header', 'button', 'button-primary', 'map', 'dialog'],
  entries: {
    module: './shipment',
    define: './shipment/define',
    defineFile: 'shipment-tracking-define.js',
    standalone: 'shipment-tracking-element.js',
  },
  example: '<box-shipment-tracking hash="TRACKING-HASH" api-base="{{BOX}}/jade/api"></box-shipment-tracking>',
  exampleScript: `document.querySelector('box-shipment-tracking').addEventListener('box:rated', () => {
  console.info('Obrigado pela avaliação!');
});`,
} satisfies ElementDocs;
