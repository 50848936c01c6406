import { ApiProvider, BoxRoot } from '@box/ui';
import { createFakeFetch } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { step1Routes } from './fixtures/routes';
import { okRow } from './fixtures/rows';
import { ManualMerchandiseModal, type ManualMerchandiseModalProps } from './ManualMerchandiseModal';
import { MERCHANDISE_STEP_STYLES } from './styles';

function ManualDemo(props: ManualMerchandiseModalProps) {
  return (
    <ApiProvider fetch={createFakeFetch(step1Routes(), { delay: 150 }).fetch}>
      <BoxRoot styles={MERCHANDISE_STEP_STYLES}>
        <ManualMerchandiseModal {...props} />
      </BoxRoot>
    </ApiProvider>
  );
}

const edited = okRow('PED-501', '01310100', '1578', {
  instructions: 'Entregar na portaria',
  timeWindow: { start: '09:00', end: '12:00' },
  trackingRecipients: [{ email: 'bia@cliente.example', phone: null }],
});

const meta = {
  title: 'Spot wizard/Step 1/Manual merchandise modal',
  component: ManualDemo,
  args: {
    sharing: false,
    onSave: (value) => {
      console.info('salvar', value);
      return { ok: true };
    },
    onClose: () => console.info('fechar'),
  },
} satisfies Meta<typeof ManualDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = { args: { request: { mode: 'add', initial: { code: '' } } } };

/** Opened by a code without address (NoEnoughData): the code comes filled in. */
export const AddFromCode: Story = { args: { request: { mode: 'add', initial: { code: 'PED-500' } } } };

/** With tracking sharing: a second step 'Rastreio da mercadoria'. */
export const WithTrackingStep: Story = {
  args: { sharing: true, request: { mode: 'add', initial: { code: 'PED-502' } } },
};

export const Edit: Story = {
  args: {
    sharing: true,
    request: {
      mode: 'edit',
      id: edited.id,
      initial: {
        code: edited.trackingCode,
        address: edited.address,
        instructions: edited.instructions,
        timeWindow: edited.timeWindow,
        trackingRecipients: edited.trackingRecipients,
      },
    },
  },
};
