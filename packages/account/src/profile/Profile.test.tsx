import { REQUEST_MESSAGES } from '@box/core/errors';
import { PASSWORD_MESSAGES } from '@box/core/rules';
import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { sampleUser } from '../fixtures';
import { INTEGRATIONS_ROUTES } from '../integrations/fixtures';
import { Profile } from './Profile';

const ok = { ok: true };

function renderProfile(routes: FakeRoutes = {}) {
  const onPreferencesSaved = vi.fn();
  const onPasswordChanged = vi.fn();
  const onSessionExpired = vi.fn();
  const result = renderWidget(
    <Profile
      onPreferencesSaved={onPreferencesSaved}
      onPasswordChanged={onPasswordChanged}
      onSessionExpired={onSessionExpired}
    />,
    { api: { 'GET /me': sampleUser(), 'PATCH /users/:id': ok, ...INTEGRATIONS_ROUTES, ...routes } },
  );
  return { ...result, onPreferencesSaved, onPasswordChanged, onSessionExpired };
}

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const currentPassword = () => screen.getByLabelText(/^Senha atual/) as HTMLInputElement;
const newPassword = () => screen.getByLabelText(/^Nova senha/) as HTMLInputElement;
const repeatPassword = () => screen.getByLabelText(/^Repita a nova senha/) as HTMLInputElement;
const loaded = () => screen.findByRole('heading', { name: 'Sua conta' });

