import { attr, createBoxElement, type ElementDocs, SHARED_DOCS, SHARED_EVENTS } from '@box/ui';
import { ProofOfDelivery } from './ProofOfDelivery';
import { PROOF_OF_DELIVERY_STYLES } from './styles';

export const PROOF_OF_DELIVERY_TAG = 'box-proof-of-delivery';

/**
 * `<box-proof-of-delivery pod-id="…">` (signed in) or `<box-proof-of-delivery token="…">` (public), with
 * `api-base`, `map-style`, `map-worker-url` and `alert-status`: emits `box:navigate` ({ path }) and
 * `box:session-expired`. A `fetch` property replaces the transport (tests, stories).
 */
export const ProofOfDeliveryElement = createBoxElement({
  component: ProofOfDelivery,
  attributes: {
    'pod-id': attr.string(),
    token: attr.string(),
    'map-style': attr.string(),
    'map-worker-url': attr.string(),
    'alert-status': attr.string(),
  },
  events: {
    onNavigate: SHARED_EVENTS.navigate,
  },
  styles: PROOF_OF_DELIVERY_STYLES,
});

/** The element's public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const proofOfDeliveryDocs = {
  tag: PROOF_OF_DELIVERY_TAG,
  element: ProofOfDeliveryElement,
  className: 'ProofOfDeliveryElement',
  reactName: 'ProofOfDelivery',
  summary:
    "A proof of delivery ('Comprovante de Entrega'): who received it, the signature, photos, the stop on a map and, signed in, the e-mail box.",
  description:
    "Signed in with `pod-id` (the e-mail box included), or public with `token` (the end of a `/comprovantes/publico/{token}` link, no cookie needed). With neither, or a proof not found, it says so and offers a way back (`box:navigate`). Signed in, a proof whose shipment has an NF-e or CT-e key also shows its 'Canhoto digital' block (loaded when needed): the SEFAZ event (110130, 110180 or 110190), its status ('Registrado na SEFAZ', or the rejection with its code), the protocol, the downloads of the signed XML and the procEvento, and the 'Registrar na SEFAZ' / 'Cancelar registro' buttons for an account that registers by hand. It follows the registration by itself while SEFAZ has not answered; the public view shows none of it.",
  session: 'either',
  attributes: {
    'pod-id': 'Signed in: the proof id (GET /pods/{id}).',
    token: "Public: the proof's public token (GET /pods/public/{token}).",
    'api-base': SHARED_DOCS.apiBase,
    'map-style': SHARED_DOCS.mapStyle,
    'map-worker-url': SHARED_DOCS.mapWorkerUrl,
    'alert-status': {
      description:
        "'success' shows the green 'request sent' alert above the proof (the portal sets it after a redirect).",
      type: "'success'",
    },
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
  },
  events: {
    'box:navigate': {
      detail: '{ path: string }',
      description: "The user asked to go back from a missing proof ('/comprovantes' signed in, '/' public).",
    },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  cssProperties: SHARED_DOCS.mapCssProperties,
  parts: ['root', 'header', 'button', 'button-primary', 'map', 'dialog'],
  entries: { define: './define', defineFile: 'define.js', standalone: 'element.js' },
  example: '<box-proof-of-delivery token="PUBLIC-TOKEN" api-base="{{BOX}}/jade/api"></box-proof-of-delivery>',
} satisfies ElementDocs;
