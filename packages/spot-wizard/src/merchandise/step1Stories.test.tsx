import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as help from '../help/HowToAddModal.stories';
import * as roundTrip from '../round-trip/RoundTripModal.stories';
import * as scheduling from '../scheduling/SchedulingBlock.stories';
import * as recipients from '../tracking-recipients/TrackingRecipientsModal.stories';
import * as manual from './ManualMerchandiseModal.stories';
import * as list from './MerchandiseList.stories';
import * as step from './MerchandiseStep.stories';
import * as timeWindow from './TimeWindowModal.stories';
import * as warehouse from './warehouse/WarehouseFormModal.stories';

const files = { help, roundTrip, scheduling, recipients, manual, list, step, timeWindow, warehouse };

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const dialog = (name: string) => screen.getByRole('dialog', { name });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** What each step-1 story must show, keyed 'title/Story'. */
const expectations: Record<string, () => Promise<void> | void> = {
  'Spot wizard/Step 1/Help modal/Open': () => {
    expect(dialog('Como adicionar mercadorias').textContent).toContain('Planilha');
  },
  'Spot wizard/Step 1/Round trip modal/ToWarehouse': () => {
    expect((screen.getByRole('textbox', { name: 'Código' }) as HTMLInputElement).value).toBe('ROTA-CIRCULAR');
    expect(screen.getByText(/Rua James Holland, 422/)).toBeTruthy();
    expect(button('Confirmar').disabled).toBe(false);
  },
  'Spot wizard/Step 1/Round trip modal/NoPlace': () => {
    expect(button('Confirmar').disabled).toBe(true);
  },
  'Spot wizard/Step 1/Scheduling/Now': () => {
    expect((screen.getByRole('radio', { name: 'Agora' }) as HTMLInputElement).checked).toBe(true);
  },
  'Spot wizard/Step 1/Scheduling/Tomorrow': () => {
    expect(screen.getByRole('radio', { name: 'Amanhã às 06:00' })).toBeTruthy();
  },
  'Spot wizard/Step 1/Scheduling/DateTimeModal': () => {
    expect(
      within(dialog('Agendar solicitação: Outro Dia')).getByText('Escolha um horário no futuro'),
    ).toBeTruthy();
  },
  'Spot wizard/Step 1/Scheduling/ServiceUnavailable': () => {
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain('na próxima segunda-feira');
    expect(screen.queryByRole('radio', { name: 'Agora' })).toBeNull();
  },
  'Spot wizard/Step 1/Tracking recipients modal/InWizard': () => {
    expect(dialog('Rastreio da mercadoria').textContent).toContain('PED-1002');
    expect(screen.getByRole('button', { name: 'Remover (11) 98765-4321' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copiar link' })).toBeNull();
  },
  'Spot wizard/Step 1/Tracking recipients modal/WithShareLink': () => {
    expect(button('Copiar link')).toBeTruthy();
  },
  'Spot wizard/Step 1/Tracking recipients modal/SaveFails': () => {
    expect(button('Adicionar')).toBeTruthy();
  },
  'Spot wizard/Step 1/Manual merchandise modal/Add': () => {
    expect(button('Adicionar').disabled).toBe(true);
  },
  'Spot wizard/Step 1/Manual merchandise modal/AddFromCode': () => {
    expect((screen.getByRole('textbox', { name: /Código da mercadoria/ }) as HTMLInputElement).value).toBe(
      'PED-500',
    );
  },
  'Spot wizard/Step 1/Manual merchandise modal/WithTrackingStep': () => {
    expect(screen.getByText('Rastreio da mercadoria')).toBeTruthy();
    expect(button('Próximo')).toBeTruthy();
  },
  'Spot wizard/Step 1/Manual merchandise modal/Edit': () => {
    expect(dialog('Editar mercadoria')).toBeTruthy();
    expect(screen.getByText(/Avenida Paulista, 1578/)).toBeTruthy();
    expect(button('Próximo').disabled).toBe(false);
  },
  'Spot wizard/Step 1/Merchandise list/RowStates': () => {
    const all = rows();
    expect(all).toHaveLength(6);
    expect(all[2]?.textContent).toContain('Consultando CT-e no SEFAZ');
    expect(all[3]?.textContent).toContain('Documento fiscal não encontrado');
    expect(all[3]?.className).toContain('box-merch__row--error');
    expect(all[4]?.textContent).toContain('Não foi encontrado um endereço para o CEP/número');
    expect(all[5]?.textContent).toContain('Código excede o tamanho máximo de 44 caracteres!');
    expect(screen.getByText(/Distância estimada/).textContent).toContain('18 km');
  },
  'Spot wizard/Step 1/Merchandise list/Collapsed': () => {
    expect(rows()).toHaveLength(2);
    expect(button('Ver mais')).toBeTruthy();
  },
  'Spot wizard/Step 1/Merchandise list/CollapsedWithProblems': () => {
    // The first 2, then the 2 in error and the too-long code; the loading row waits for 'Ver mais'.
    expect(rows().map((row) => row.querySelector('td:first-child')?.textContent)).toEqual([
      '1',
      '2',
      '4',
      '5',
      '6',
    ]);
    expect(screen.getByText('Mostrando 5 de 6 mercadorias')).toBeTruthy();
  },
  'Spot wizard/Step 1/Merchandise list/Expanded500': () => {
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('501');
    expect(rows().length).toBeLessThanOrEqual(60);
    expect(button('Ver menos')).toBeTruthy();
  },
  'Spot wizard/Step 1/Merchandise list/ReadOnly': () => {
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Código',
      'Serviço',
      'Endereço',
      'Remetente',
      'Horários',
    ]);
  },
  'Spot wizard/Step 1/Merchandise step/Empty': async () => {
    expect(await screen.findByRole('option', { name: /CD Barra Funda/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Chave de acesso/ })).toBeTruthy();
    expect(button('Enviar XML')).toBeTruthy();
  },
  'Spot wizard/Step 1/Merchandise step/WithRows': async () => {
    expect(await screen.findByText('7 mercadorias · 4 com problema · 1 em consulta')).toBeTruthy();
  },
  'Spot wizard/Step 1/Merchandise step/BlockedAccount': () => {
    expect((screen.getByRole('textbox', { name: /Chave de acesso/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(button('Adicionar manualmente').disabled).toBe(true);
  },
  'Spot wizard/Step 1/Merchandise step/ServiceUnavailable': () => {
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain('Sua solicitação será atendida amanhã.');
  },
  'Spot wizard/Step 1/Merchandise step/RoundTrip': async () => {
    const panel = screen.getByRole('region', { name: 'Rota circular' });
    expect(await within(panel).findByText(/Rua James Holland/)).toBeTruthy();
  },
  'Spot wizard/Step 1/Merchandise step/ManualModalFromCode': () => {
    expect(dialog('Adicionar manualmente')).toBeTruthy();
  },
  'Spot wizard/Step 1/Merchandise step/WarehousesFailed': async () => {
    expect(await screen.findByText('Não foi possível carregar os armazéns.')).toBeTruthy();
  },
  'Spot wizard/Step 1/Time window modal/Empty': () => {
    expect(button('Confirmar').disabled).toBe(true);
  },
  'Spot wizard/Step 1/Time window modal/EndBeforeStart': () => {
    expect(screen.getByRole('alert').textContent).toBe(
      'O horário final do agendamento deve ser após o inicial',
    );
    expect(button('Confirmar').disabled).toBe(true);
  },
  'Spot wizard/Step 1/Time window modal/Valid': () => {
    expect(button('Confirmar').disabled).toBe(false);
  },
  'Spot wizard/Step 1/Warehouse form/Open': () => {
    expect(dialog('Cadastrar armazém')).toBeTruthy();
  },
};

const cases = Object.values(files).flatMap((file) =>
  Object.entries(composeStories(file as Parameters<typeof composeStories>[0])).map(
    ([name, Story]) => [`${file.default.title}/${name}`, Story as unknown as ComponentType] as const,
  ),
);

describe('step 1 stories render as tests', () => {
  it('covers every stories file of step 1', () => {
    const root = join(import.meta.dirname, '..');
    const onDisk = ['merchandise', 'scheduling', 'round-trip', 'tracking-recipients', 'help'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.stories.tsx')),
    );
    expect(onDisk).toHaveLength(Object.keys(files).length);
  });

  it('has a check for every story', () => {
    expect(cases.map(([id]) => id).sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(cases)('%s', async (id, Story) => {
    render(<Story />);
    await expectations[id]?.();
  });
});
