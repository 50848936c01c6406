import { maskCep } from '@box/core/format';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { TextField } from './TextField';

function Fields() {
  const [cep, setCep] = useState('01310');
  const [value, setValue] = useState('1.250,00');
  const [name, setName] = useState('Depósito Central');
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField
        label="CEP"
        value={cep}
        onChange={setCep}
        mask={maskCep}
        inputMode="numeric"
        hint="Ex.: 01310-100"
      />
      <TextField label="Valor da mercadoria" value={value} onChange={setValue} prefix="R$" />
      <TextField
        label="Nome do armazém"
        value={name}
        onChange={setName}
        error="Este nome de armazém já existe. Tente outro."
        required
      />
      <TextField label="Número" value="" onChange={() => {}} disabled />
    </div>
  );
}

const meta = { title: 'ui/TextField', component: Fields } satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {};
