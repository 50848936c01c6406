import { BoxRoot, useStore } from '@box/ui';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing/fake-api';
import { effect, signal } from '@preact/signals-react';
import type { Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { createSpotWizardApi } from '../api';
import { SPOT_WIZARD_STYLES } from '../styles';
import { fakeFill, type SheetRow, sheet, sheetOf } from './fixtures';
import { SuperBatchScreen } from './SuperBatchScreen';
import { SUPER_BATCH_SHEETS } from './styles';
import { createSuperBatchHost } from './superBatchHost';
import { BATCH_TEXTS } from './texts';

// Outside the wizard, the page brings the sheet the batch screen adopts when it mounts.
const STYLES = [...new Set([...SPOT_WIZARD_STYLES, ...SUPER_BATCH_SHEETS])];

/** How far the demo takes the batch once the sheet is read. */
type Stage = 'review' | 'confirm' | 'send';

interface BatchDemoProps {
  rows: readonly SheetRow[];
  stage: Stage;
  /** POST /spots/batch; default: a new OS for every group. */
  createBatch?: FakeRoutes[string];
}

let nextOrder = 90500;

/** The batch screen over a fake API, taken to a stage as a person would: paste, then 'Solicitar', 'Solicitar'. */
function BatchDemo({ rows, stage, createBatch }: BatchDemoProps) {
  const host = useStore(() => {
    const { fetch } = createFakeFetch({
      'POST /spots/batch/shipments/fill-missing-data': (request) =>
        fakeFill(request.body as Parameters<typeof fakeFill>[0]),
      'POST /spots/batch': createBatch ?? (() => ({ id: ++nextOrder })),
    });
    return createSuperBatchHost({
      api: createSpotWizardApi({ fetch }),
      customerId: signal(0),
      storeOptions: { retryDelaysMs: [] },
    });
  });
  useEffect(() => {
    host.paste(sheet(rows));
    let moved = false;
    return effect(() => {
      const store = host.store.value;
      if (moved || store?.phase.value !== 'review' || stage === 'review') return;
      moved = true;
      store.requestSend();
      if (stage === 'send') void store.confirmSend();
    });
  }, [host, rows, stage]);
  return (
    <BoxRoot styles={STYLES}>
      <h2>{BATCH_TEXTS.title}</h2>
      <SuperBatchScreen host={host} onNavigate={(path) => console.info('navegar', path)} />
    </BoxRoot>
  );
}

const meta = {
  title: 'Spot wizard/Super batch',
  component: BatchDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BatchDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const failing = (externalIds: readonly string[]) => (request: { body: unknown }) => {
  const { externalId } = request.body as { externalId: string };
  if (externalId === externalIds[0]) {
    return reply({
      status: 422,
      body: { code: 'usersNotFound', message: 'x', details: { emails: ['ana@mercado.example'] } },
    });
  }
  if (externalId === externalIds[1]) {
    return reply({
      status: 422,
      body: {
        code: 'warehousesNotFound',
        message: 'x',
        details: { warehouses: [{ name: 'CD Norte', customerId: 0 }] },
      },
    });
  }
  return { id: ++nextOrder };
};

/** A pasted sheet of 4 routes, every row found: ready to send. */
export const Pasted: Story = { args: { rows: sheetOf(4, 3), stage: 'review' } };

/** Rows the sheet or the look-up got wrong: listed with why, and the routes marked. */
export const WithProblems: Story = {
  args: {
    rows: [
      ...sheetOf(2, 2),
      { code: 'PED-9-1', external: 'LOTE-9', cep: '99999-999' },
      { code: 'PED-9-2', external: 'LOTE-9', weight: 'dez', user: 'ana' },
      { code: 'PED-9-1', external: 'LOTE-10', schedule: '31/02/2030 08:00' },
    ],
    stage: 'review',
  },
};

/** 'Solicitar N rotas' with a problem left: 'Não é possível solicitar!'. */
export const CannotSend: Story = {
  args: { rows: [...sheetOf(1, 2), { code: 'X-1', external: 'LOTE-X', cep: '99999-999' }], stage: 'confirm' },
};

/** 'N rotas serão solicitadas. Tem certeza?' */
export const Confirm: Story = { args: { rows: sheetOf(5, 2), stage: 'confirm' } };

/** Sending: the fourth route is on its way and does not answer. */
export const Progress: Story = {
  args: {
    rows: sheetOf(10, 2),
    stage: 'send',
    createBatch: (request) => {
      const { externalId } = request.body as { externalId: string };
      if (externalId === 'LOTE-2') return failing(['LOTE-2'])(request);
      return externalId === 'LOTE-4' ? reply({ delay: 'never' }) : { id: ++nextOrder };
    },
  },
};

/** Done with failures: a warning, the orders placed and the routes that failed with their reasons. */
export const ResultWithFailures: Story = {
  args: { rows: sheetOf(6, 2), stage: 'send', createBatch: failing(['LOTE-2', 'LOTE-5']) },
};

/** Done, every route placed. */
export const ResultSuccess: Story = { args: { rows: sheetOf(3, 2), stage: 'send' } };
