import { describeStories } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import * as stories from './SuperBatchScreen.stories';
import { SUPER_BATCH_SHEETS } from './styles';

const card = (name: string) => screen.getByRole('heading', { name, level: 4 }).closest('li') as HTMLElement;

/** What each super batch story must show once it settles. */
const expectations: Record<string, () => Promise<void>> = {
  Pasted: async () => {
    await screen.findByText('12 remessas em 4 rotas, agrupadas pelo código externo');
    expect(within(card('LOTE-4')).getByText('Pronta')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Solicitar 4 rotas' })).toBeTruthy();
  },
  WithProblems: async () => {
    await screen.findByText(/3 linhas com problema em 2 rotas/);
    const nine = card('LOTE-9');
    expect(within(nine).getByText('2 com problema')).toBeTruthy();
    expect(within(nine).getByText('Usuário: E-mail do usuário inválido.')).toBeTruthy();
    expect(within(card('LOTE-10')).getByText('Código: Código repetido: já está na linha 6.')).toBeTruthy();
  },
  CannotSend: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Não é possível solicitar!' });
    expect(dialog.textContent).toContain('Alguma remessa está com problema.');
  },
  Confirm: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar solicitação em lote' });
    expect(dialog.textContent).toContain('5 rotas serão solicitadas. Tem certeza?');
  },
  Progress: async () => {
    await screen.findByText('3 de 10 rotas foram solicitadas. 1 falharam.');
  },
  ResultWithFailures: async () => {
    const title = await screen.findByText('4 de 6 rotas solicitadas com sucesso!');
    expect(title.closest('.box-alert--warning')).not.toBeNull();
    const failed = screen.getByRole('table', { name: 'Rotas com falha' });
    expect(within(failed).getByText('Armazéns não encontrados')).toBeTruthy();
    expect(within(failed).getByText('CD Norte (cliente 0)')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Rotas solicitadas' })).getAllByRole('row')).toHaveLength(
      5,
    );
  },
  ResultSuccess: async () => {
    const title = await screen.findByText('3 de 3 rotas solicitadas com sucesso!');
    expect(title.closest('.box-alert--success')).not.toBeNull();
    expect(screen.queryByRole('table', { name: 'Rotas com falha' })).toBeNull();
  },
};

// Every class of the screen's own has a rule in the sheet its chunk adopts (the first sheet has none).
const styled = new Set(
  Array.from(SUPER_BATCH_SHEETS.join('\n').matchAll(/\.(box-batch[\w-]*)/g), (m) => m[1]),
);
function everyClassStyled() {
  const own = Array.from(document.querySelectorAll('[class]')).flatMap((el) =>
    Array.from(el.classList).filter((c) => c.startsWith('box-batch')),
  );
  expect([...new Set(own)].filter((c) => !styled.has(c))).toEqual([]);
}

describeStories('super batch', stories, expectations, { everyStory: everyClassStyled });
