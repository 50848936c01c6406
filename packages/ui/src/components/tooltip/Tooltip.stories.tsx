import type { Meta, StoryObj } from '@storybook/react';
import { InfoIcon } from '../icons';
import { Tooltip } from './Tooltip';

function Demo() {
  return (
    <div style={{ padding: '64px 160px' }}>
      <Tooltip content="Cadastre um armazém para usá-lo como origem das suas coletas.">
        <button
          type="button"
          aria-label="Sobre armazéns"
          className="box-button box-button--ghost box-button--sm"
        >
          <InfoIcon />
        </button>
      </Tooltip>
    </div>
  );
}

const meta = { title: 'ui/Tooltip', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnIconButton: Story = {};
