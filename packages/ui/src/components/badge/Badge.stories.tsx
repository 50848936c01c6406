import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../button/Button';
import { FilterIcon } from '../icons';
import { Badge, CountBadge } from './Badge';

function Badges() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge>Neutro</Badge>
      <Badge tone="info">Agendada</Badge>
      <Badge tone="success">Finalizada</Badge>
      <Badge tone="warning">Em atraso</Badge>
      <Badge tone="danger">Cancelada</Badge>
      <Button variant="secondary" icon={<FilterIcon />}>
        Filtros <CountBadge count={2} label="filtros ativos" />
      </Button>
    </div>
  );
}

const meta = { title: 'ui/Badge', component: Badges } satisfies Meta<typeof Badges>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StatusAndCount: Story = {};
