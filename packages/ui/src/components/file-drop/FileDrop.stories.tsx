import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { FileDrop } from './FileDrop';

function FileDropDemo({ disabled }: { disabled: boolean }) {
  const [names, setNames] = useState<string[]>([]);
  return (
    <div style={{ maxWidth: 560 }}>
      <FileDrop
        label="Arraste os arquivos XML para cá ou clique para selecionar"
        hint="NF-e ou CT-e, vários arquivos de uma vez"
        accept=".xml,text/xml,application/xml"
        multiple
        disabled={disabled}
        onFiles={(files) => setNames((current) => [...current, ...files.map((file) => file.name)])}
      />
      <ul>
        {names.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a demo list where the same name may repeat.
          <li key={index}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

const meta = { title: 'ui/FileDrop', component: FileDropDemo } satisfies Meta<typeof FileDropDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { disabled: false } };
export const Disabled: Story = { args: { disabled: true } };
