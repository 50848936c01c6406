import { PASSWORD_MESSAGES } from '@box/core/rules';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { sampleUser } from '../fixtures';
import { INTEGRATIONS_ROUTES } from '../integrations/fixtures';
import { Profile } from './Profile';

const api = (routes: FakeRoutes = {}) =>
  createFakeFetch(
    { 'GET /me': sampleUser(), 'PATCH /users/:id': { ok: true }, ...INTEGRATIONS_ROUTES, ...routes },
    { delay: 300 },
  ).fetch;

/** Polls for an element the mocked API has yet to bring (stories have no Testing Library). */
async function find<T extends Element>(root: HTMLElement, selector: string, timeout = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = root.querySelector<T>(selector);
    if (found) return found;
    if (Date.now() - started > timeout) throw new Error(`${selector} não apareceu`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Types into a field as the user would (React reads the value through the native setter and an input event). */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Fills the password fields (the current one with a stand-in) and submits, so the story shows the outcome. */
const changePassword =
  (password: string, repeat: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    type(await find<HTMLInputElement>(canvasElement, 'input[name="current-password"]'), 'senha-atual-123');
    type(await find<HTMLInputElement>(canvasElement, 'input[name="new-password"]'), password);
    type(await find<HTMLInputElement>(canvasElement, 'input[name="repeat-password"]'), repeat);
    (await find<HTMLFormElement>(canvasElement, 'form[aria-describedby]')).requestSubmit();
  };

/** Ticks 'comprovantes com sucesso' and saves. */
const savePreferences = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  (await find<HTMLInputElement>(canvasElement, 'input[name="podSuccess"]')).click();
  (await find<HTMLFormElement>(canvasElement, 'form:not([aria-describedby])')).requestSubmit();
};

const meta = {
  title: 'account/Profile',
  component: Profile,
  parameters: { layout: 'padded' },
  args: {
    fetch: api(),
    onPreferencesSaved: (reports) => console.info('preferências salvas', reports),
    onPasswordChanged: () => console.info('senha alterada'),
    onSessionExpired: () => console.info('sessão expirada'),
  },
} satisfies Meta<typeof Profile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** A driver: the profile without 'Integrações' (only the account's admins keep keys and webhooks). */
export const Driver: Story = { args: { fetch: api({ 'GET /me': sampleUser({ roleId: 3 }) }) } };

export const Loading: Story = {
  args: { fetch: createFakeFetch({ 'GET /me': reply({ body: sampleUser(), delay: 'never' }) }).fetch },
};

export const LoadFailed: Story = {
  args: { fetch: api({ 'GET /me': reply({ status: 500, body: { code: 'internal', message: 'Falha' } }) }) },
};

export const SessionExpired: Story = {
  args: {
    fetch: api({
      'GET /me': reply({ status: 401, body: { code: 'unauthenticated', message: 'Sessão expirada' } }),
    }),
  },
};

export const PreferencesSaved: Story = { play: savePreferences };

export const PreferencesFailed: Story = {
  args: {
    fetch: api({
      'PATCH /users/:id': reply({ status: 500, body: { code: 'internal', message: 'Erro no servidor.' } }),
    }),
  },
  play: savePreferences,
};

export const PasswordMismatch: Story = { play: changePassword('senha-nova-123', 'senha-nova-124') };

export const PasswordTooShort: Story = { play: changePassword('curta', 'curta') };

export const PasswordChanged: Story = { play: changePassword('senha-nova-123', 'senha-nova-123') };

export const PasswordRefused: Story = {
  args: {
    fetch: api({
      'PATCH /users/:id': reply({
        status: 400,
        body: {
          code: 'validation_error',
          message: PASSWORD_MESSAGES.common,
          reasons: [{ field: 'password', message: PASSWORD_MESSAGES.common }],
        },
      }),
    }),
  },
  play: changePassword('senha-nova-123', 'senha-nova-123'),
};

export const Saving: Story = {
  args: { fetch: api({ 'PATCH /users/:id': reply({ body: { ok: true }, delay: 'never' }) }) },
  play: savePreferences,
};
