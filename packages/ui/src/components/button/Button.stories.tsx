import type { Meta, StoryObj } from '@storybook/react';
import { FilterIcon } from '../icons';
import { Button } from './Button';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Obter cotação' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Voltar' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Filtros', icon: <FilterIcon /> } };
export const Link: Story = { args: { variant: 'link', children: 'Tente novamente' } };
export const Disabled: Story = { args: { disabled: true, children: 'Finalizar pedido' } };
export const Loading: Story = { args: { loading: true, children: 'Finalizando solicitação' } };
