import { attr, createBoxElement, type ElementDocs, SHARED_DOCS } from '@box/ui';
import { BillingStatement } from './BillingStatement';
import { BILLING_STATEMENT_STYLES } from './styles';

export const BILLING_STATEMENT_TAG = 'box-billing-statement';

/**
 * `<box-billing-statement>` with `api-base`, `map-style` and `map-worker-url`: emits `box:session-expired`.
 * The `fetch` and `today` properties replace the transport and the clock (tests, stories).
 */
export const BillingStatementElement = createBoxElement({
  component: BillingStatement,
  attributes: {
    'map-style': attr.string(),
    'map-worker-url': attr.string(),
  },
  properties: ['today'],
  styles: BILLING_STATEMENT_STYLES,
});

/** The element's public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const billingStatementDocs = {
  tag: BILLING_STATEMENT_TAG,
  element: BillingStatementElement,
  className: 'BillingStatementElement',
  reactName: 'BillingStatement',
  summary:
    "The monthly billing statement ('Extrato'): months, a custom period, the summary by vehicle and taxes, filtered details, an order's overview with its route map, and the XLSX download.",
  session: 'signed-in',
  attributes: {
    'api-base': SHARED_DOCS.apiBase,
    'map-style': SHARED_DOCS.mapStyle,
    'map-worker-url': SHARED_DOCS.mapWorkerUrl,
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
    today: {
      type: 'Date | string',
      description: "The statement's 'today' (which months exist, the custom period's limits); default: now.",
    },
  },
  events: {
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  cssProperties: SHARED_DOCS.mapCssProperties,
  parts: ['root', 'header', 'button', 'button-primary', 'table', 'map', 'dialog'],
  entries: { define: './define', defineFile: 'define.js', standalone: 'element.js' },
  example: '<box-billing-statement api-base="{{BOX}}/jade/api"></box-billing-statement>',
} satisfies ElementDocs;
