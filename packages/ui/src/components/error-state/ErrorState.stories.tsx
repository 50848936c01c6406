import type { Meta, StoryObj } from '@storybook/react';
import { ErrorState } from './ErrorState';

const meta = { title: 'ui/ErrorState', component: ErrorState } satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Statement: Story = {
  args: {
    title: 'Ops! Ocorreu um erro',
    message: 'Tivemos um problema no carregamento do seu extrato!',
    onRetry: () => {},
  },
};
