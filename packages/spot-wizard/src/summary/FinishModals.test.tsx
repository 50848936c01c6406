import { renderWidget } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { createDemoParts, type DemoOptions } from '../wizard/demoParts';
import { priceEstimate } from '../wizard/fixtures';
import { FinishModals } from './FinishModals';

function show(options: DemoOptions) {
  const parts = createDemoParts({
    selected: 'VAN',
    estimate: { kind: 'success', estimate: priceEstimate() },
    ...options,
  });
  const handlers = { onRecalculate: vi.fn(), onRetryFinish: vi.fn(), onDone: vi.fn() };
  const view = renderWidget(<FinishModals summary={parts.summary} {...handlers} />);
  return { ...view, parts, ...handlers };
}

describe('FinishModals', () => {
  it('shows no dialog while nothing happens', () => {
    show({});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells an estimate failure with Cancelar and Recalcular', async () => {
    const { user, parts, onRecalculate } = show({ estimate: { kind: 'fail' }, estimateErrorOpen: true });
    const dialog = screen.getByRole('dialog', { name: 'Erro ao calcular preço' });
    expect(dialog.textContent).toContain(
      'Não conseguimos calcular o preço neste momento. Por favor, tente novamente em alguns instantes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    expect(onRecalculate).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(parts.summary.estimateErrorOpen.value).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the loading dialog while the order is placed', () => {
    show({ finish: { kind: 'submitting' } });
    const dialog = screen.getByRole('dialog', { name: 'Finalizando solicitação' });
    expect(within(dialog).getByRole('status').textContent).toContain('Aguarde');
  });

  it('confirms the order and hands its id on', async () => {
    const { user, onDone } = show({ finish: { kind: 'success', id: 90412 } });
    const dialog = screen.getByRole('dialog', { name: 'Solicitação concluída com sucesso!' });
    expect(dialog.textContent).toContain('90412');
    await user.click(within(dialog).getByRole('button', { name: 'Ir para o monitoramento' }));
    expect(onDone).toHaveBeenCalledWith(90412);
  });

  it('opens the finance info form for MissingFinancialInfo, and closing it gives up the finish', async () => {
    const { user, parts } = show({ finish: { kind: 'finance' } });
    const dialog = screen.getByRole('dialog', { name: 'Dados financeiros' });
    expect(await within(dialog).findByRole('textbox', { name: /CNPJ/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(parts.summary.finishState.value).toEqual({ kind: 'idle' });
  });

  it('translates an outdated quote and offers recalculating', async () => {
    const { user, onRecalculate, parts } = show({
      finish: { kind: 'error', error: { kind: 'EstimateNoLongerValid', minutes: 15 } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Cotação desatualizada' });
    expect(dialog.textContent).toContain(
      'Nossa cotação é válida por apenas 15 minuto(s). Por favor refaça sua cotação para atualizar.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    expect(onRecalculate).toHaveBeenCalledTimes(1);
    expect(parts.summary.finishState.value).toEqual({ kind: 'idle' });
  });

  it.each([
    [{ kind: 'BlockedCustomer', status: 403 } as const, 'Solicitação bloqueada'],
    [{ kind: 'UnknownError', status: 500 } as const, 'Erro no servidor'],
    [{ kind: 'NetworkError' } as const, 'Não foi possível finalizar a solicitação'],
  ])('shows %o in the message dialog with Ok, entendi', async (error, title) => {
    const { user, parts } = show({ finish: { kind: 'error', error } });
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).queryByRole('button', { name: 'Recalcular' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ok, entendi' }));
    expect(parts.summary.finishState.value).toEqual({ kind: 'idle' });
  });

  it('lists the reasons of a validation error', () => {
    show({
      finish: {
        kind: 'error',
        error: {
          kind: 'ValidationError',
          reasons: [
            {
              field: 'scheduledFor',
              message:
                'O horário de agendamento deve ser pelo menos 45 minutos depois do horário atual, volte e verifique.',
            },
          ],
        },
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Erro de validação' });
    expect(dialog.textContent).toContain('pelo menos 45 minutos depois do horário atual');
  });
});
