import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { SearchInput } from './SearchInput';

function SearchDemo({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <SearchInput
        value={value}
        onChange={setValue}
        label="Buscar ordens"
        placeholder="Busque por OS, solicitante, motorista ou placa"
      />
    </div>
  );
}

const meta = { title: 'ui/SearchInput', component: SearchDemo } satisfies Meta<typeof SearchDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: '' } };
export const Filled: Story = { args: { initial: 'ABC-1D23' } };
