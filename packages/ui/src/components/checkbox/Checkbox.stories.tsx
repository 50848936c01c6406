import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

function Preferences() {
  const [status, setStatus] = useState(true);
  const [success, setSuccess] = useState(false);
  return (
    <div>
      <Checkbox checked={status} onChange={setStatus} label="Atualizações de status" />
      <Checkbox
        checked={success}
        onChange={setSuccess}
        label="Comprovantes de entrega"
        description="Receba um e-mail a cada entrega concluída"
      />
      <Checkbox checked={false} onChange={() => {}} label="Indisponível" disabled />
    </div>
  );
}

const meta = { title: 'ui/Checkbox', component: Preferences } satisfies Meta<typeof Preferences>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {};
