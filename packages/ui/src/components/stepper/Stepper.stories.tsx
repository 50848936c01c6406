import type { Meta, StoryObj } from '@storybook/react';
import { Stepper } from './Stepper';

const meta = { title: 'ui/Stepper', component: Stepper } satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SecondStep: Story = {
  args: {
    label: 'Etapas da solicitação',
    steps: [
      { id: 'merchandise', title: 'Cadastrar mercadorias', subtitle: '2 notas cadastradas', done: true },
      {
        id: 'vehicle',
        title: 'Escolher tipo de veículo',
        subtitle: 'Nenhum veículo selecionado',
        active: true,
      },
      { id: 'summary', title: 'Resumo do pedido', subtitle: 'Nenhuma informação' },
    ],
  },
};
