import { renderWidget } from '@box/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SpotWizard } from '../SpotWizard';
import { wizardRoutes } from '../wizard/fixtures';

// Issue 14 items 15, 16 and 17: rows with problems stay in sight, a row without a number is completed in the
// manual form, and that form refuses a repeated code as it is typed.

const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';

/** Three placed rows, then two without a house number (SPEC §8 NoEnoughData, 'Dados insuficientes'). */
const PASTE = [
  'A1\t01310-100\t1',
  'A2\t01310-100\t2',
  'A3\t01310-100\t3',
  'B4\t01310-100',
  'B5\t01310-100',
].join('\r\n');

async function pasteRows() {
  const view = renderWidget(<SpotWizard />, { api: wizardRoutes() });
  const field = await screen.findByRole('textbox', { name: CODE_FIELD });
  fireEvent.paste(field, { clipboardData: { getData: () => PASTE } });
  await screen.findByText('5 mercadorias · 2 com problema');
  return view;
}

const listedCodes = () =>
  within(screen.getByRole('table', { name: 'Mercadorias cadastradas' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.box-merch__code-text')?.textContent);

describe('rows with problems', () => {
  it('stay listed when the list collapses, after its first two rows', async () => {
    const { user } = await pasteRows();
    expect(listedCodes()).toEqual(['A1', 'A2', 'B4', 'B5']);
    expect(screen.getByText('Mostrando 4 de 5 mercadorias')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver mais' }));
    expect(listedCodes()).toEqual(['A1', 'A2', 'A3', 'B4', 'B5']);
  });

  it('a row without a number is completed in the manual form, which replaces it', async () => {
    const { user } = await pasteRows();
    expect(screen.queryByRole('button', { name: 'Consultar novamente B4' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Editar B4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar mercadoria' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
    expect(field(/^Código da mercadoria/).value).toBe('B4');
    expect(field(/^CEP/).value).toBe('01310-100');
    await user.type(field(/^Número/), '40');
    const save = within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await screen.findByText('5 mercadorias · 1 com problema');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listedCodes()).toEqual(['A1', 'A2', 'B5']);
  });

  it('the manual form says a code is repeated as it is typed, and will not add it', async () => {
    const { user } = await pasteRows();
    await user.click(screen.getByRole('button', { name: 'Adicionar manualmente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar manualmente' });
    const code = within(dialog).getByRole('textbox', { name: /^Código da mercadoria/ });
    await user.type(code, 'a1');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Código repetido. Este código já está em uso.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Adicionar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.type(code, '0');
    expect(within(dialog).queryByText('Código repetido. Este código já está em uso.')).toBeNull();
  });
});
