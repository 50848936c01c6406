import { createBoxElement, type ElementDocs, SHARED_DOCS, SHARED_EVENTS } from '@box/ui';
import { Profile } from './profile/Profile';
import { RegisteredAccounts } from './registered-accounts/RegisteredAccounts';
import { ACCOUNT_STYLES } from './styles';

export const PROFILE_TAG = 'box-profile';
export const REGISTERED_ACCOUNTS_TAG = 'box-registered-accounts';

/**
 * `<box-profile api-base="/jade/api">`: emits `box:preferences-saved` ({ emailReports }),
 * `box:password-changed` and `box:session-expired`. A `fetch` property replaces the transport.
 */
export const ProfileElement = createBoxElement({
  component: Profile,
  events: {
    onPreferencesSaved: {
      type: 'box:preferences-saved',
      detail: (emailReports: unknown) => ({ emailReports }),
    },
    onPasswordChanged: { type: 'box:password-changed', detail: () => null },
  },
  styles: ACCOUNT_STYLES,
});

/**
 * `<box-registered-accounts api-base="/jade/api">` (super admin): emits `box:navigate` ({ path }) for a
 * retailer's users or receipts and for 'Cadastrar nova conta', and `box:session-expired`.
 */
export const RegisteredAccountsElement = createBoxElement({
  component: RegisteredAccounts,
  events: {
    onNavigate: SHARED_EVENTS.navigate,
  },
  styles: ACCOUNT_STYLES,
});

/** The elements' public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const profileDocs = {
  tag: PROFILE_TAG,
  element: ProfileElement,
  className: 'ProfileElement',
  reactName: 'Profile',
  summary:
    "The signed-in user's profile ('Meu perfil'): the account's data, the e-mail report preferences and the password change.",
  session: 'signed-in',
  attributes: {
    'api-base': SHARED_DOCS.apiBase,
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
  },
  events: {
    'box:preferences-saved': {
      detail: '{ emailReports: EmailReports }',
      description: 'The e-mail report preferences were saved: what is on file now.',
    },
    'box:password-changed': { detail: 'null', description: 'The password was changed.' },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  parts: ['root', 'button', 'button-primary'],
  entries: { define: './define', defineFile: 'define.js', standalone: 'element.js' },
  example: '<box-profile api-base="{{BOX}}/jade/api"></box-profile>',
} satisfies ElementDocs;

export const registeredAccountsDocs = {
  tag: REGISTERED_ACCOUNTS_TAG,
  element: RegisteredAccountsElement,
  className: 'RegisteredAccountsElement',
  reactName: 'RegisteredAccounts',
  summary:
    "The retailers' accounts ('Contas cadastradas', super admin): a searchable list with links to each retailer's users and receipts.",
  session: 'signed-in',
  attributes: {
    'api-base': SHARED_DOCS.apiBase,
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
  },
  events: {
    'box:navigate': {
      detail: '{ path: string }',
      description: "A retailer's users or receipts, or 'Cadastrar nova conta', was opened: the portal path.",
    },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  parts: ['root', 'header', 'table'],
  entries: { define: './define', defineFile: 'define.js', standalone: 'element.js' },
  example: '<box-registered-accounts api-base="{{BOX}}/jade/api"></box-registered-accounts>',
} satisfies ElementDocs;
