import { ApiProvider, BoxRoot, useStore } from '@box/ui';
import { createFakeFetch } from '@box/ui/testing/fake-api';
import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react';
import { MerchandiseList } from '../merchandise/MerchandiseList';
import { roundTripFromWarehouse } from '../merchandise/merchandiseSlice';
import { SPOT_WIZARD_STYLES } from '../styles';
import { createDemoParts, type DemoOptions } from '../wizard/demoParts';
import {
  financeInfoOnFile,
  manualMerchandise,
  nfeMerchandise,
  priceEstimate,
  warehouse,
} from '../wizard/fixtures';
import { FinishModals } from './FinishModals';
import { SummaryStep } from './SummaryStep';
import { FINISH_MODALS_SHEETS, SUMMARY_STEP_SHEETS } from './styles';

// Outside the wizard, the page brings the sheets the wizard adopts as its parts mount.
const STYLES = [...new Set([...SPOT_WIZARD_STYLES, ...SUMMARY_STEP_SHEETS, ...FINISH_MODALS_SHEETS])];

interface SummaryDemoProps extends DemoOptions {
  /** The finance form's calls (what is on file, PATCH /customers), for the MissingFinancialInfo story. */
  financeFetch?: typeof fetch;
}

/** Step 3 and its dialogs in a chosen state. */
function SummaryDemo({ financeFetch, ...options }: SummaryDemoProps) {
  useSignals();
  const parts = useStore(() => createDemoParts({ selected: 'VAN', ...options }));
  const log = (what: string) => () => console.info(what);
  return (
    <ApiProvider fetch={financeFetch}>
      <BoxRoot styles={STYLES}>
        <SummaryStep
          scheduling={parts.scheduling}
          merchandise={parts.merchandise}
          vehicle={parts.vehicle}
          summary={parts.summary}
          list={<MerchandiseList items={parts.merchandise.items.value} distanceKm={6.4} readOnly />}
          onRecalculate={log('recalcular')}
        />
        <FinishModals
          summary={parts.summary}
          onRecalculate={log('recalcular')}
          onRetryFinish={log('finalizar de novo')}
          onDone={log('ir para o monitoramento')}
        />
      </BoxRoot>
    </ApiProvider>
  );
}

const meta = {
  title: 'Spot wizard/Step 3 - Summary',
  component: SummaryDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SummaryDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const priced = { kind: 'success', estimate: priceEstimate() } as const;

export const Calculating: Story = { args: { estimate: { kind: 'loading' } } };

export const Priced: Story = {
  args: {
    estimate: priced,
    items: [nfeMerchandise(), manualMerchandise('PED-2026-0002'), manualMerchandise('PED-2026-0003')],
  },
};

export const TruckWithRoundTrip: Story = {
  args: {
    selected: 'TRUCK',
    weight: '4200',
    bodyTypes: ['BAU'],
    roundTrip: roundTripFromWarehouse(warehouse()),
    estimate: {
      kind: 'success',
      estimate: priceEstimate({
        priceComponents: [
          { name: 'Tarifa base', value: 480 },
          { name: 'Distância', value: 96 },
        ],
        freightPrice: 576,
        tollPrice: 22.4,
        driverTollPrice: 22.4,
        adValoremPrice: 6.17,
        grossPrice: 712.9,
      }),
    },
  },
};

export const EstimateError: Story = { args: { estimate: { kind: 'fail' }, estimateErrorOpen: true } };

export const Finishing: Story = { args: { estimate: priced, finish: { kind: 'submitting' } } };

export const Success: Story = { args: { estimate: priced, finish: { kind: 'success', id: 90412 } } };

export const MissingFinancialInfo: Story = {
  args: {
    estimate: priced,
    finish: { kind: 'finance' },
    financeFetch: createFakeFetch({
      'GET /customers/finance-info': financeInfoOnFile(),
      'PATCH /customers': { ok: true },
    }).fetch,
  },
};

export const EstimateNoLongerValid: Story = {
  args: {
    estimate: priced,
    finish: { kind: 'error', error: { kind: 'EstimateNoLongerValid', minutes: 15 } },
  },
};

export const BlockedCustomer: Story = {
  args: { estimate: priced, finish: { kind: 'error', error: { kind: 'BlockedCustomer', status: 403 } } },
};

export const ValidationError: Story = {
  args: {
    estimate: priced,
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
  },
};

export const ServerError: Story = {
  args: {
    estimate: priced,
    finish: { kind: 'error', error: { kind: 'UnknownError', status: 500 } },
  },
};
