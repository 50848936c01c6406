import type { SpotsConfig } from '@box/core/schemas';
import { renderWidget } from '@box/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { fixedEnvironment, OPEN_CONFIG } from '../merchandise/fixtures/environment';
import { SchedulingBlock } from './SchedulingBlock';
import { createSchedulingSlice } from './schedulingSlice';

// 10:07 in São Paulo.
const NOW = new Date('2026-11-23T13:07:00Z');

function renderBlock(config: SpotsConfig = OPEN_CONFIG) {
  const slice = createSchedulingSlice(fixedEnvironment({ config }), () => NOW);
  return { ...renderWidget(<SchedulingBlock scheduling={slice} />), slice };
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('SchedulingBlock', () => {
  it('offers the four choices with NOW chosen', () => {
    renderBlock();
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'Agora',
      'Hoje',
      'Amanhã',
      'Outro Dia',
    ]);
    expect(radio(/Agora/).checked).toBe(true);
  });

  it('confirms a time for today in the modal, on the 10-minute grid and 45 minutes ahead', async () => {
    const { user, slice } = renderBlock();
    await user.click(radio(/Hoje/));
    const dialog = screen.getByRole('dialog', { name: 'Agendar solicitação: Hoje' });
    const time = within(dialog).getByRole('combobox', { name: 'Horário' }) as HTMLSelectElement;
    expect(time.value).toBe('11:10');
    expect(within(dialog).queryByLabelText('Data')).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    await user.selectOptions(time, '10:50');
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).getByText('Escolha um horário no futuro').className).toContain(
      'box-step1__hint--error',
    );
    await user.selectOptions(time, '11:30');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(radio(/Hoje/).checked).toBe(true);
    expect(radio(/Hoje/).parentElement?.textContent).toBe('Hoje às 11:30');
    expect(slice.scheduledFor()).toBe('2026-11-23 11:30:00');
  });

  it('reverts to the last confirmed choice when the modal is closed', async () => {
    const { user } = renderBlock();
    await user.click(radio(/Amanhã/));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(radio(/Amanhã/).parentElement?.textContent).toBe('Amanhã às 06:00');
    await user.click(radio(/Outro Dia/));
    expect(radio(/Outro Dia/).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(radio(/Amanhã/).checked).toBe(true);
    await user.click(radio(/Outro Dia/));
    await user.keyboard('{Escape}');
    expect(radio(/Amanhã/).checked).toBe(true);
  });

  it('asks for a day for CUSTOM, not before the minimum', async () => {
    const { user } = renderBlock();
    await user.click(radio(/Outro Dia/));
    const date = screen.getByLabelText('Data') as HTMLInputElement;
    expect(date.value).toBe('2026-11-25');
    expect(date.min).toBe('2026-11-23');
    fireEvent.change(date, { target: { value: '2026-11-22' } });
    expect((screen.getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(radio(/Outro Dia/).parentElement?.textContent).toBe('Outro Dia 01/12/2026 às 10:10');
    await user.click(screen.getByRole('button', { name: 'Alterar horário' }));
    expect((screen.getByLabelText('Data') as HTMLInputElement).value).toBe('2026-12-01');
  });

  it('hides NOW without immediate booking and shows the availability notice', () => {
    renderBlock({
      ...OPEN_CONFIG,
      immediate_booking_available: false,
      service_available: 'only_available_next_work_day',
    });
    expect(screen.queryByRole('radio', { name: /Agora/ })).toBeNull();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Nossa equipe de operação não está disponível agora. Sua solicitação será atendida na próxima segunda-feira.',
      'Solicitação imediata indisponível no momento. Escolha um horário.',
    ]);
  });
});
