import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

function StatusFilter({ inline }: { inline: boolean }) {
  const [value, setValue] = useState<'ALL' | 'FINISHED' | 'CANCELED'>('ALL');
  return (
    <RadioGroup
      legend="Status"
      inline={inline}
      value={value}
      onChange={setValue}
      options={[
        { value: 'ALL', label: 'Todas' },
        { value: 'FINISHED', label: 'Finalizadas' },
        { value: 'CANCELED', label: 'Canceladas' },
      ]}
    />
  );
}

const meta = { title: 'ui/RadioGroup', component: StatusFilter } satisfies Meta<typeof StatusFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = { args: { inline: true } };
export const Stacked: Story = { args: { inline: false } };
