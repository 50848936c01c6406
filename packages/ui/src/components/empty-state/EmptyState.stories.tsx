import type { Meta, StoryObj } from '@storybook/react';
import { EmptyState } from './EmptyState';

const meta = { title: 'ui/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoOrders: Story = {
  args: {
    title: 'Não há ordens de serviço',
    message: 'Nenhuma solicitação disponível nas últimas 72 horas.',
  },
};
