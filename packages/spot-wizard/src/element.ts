import { attr, createBoxElement, type ElementDocs, SHARED_DOCS, SHARED_EVENTS } from '@box/ui';
import { SpotWizard } from './SpotWizard';
import { SPOT_WIZARD_STYLES } from './styles';

export const SPOT_WIZARD_TAG = 'box-spot-wizard';

/**
 * `<box-spot-wizard api-base="/jade/api" show-account-banner="false">`: emits `box:navigate` ({ path }),
 * `box:order-created` ({ id }) and `box:session-expired`. A `fetch` property replaces the transport.
 */
export const SpotWizardElement = createBoxElement({
  component: SpotWizard,
  attributes: {
    'show-account-banner': attr.boolean(true),
  },
  events: {
    onNavigate: SHARED_EVENTS.navigate,
    onOrderCreated: { type: 'box:order-created', detail: (order: { id: number }) => ({ id: order.id }) },
  },
  styles: SPOT_WIZARD_STYLES,
});

/** The element's public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const spotWizardDocs = {
  tag: SPOT_WIZARD_TAG,
  element: SpotWizardElement,
  className: 'SpotWizardElement',
  reactName: 'SpotWizard',
  summary:
    "The spot request ('Solicitar serviço') in three steps: merchandise (access keys, XML, addresses), vehicle and schedule, summary with the price; then places the order.",
  description:
    "Super admins and batch-enabled accounts also get the batch request. When the account has no finance info, finishing opens the finance info form first. 'Ir para o monitoramento' in the success dialog asks the page to navigate (`box:navigate`).",
  session: 'signed-in',
  attributes: {
    'api-base': SHARED_DOCS.apiBase,
    'show-account-banner': 'Shows the blocked/inactive account banner (`"false"` when the page has its own).',
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
  },
  events: {
    'box:order-created': {
      detail: '{ id: number }',
      description: 'POST /spots created the order: its OS number.',
    },
    'box:navigate': {
      detail: '{ path: string }',
      description: "The user confirmed the success dialog: '/pedidos/monitoramento'.",
    },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  parts: ['root', 'header', 'button', 'button-primary', 'table', 'dialog'],
  entries: { define: './define', defineFile: 'define.js', standalone: 'element.js' },
  example: '<box-spot-wizard api-base="{{BOX}}/jade/api"></box-spot-wizard>',
  exampleScript: `const wizard = document.querySelector('box-spot-wizard');
wizard.addEventListener('box:order-created', (event) => console.info('OS', event.detail.id));
wizard.addEventListener('box:navigate', (event) => location.assign('{{BOX}}' + event.detail.path));`,
} satisfies ElementDocs;
