import { attr, createBoxElement, type ElementDocs, SHARED_DOCS } from '@box/ui';
import { FinanceInfoForm } from './FinanceInfoForm';
import { FINANCE_INFO_STYLES } from './styles';

export const FINANCE_INFO_TAG = 'box-finance-info';

/**
 * `<box-finance-info api-base="/jade/api" load-current>`: the finance info form (SPEC §5) on a page of its own,
 * e.g. a profile. `load-current` starts from what the account has on file. Emits `box:finance-info-saved` once
 * PATCH /customers accepted the data, and `box:session-expired`. A `fetch` property replaces the transport.
 */
export const FinanceInfoElement = createBoxElement({
  component: FinanceInfoForm,
  attributes: {
    'load-current': attr.boolean(false),
  },
  events: {
    onSaved: { type: 'box:finance-info-saved', detail: () => null },
  },
  styles: FINANCE_INFO_STYLES,
});

/** The element's public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const financeInfoDocs = {
  tag: FINANCE_INFO_TAG,
  element: FinanceInfoElement,
  className: 'FinanceInfoElement',
  reactName: 'FinanceInfoForm',
  summary:
    "The company's finance info form ('Dados financeiros'): billing contact, address and payment data, saved with PATCH /customers.",
  session: 'signed-in',
  attributes: {
    'api-base': SHARED_DOCS.apiBase,
    'load-current':
      'Starts from what the account has on file (GET /customers/finance-info) instead of an empty form.',
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
  },
  events: {
    'box:finance-info-saved': { detail: 'null', description: 'PATCH /customers accepted the data.' },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  parts: ['root', 'button', 'button-primary'],
  entries: {
    module: './finance',
    define: './finance/define',
    defineFile: 'finance-info-define.js',
    standalone: 'finance-info-element.js',
  },
  example: '<box-finance-info api-base="{{BOX}}/jade/api" load-current></box-finance-info>',
} satisfies ElementDocs;
