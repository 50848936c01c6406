import type { Meta, StoryObj } from '@storybook/react';
import { Alert } from './Alert';

const meta = { title: 'ui/Alert', component: Alert } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info', children: 'Dados atualizados automaticamente' } };
export const Success: Story = { args: { tone: 'success', children: 'E-mail enviado!' } };
export const Warning: Story = {
  args: {
    tone: 'warning',
    children:
      'Sua conta está inativa há mais de 90 dias. Por favor, entre em contato com o e-mail comercial para reativar',
  },
};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Erro ao calcular preço',
    children: 'Não conseguimos calcular o preço neste momento.',
    onClose: () => {},
  },
};
