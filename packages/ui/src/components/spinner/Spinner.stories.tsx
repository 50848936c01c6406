import type { Meta, StoryObj } from '@storybook/react';
import { Spinner } from './Spinner';

const meta = { title: 'ui/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 'lg', label: 'Carregando pedidos' } };
