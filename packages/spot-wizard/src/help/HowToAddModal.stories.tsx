import { BoxRoot } from '@box/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { MERCHANDISE_STEP_STYLES } from '../merchandise/styles';
import { HowToAddModal } from './HowToAddModal';

function HelpDemo(props: { open: boolean }) {
  return (
    <BoxRoot styles={MERCHANDISE_STEP_STYLES}>
      <HowToAddModal {...props} onClose={() => console.info('fechar')} />
    </BoxRoot>
  );
}

const meta = {
  title: 'Spot wizard/Step 1/Help modal',
  component: HelpDemo,
  args: { open: true },
} satisfies Meta<typeof HelpDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
