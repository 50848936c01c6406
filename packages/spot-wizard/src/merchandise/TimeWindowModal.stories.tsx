import { BoxRoot } from '@box/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { MERCHANDISE_STEP_STYLES } from './styles';
import { TimeWindowModal, type TimeWindowModalProps } from './TimeWindowModal';

function TimeWindowDemo(props: TimeWindowModalProps) {
  return (
    <BoxRoot styles={MERCHANDISE_STEP_STYLES}>
      <TimeWindowModal {...props} />
    </BoxRoot>
  );
}

const meta = {
  title: 'Spot wizard/Step 1/Time window modal',
  component: TimeWindowDemo,
  args: {
    open: true,
    onConfirm: (value) => console.info('horário', value),
    onClose: () => console.info('fechar'),
  },
} satisfies Meta<typeof TimeWindowDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: { start: '', end: '' } } };

/** The end before the start: the message, and Confirmar disabled. */
export const EndBeforeStart: Story = { args: { initial: { start: '14:00', end: '09:30' } } };

export const Valid: Story = { args: { initial: { start: '08:00', end: '12:00' } } };
