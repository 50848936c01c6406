import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { createSpotWizardApi } from '../api';
import { WIZARD_MESSAGES } from '../messages/wizard';
import { createSpotWizard } from './createSpotWizard';
import { createWizardEnvironment } from './environment';
import { FIRST_STEPS } from './firstSteps';
import { currentUser, deferred, wizardRoutes } from './fixtures';
import { LoadedWizard } from './LoadedWizard';
import { WizardShell, type WizardShellProps, wizardScreenPart } from './WizardShell';

const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';

/** The shell with the screen's chunk behind a loader the test answers (the real screen once answered). */
function start(routes: FakeRoutes = {}) {
  const fake = createFakeFetch(wizardRoutes(routes));
  const api = createSpotWizardApi({ fetch: fake.fetch });
  const chunks: ReturnType<typeof deferred<ComponentType<WizardShellProps>>>[] = [];
  const load = vi.fn(() => {
    const chunk = deferred<ComponentType<WizardShellProps>>();
    chunks.push(chunk);
    return chunk.promise;
  });
  render(
    <WizardShell
      env={createWizardEnvironment()}
      api={api}
      showAccountBanner
      screen={wizardScreenPart(load)}
    />,
  );
  return { calls: fake.calls, chunks, load, user: userEvent.setup() };
}

const subtitles = () =>
  Array.from(document.querySelectorAll('.box-stepper__subtitle'), (node) => node.textContent);

describe('WizardShell', () => {
  it('asks for the screen’s code with the wizard’s first requests, showing the stepper and the loading state', async () => {
    const me = deferred<unknown>();
    const { calls, chunks, load } = start({ 'GET /me': () => me.promise });
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/spots/config'));
    expect(subtitles()).toEqual([
      'Nenhuma nota cadastrada',
      'Nenhum veículo selecionado',
      'Nenhuma informação',
    ]);
    expect(screen.getByRole('status').textContent).toBe(WIZARD_MESSAGES.loading);

    // The data first: the loading state stays until the code is in too.
    me.resolve(currentUser());
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/me'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status').textContent).toBe(WIZARD_MESSAGES.loading);

    chunks[0]?.resolve(LoadedWizard);
    expect(await screen.findByRole('textbox', { name: CODE_FIELD })).toBeTruthy();
    expect(screen.queryByText(WIZARD_MESSAGES.loading)).toBeNull();
    // The screen takes over the environment the shell loaded: no second round of requests.
    expect(calls.filter((c) => c.path === '/me')).toHaveLength(1);
  });

  it('shows the account banner, and a failed first request with its retry, before the code is in', async () => {
    let answers = 0;
    const { calls, user } = start({
      'GET /me': () =>
        ++answers === 1
          ? reply({ status: 500, body: { code: 'internal', message: 'falhou' } })
          : currentUser({ account: { podeSolicitarRota: true, inativo: false, bloqueado: true } }),
    });
    expect(await screen.findByText(WIZARD_MESSAGES.loadErrorTitle)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: WIZARD_MESSAGES.retry }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/me')).toHaveLength(2));
    expect(await screen.findByText(/bloquead/i)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(WIZARD_MESSAGES.loading);
  });

  it('shows an error with a retry in the frame when the code cannot load, then the wizard once it does', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { chunks, load, user } = start();
    chunks[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByText(WIZARD_MESSAGES.partLoadErrorTitle)).toBeTruthy();
    expect(subtitles()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: WIZARD_MESSAGES.retry }));
    expect(load).toHaveBeenCalledTimes(2);
    chunks[1]?.resolve(LoadedWizard);
    expect(await screen.findByRole('textbox', { name: CODE_FIELD })).toBeTruthy();
    logged.mockRestore();
  });

  it('draws the stepper a new wizard’s store shows', () => {
    const api = createSpotWizardApi({ fetch: createFakeFetch(wizardRoutes()).fetch });
    expect(FIRST_STEPS).toEqual(createSpotWizard(api).wizard.steps.value);
  });
});
