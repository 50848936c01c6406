import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Tabs, tabIdFor } from './Tabs';

const items = [
  { id: 'created', label: 'Em alocação', count: 12 },
  { id: 'allocated', label: 'Alocada', count: 4 },
  { id: 'in-progress', label: 'Em execução', count: 9 },
  { id: 'done', label: 'Finalizadas/Canceladas', count: 130 },
];

function TabsDemo() {
  const [value, setValue] = useState('created');
  return (
    <>
      <Tabs
        items={items}
        value={value}
        onChange={setValue}
        label="Situação das ordens"
        panelId="demo-panel"
      />
      <div
        role="tabpanel"
        id="demo-panel"
        aria-labelledby={tabIdFor('demo-panel', value)}
        style={{ padding: 16 }}
      >
        Aba selecionada: {value}
      </div>
    </>
  );
}

const meta = { title: 'ui/Tabs', component: TabsDemo } satisfies Meta<typeof TabsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {};
