import type { Meta, StoryObj } from '@storybook/react';
import { Table } from './Table';
import type { TableColumn } from './types';
import { VirtualRows } from './VirtualRows';

interface Row {
  id: number;
  requester: string;
  vehicle: string;
}

const columns: TableColumn<Row>[] = [
  { id: 'os', header: 'OS', cell: (row) => <a href={`/pedidos/acompanhe/${row.id}`}>{row.id}</a> },
  { id: 'requester', header: 'Solicitante', cell: (row) => row.requester },
  { id: 'vehicle', header: 'Veículo', cell: (row) => row.vehicle },
];

const makeRows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 100_000 + i,
    requester: ['Ana Souza', 'Bruno Lima', 'Carla Dias'][i % 3] ?? '',
    vehicle: ['Moto', 'Van', 'Utilitário Pequeno'][i % 3] ?? '',
  }));

function TableDemo({ count, virtual }: { count: number; virtual: boolean }) {
  return (
    <Table
      caption="Ordens de serviço"
      columns={columns}
      rows={makeRows(count)}
      rowKey={(row) => row.id}
      onRowClick={(row) => console.info('linha', row.id)}
      maxHeight="420px"
      virtual={virtual ? { windowRows: VirtualRows, rowHeight: 49 } : undefined}
    />
  );
}

const meta = { title: 'ui/Table', component: TableDemo } satisfies Meta<typeof TableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = { args: { count: 5, virtual: false } };
export const Virtualised5000: Story = { args: { count: 5000, virtual: true } };