describe('Profile', () => {
  it('shows who is signed in and their e-mail report choices from GET /me', async () => {
    renderProfile();
    await loaded();
    expect(screen.getByText('ana@mercado.example')).toBeTruthy();
    expect(screen.getByText('Mercado Bom Preço (demonstração)')).toBeTruthy();
    expect(screen.getByText('Administrador')).toBeTruthy();
    expect(checkbox(/status das solicitações/).checked).toBe(true);
    expect(checkbox(/entrega com sucesso/).checked).toBe(false);
    expect(checkbox(/entrega com insucesso/).checked).toBe(true);
  });

  it('saves the three choices with PATCH /users/{own id} and says so', async () => {
    const { user, calls, onPreferencesSaved } = renderProfile();
    await loaded();
    await user.click(checkbox(/entrega com sucesso/));
    await user.click(checkbox(/status das solicitações/));
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(await screen.findByText(REQUEST_MESSAGES.success)).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/users/7');
    const reports = { spotStatusUpdate: false, podSuccess: true, podFailure: true };
    expect(patch?.body).toEqual({ emailReports: reports });
    expect(onPreferencesSaved).toHaveBeenCalledWith(reports);
  });

  it("shows the server's message when the preferences are refused", async () => {
    const { user } = renderProfile({
      'PATCH /users/:id': reply({
        status: 403,
        body: { code: 'forbidden', message: 'Você só pode alterar as suas próprias preferências.' },
      }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível salvar as preferências');
    expect(alert.textContent).toContain('Você só pode alterar as suas próprias preferências.');
  });

  it('refuses different passwords with the spec text, marks the repeat and sends nothing', async () => {
    const { user, calls } = renderProfile();
    await loaded();
    await user.type(newPassword(), 'senha-nova-123');
    await user.type(repeatPassword(), 'senha-nova-124');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(PASSWORD_MESSAGES.mismatch);
    expect(repeatPassword().getAttribute('aria-invalid')).toBe('true');
    expect(newPassword().getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('refuses a password under 8 characters with the spec text', async () => {
    const { user, calls } = renderProfile();
    await loaded();
    await user.type(newPassword(), 'curta');
    await user.type(repeatPassword(), 'curta');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(PASSWORD_MESSAGES.tooShort);
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    // Typing again clears the mark.
    await user.type(newPassword(), 'x');
    expect(newPassword().getAttribute('aria-invalid')).toBeNull();
  });

  it('changes the password with PATCH /users/{own id} {password, currentPassword}, then empties the fields', async () => {
    const { user, calls, onPasswordChanged } = renderProfile();
    await loaded();
    await user.type(currentPassword(), 'mercado-2026');
    await user.type(newPassword(), 'senha-nova-123');
    await user.type(repeatPassword(), 'senha-nova-123');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(REQUEST_MESSAGES.success)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/users/7',
      body: { password: 'senha-nova-123', currentPassword: 'mercado-2026' },
    });
    expect(currentPassword().value).toBe('');
    expect(newPassword().value).toBe('');
    expect(repeatPassword().value).toBe('');
    expect(onPasswordChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when it refuses the password, else the generic failure", async () => {
    const { user } = renderProfile({
      'PATCH /users/:id': reply({
        status: 400,
        body: { code: 'validation_error', message: 'Senha fraca demais.' },
      }),
    });
    await loaded();
    await user.type(currentPassword(), 'mercado-2026');
    await user.type(newPassword(), 'senha-nova-123');
    await user.type(repeatPassword(), 'senha-nova-123');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Falha ao atualizar a senha');
    expect(alert.textContent).toContain('Senha fraca demais.');
  });

  it('refuses a password of blanks only, and asks for the current password, before sending anything', async () => {
    const { user, calls } = renderProfile();
    await loaded();
    await user.type(newPassword(), '        ');
    await user.type(repeatPassword(), '        ');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(PASSWORD_MESSAGES.blank);
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    await user.clear(newPassword());
    await user.clear(repeatPassword());
    await user.type(newPassword(), 'senha-nova-123');
    await user.type(repeatPassword(), 'senha-nova-123');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(PASSWORD_MESSAGES.currentMissing);
    expect(currentPassword().getAttribute('aria-invalid')).toBe('true');
    expect(newPassword().getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it.each([
    ['a common new password', 'password', PASSWORD_MESSAGES.common, newPassword],
    ['a wrong current password', 'currentPassword', PASSWORD_MESSAGES.currentWrong, currentPassword],
  ])('marks the field the server names when it refuses %s', async (_, field, message, input) => {
    const { user } = renderProfile({
      'PATCH /users/:id': reply({
        status: 400,
        body: { code: 'validation_error', message, reasons: [{ field, message }] },
      }),
    });
    await loaded();
    await user.type(currentPassword(), 'mercado-2026');
    await user.type(newPassword(), '12345678');
    await user.type(repeatPassword(), '12345678');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows one notice at a time: the newest outcome replaces the previous, whichever form it came from', async () => {
    const { user } = renderProfile();
    await loaded();
    const notices = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')];
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(await screen.findByText(REQUEST_MESSAGES.success)).toBeTruthy();
    await user.type(newPassword(), 'curta');
    await user.type(repeatPassword(), 'curta');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();
    expect(screen.queryByText(REQUEST_MESSAGES.success)).toBeNull();
    expect(notices()).toHaveLength(1);
    // And back: the preferences' success replaces the password's failure.
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(await screen.findByText(REQUEST_MESSAGES.success)).toBeTruthy();
    expect(screen.queryByText(PASSWORD_MESSAGES.tooShort)).toBeNull();
    expect(notices()).toHaveLength(1);
  });

  it('offers a retry when GET /me fails, and loads on retry', async () => {
    let attempts = 0;
    const { user } = renderProfile({
      'GET /me': () => {
        attempts += 1;
        return attempts === 1
          ? reply({ status: 500, body: { code: 'internal', message: 'x' } })
          : sampleUser();
      },
    });
    expect(await screen.findByText('Não foi possível carregar suas preferências')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tente novamente' }));
    await loaded();
    expect(attempts).toBe(2);
  });

  it('tells the host when the session expired', async () => {
    const { onSessionExpired } = renderProfile({
      'GET /me': reply({ status: 401, body: { code: 'unauthenticated', message: 'Sua sessão expirou.' } }),
    });
    expect(await screen.findByText('Sua sessão expirou.')).toBeTruthy();
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
  });
});
