import { BoxRoot } from '@box/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { MERCHANDISE_STEP_STYLES } from '../merchandise/styles';
import { TrackingRecipientsModal, type TrackingRecipientsModalProps } from './TrackingRecipientsModal';

function RecipientsDemo(props: TrackingRecipientsModalProps) {
  return (
    <BoxRoot styles={MERCHANDISE_STEP_STYLES}>
      <TrackingRecipientsModal {...props} />
    </BoxRoot>
  );
}

const meta = {
  title: 'Spot wizard/Step 1/Tracking recipients modal',
  component: RecipientsDemo,
  args: {
    open: true,
    code: 'PED-1002',
    address: 'Avenida Paulista, 1578 – Bela Vista, São Paulo/SP',
    recipients: [
      { email: 'bia@cliente.example', phone: null },
      { email: null, phone: '11987654321' },
    ],
    onSubmit: (recipients) => console.info('destinatários', recipients),
    onClose: () => console.info('fechar'),
  },
} satisfies Meta<typeof RecipientsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the wizard: rows have no link yet. */
export const InWizard: Story = {};

/** A shipment with a public link: 'Copiar link'. */
export const WithShareLink: Story = { args: { shareLink: 'http://127.0.0.1:3000/rr/4f1c2a9be0d84c77a1f3' } };

/** Saving failed. */
export const SaveFails: Story = {
  args: { onSubmit: () => Promise.reject(new Error('falhou')) },
};
