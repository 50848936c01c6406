import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SpotWizard } from '../SpotWizard';
import { currentUser, NFE_KEY, wizardRoutes } from './fixtures';

// Issue 14 items 13 and 15: a disabled forward button says why, beside it and as its description.

const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';

function start(overrides: FakeRoutes = {}) {
  return renderWidget(<SpotWizard />, { api: wizardRoutes(overrides) });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The text the button's aria-describedby points at ('' when it has none). */
function whyDisabled(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('why the forward button is disabled', () => {
  it("says what 'Próximo' waits for on step 1, and nothing once it is enabled", async () => {
    const { user } = start();
    const field = await screen.findByRole('textbox', { name: CODE_FIELD });
    await waitFor(() => expect(whyDisabled(button('Próximo'))).toBe('Adicione ao menos uma mercadoria.'));
    expect(screen.getByText('Adicione ao menos uma mercadoria.')).toBeTruthy();

    await user.type(field, `${NFE_KEY}{Enter}`);
    await waitFor(() => expect(button('Próximo').disabled).toBe(false));
    expect(button('Próximo').getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Adicione ao menos uma mercadoria.')).toBeNull();
  });

  it("names the rows with problems as what keeps 'Próximo' disabled", async () => {
    start({ 'GET /locations': reply({ status: 404, body: { code: 'not_found', message: 'x' } }) });
    const field = await screen.findByRole('textbox', { name: CODE_FIELD });
    // Two rows of a simple paste whose CEPs the directory does not place.
    fireEvent.paste(field, {
      clipboardData: { getData: () => 'PED-1\t99999-999\t10\r\nPED-2\t99999-998\t20' },
    });
    await waitFor(() =>
      expect(whyDisabled(button('Próximo'))).toBe('Corrija ou remova as 2 mercadorias com problema.'),
    );
  });

  it("says 'Obter cotação' needs the goods value, beside the button and on the field (ad valorem)", async () => {
    const { user } = start({ 'GET /me': currentUser({ features: ['feature:ad_valorem'] }) });
    await user.type(await screen.findByRole('textbox', { name: CODE_FIELD }), `${NFE_KEY}{Enter}`);
    await waitFor(() => expect(button('Próximo').disabled).toBe(false));
    await user.click(button('Próximo'));
    await waitFor(() => expect(whyDisabled(button('Obter cotação'))).toBe('Escolha um tipo de veículo.'));

    await user.click(await screen.findByRole('radio', { name: /^Van/ }));
    const price = screen.getByRole('textbox', { name: /Valor total das mercadorias/ });
    // Filled from the NF-e's goods value: nothing missing.
    expect(button('Obter cotação').disabled).toBe(false);
    await user.clear(price);
    expect(button('Obter cotação').disabled).toBe(true);
    expect(whyDisabled(button('Obter cotação'))).toBe('Informe o valor total das mercadorias.');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(whyDisabled(price)).toBe('Informe o valor total das mercadorias.');

    await user.type(price, '1.500,00');
    expect(button('Obter cotação').disabled).toBe(false);
    expect(button('Obter cotação').getAttribute('aria-describedby')).toBeNull();
    expect(price.getAttribute('aria-invalid')).toBeNull();
  });
});
