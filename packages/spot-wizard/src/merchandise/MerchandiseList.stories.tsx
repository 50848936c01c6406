import { BoxRoot } from '@box/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { manyRows, mixedRows, okDocumentRow, okRow } from './fixtures/rows';
import { MerchandiseList, type MerchandiseListProps } from './MerchandiseList';
import { MERCHANDISE_STEP_STYLES } from './styles';

const log = (what: string) => (id: string) => console.info(what, id);

function ListDemo(props: MerchandiseListProps) {
  return (
    <BoxRoot styles={MERCHANDISE_STEP_STYLES}>
      <MerchandiseList
        onRefresh={log('consultar de novo')}
        onEdit={log('editar')}
        onRemove={log('remover')}
        onTimeWindow={(id, value) => console.info('horário', id, value)}
        onRecipients={(id, value) => console.info('destinatários', id, value)}
        onUploadXml={(id, file) => console.info('xml', id, file.name)}
        {...props}
      />
    </BoxRoot>
  );
}

const meta = {
  title: 'Spot wizard/Step 1/Merchandise list',
  component: ListDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ListDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ok, loading ('Consultando CT-e no SEFAZ'), errors with their §8 messages and a too-long code. */
export const RowStates: Story = {
  args: { items: mixedRows(), distanceKm: 18.4, sharing: true, uploadXml: true, defaultExpanded: true },
};

/** More than 2 rows: only 2 shown, with 'Ver mais'. */
export const Collapsed: Story = { args: { items: manyRows(5), distanceKm: 18.4 } };

/** Collapsed, the rows with a problem stay in sight after the first 2 (they keep 'Próximo' disabled). */
export const CollapsedWithProblems: Story = { args: { items: mixedRows(), distanceKm: 18.4 } };

/** 500 rows expanded: only the visible window is rendered. */
export const Expanded500: Story = { args: { items: manyRows(500), distanceKm: 812, defaultExpanded: true } };

/** The summary's list: no 'Ações'. */
export const ReadOnly: Story = {
  args: {
    items: [okDocumentRow(1301), okRow('PED-1302', '01310100', '1578')],
    distanceKm: 7,
    readOnly: true,
  },
};
