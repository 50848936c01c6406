import { createFakeFetch } from '@box/ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createSpotWizardApi } from '../api';
import { createSpotWizard } from './createSpotWizard';
import { NFE_KEY, wizardRoutes } from './fixtures';
import { createLaterSteps } from './laterSteps';
import { createWizardStore, type LaterSteps } from './store';
import { WizardScreen } from './WizardScreen';

/** The wizard's screen with steps 2 and 3's code behind a loader the test answers. */
function start() {
  const api = createSpotWizardApi({ fetch: createFakeFetch(wizardRoutes()).fetch });
  const base = createSpotWizard(api);
  const loads: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const loader = vi.fn(
    () =>
      new Promise<() => LaterSteps>((resolve, reject) => {
        const create = () =>
          createLaterSteps({
            features: base.env.features,
            serviceStart: () => base.scheduling.dateTime.value,
          });
        loads.push({ resolve: () => resolve(create), reject });
      }),
  );
  const wizard = createWizardStore({
    scheduling: base.scheduling,
    merchandise: base.merchandise,
    later: loader,
  });
  // The shell starts the environment's requests (WizardShell); this renders the screen without it.
  void base.env.fetchEnvironment(api);
  render(<WizardScreen parts={{ ...base, wizard }} api={api} showAccountBanner />);
  return { loads, loader, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function leaveStep1(user: ReturnType<typeof userEvent.setup>) {
  const field = await screen.findByRole('textbox', {
    name: 'Chave de acesso da NF-e/CT-e ou código da mercadoria',
  });
  await user.type(field, `${NFE_KEY}{Enter}`);
  await waitFor(() => expect(button('Próximo').disabled).toBe(false));
  await user.click(button('Próximo'));
}

describe('WizardScreen with steps 2 and 3 loaded apart', () => {
  it('fetches their code once step 1 is on screen', async () => {
    const { loader } = start();
    await screen.findByRole('textbox', { name: 'Chave de acesso da NF-e/CT-e ou código da mercadoria' });
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
  });

  it('shows the loading state on the vehicle step until the code arrives', async () => {
    const { loads, user } = start();
    await leaveStep1(user);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Escolher tipo de veículo');
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
    loads[0]?.resolve();
    expect(await screen.findByRole('radio', { name: /^Van/ })).toBeTruthy();
    expect(screen.queryByText('Carregando…')).toBeNull();
  });

  it('offers a retry when the code cannot be loaded, and enters the step once it is', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loads, loader, user } = start();
    await leaveStep1(user);
    loads[0]?.reject(new Error('offline'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar esta parte da solicitação');
    await user.click(button('Tente novamente'));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    loads[1]?.resolve();
    expect(await screen.findByRole('radio', { name: /^Van/ })).toBeTruthy();
    logged.mockRestore();
  });
});
