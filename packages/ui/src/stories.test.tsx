import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as alert from './components/alert/Alert.stories';
import * as badge from './components/badge/Badge.stories';
import * as button from './components/button/Button.stories';
import * as centerNotification from './components/center-notification/CenterNotification.stories';
import * as checkbox from './components/checkbox/Checkbox.stories';
import * as emptyState from './components/empty-state/EmptyState.stories';
import * as errorState from './components/error-state/ErrorState.stories';
import * as fileDrop from './components/file-drop/FileDrop.stories';
import * as modal from './components/modal/Modal.stories';
import * as radioGroup from './components/radio-group/RadioGroup.stories';
import * as searchInput from './components/search-input/SearchInput.stories';
import * as skeleton from './components/skeleton/Skeleton.stories';
import * as spinner from './components/spinner/Spinner.stories';
import * as stepper from './components/stepper/Stepper.stories';
import * as table from './components/table/Table.stories';
import * as tabs from './components/tabs/Tabs.stories';
import * as textField from './components/text-field/TextField.stories';
import * as toast from './components/toast/Toast.stories';
import * as tooltip from './components/tooltip/Tooltip.stories';

const files = {
  alert,
  badge,
  button,
  centerNotification,
  checkbox,
  emptyState,
  errorState,
  fileDrop,
  modal,
  radioGroup,
  searchInput,
  skeleton,
  spinner,
  stepper,
  table,
  tabs,
  textField,
  toast,
  tooltip,
};

const button_ = (name: string | RegExp) => screen.getByRole('button', { name });

/** What each story must show: one real check per story, keyed 'title/Story'. */
const expectations: Record<string, () => void> = {
  'ui/Button/Primary': () => expect(button_('Obter cotação').className).toContain('box-button--primary'),
  'ui/Button/Secondary': () => expect(button_('Voltar').className).toContain('box-button--secondary'),
  'ui/Button/Ghost': () => expect(button_('Filtros').querySelector('svg')).not.toBeNull(),
  'ui/Button/Link': () => expect(button_('Tente novamente').className).toContain('box-button--link'),
  'ui/Button/Disabled': () => expect((button_('Finalizar pedido') as HTMLButtonElement).disabled).toBe(true),
  'ui/Button/Loading': () =>
    expect(button_('Finalizando solicitação').getAttribute('aria-busy')).toBe('true'),
  'ui/Spinner/Default': () => expect(screen.getByRole('status').textContent).toBe('Carregando'),
  'ui/Spinner/Large': () => expect(screen.getByRole('status').textContent).toBe('Carregando pedidos'),
  'ui/Modal/Open': () => expect(screen.getByRole('dialog', { name: 'Filtros' })).toBeTruthy(),
  'ui/Modal/ErrorDialog': () =>
    expect(
      screen.getByRole('dialog', { name: 'Ops! Tivemos um problema ao carregar os dados!' }).textContent,
    ).toContain('Erro! status: 500'),
  'ui/Tabs/WithCounts': () => expect(screen.getAllByRole('tab')).toHaveLength(4),
  'ui/Table/Few': () => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6),
  'ui/Table/Virtualised5000': () => {
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('5001');
    expect(screen.getByRole('table').querySelectorAll('tr[data-index]').length).toBeLessThanOrEqual(100);
  },
  'ui/Alert/Info': () => expect(screen.getByRole('status').className).toContain('box-alert--info'),
  'ui/Alert/Success': () => expect(screen.getByRole('status').textContent).toContain('E-mail enviado!'),
  'ui/Alert/Warning': () =>
    expect(screen.getByRole('alert').textContent).toContain('inativa há mais de 90 dias'),
  'ui/Alert/Danger': () => expect(button_('Fechar')).toBeTruthy(),
  'ui/Toast/Stack': () =>
    expect(screen.getByRole('alert').textContent).toContain('Alguma remessa está com problema.'),
  'ui/CenterNotification/LinkCopied': () =>
    expect(screen.getByRole('status').textContent).toBe('Link copiado! Cole (Ctrl-V) onde quiser'),
  'ui/Skeleton/Card': () => expect(document.querySelectorAll('.box-skeleton')).toHaveLength(4),
  'ui/Badge/StatusAndCount': () => expect(screen.getByText('2 filtros ativos')).toBeTruthy(),
  'ui/EmptyState/NoOrders': () => expect(screen.getByText('Não há ordens de serviço')).toBeTruthy(),
  'ui/ErrorState/Statement': () => expect(button_('Tente novamente')).toBeTruthy(),
  'ui/Stepper/SecondStep': () =>
    expect(screen.getAllByRole('listitem')[1]?.getAttribute('aria-current')).toBe('step'),
  'ui/SearchInput/Empty': () => expect(screen.getByRole('searchbox', { name: 'Buscar ordens' })).toBeTruthy(),
  'ui/SearchInput/Filled': () =>
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('ABC-1D23'),
  'ui/Checkbox/States': () =>
    expect(
      (screen.getByRole('checkbox', { name: 'Atualizações de status' }) as HTMLInputElement).checked,
    ).toBe(true),
  'ui/RadioGroup/Inline': () =>
    expect(screen.getByRole('group', { name: 'Status' }).className).toContain('box-radio-group--inline'),
  'ui/RadioGroup/Stacked': () =>
    expect((screen.getByRole('radio', { name: 'Todas' }) as HTMLInputElement).checked).toBe(true),
  'ui/FileDrop/Default': () =>
    expect(
      (screen.getByLabelText('Arraste os arquivos XML para cá ou clique para selecionar') as HTMLInputElement)
        .multiple,
    ).toBe(true),
  'ui/FileDrop/Disabled': () =>
    expect((screen.getByLabelText(/Arraste os arquivos XML/) as HTMLInputElement).disabled).toBe(true),
  'ui/TextField/States': () =>
    expect(screen.getByRole('textbox', { name: /Nome do armazém/ }).getAttribute('aria-invalid')).toBe(
      'true',
    ),
  'ui/Tooltip/OnIconButton': () =>
    expect(button_('Sobre armazéns').getAttribute('aria-describedby')).toBeTruthy(),
};

const cases = Object.values(files).flatMap((file) =>
  Object.entries(composeStories(file as Parameters<typeof composeStories>[0])).map(
    ([name, Story]) => [`${file.default.title}/${name}`, Story as unknown as ComponentType] as const,
  ),
);

describe('ui stories render as tests', () => {
  it('covers every stories file beside the components', () => {
    const dir = join(import.meta.dirname, 'components');
    const onDisk = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.stories.tsx'));
    expect(onDisk).toHaveLength(Object.keys(files).length);
  });

  it('has a check for every story', () => {
    expect(cases.map(([id]) => id).sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(cases)('%s', async (id, Story) => {
    render(<Story />);
    expectations[id]?.();
  });
});
