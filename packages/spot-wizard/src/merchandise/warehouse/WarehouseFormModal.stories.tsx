import { ApiProvider, BoxRoot } from '@box/ui';
import { createFakeFetch } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { WAREHOUSES } from '../fixtures/places';
import { step1Routes } from '../fixtures/routes';
import { MERCHANDISE_STEP_STYLES } from '../styles';
import { WarehouseFormModal, type WarehouseFormModalProps } from './WarehouseFormModal';

function WarehouseFormDemo(props: WarehouseFormModalProps) {
  return (
    <ApiProvider fetch={createFakeFetch(step1Routes(), { delay: 150 }).fetch}>
      <BoxRoot styles={MERCHANDISE_STEP_STYLES}>
        <WarehouseFormModal {...props} />
      </BoxRoot>
    </ApiProvider>
  );
}

const meta = {
  title: 'Spot wizard/Step 1/Warehouse form',
  component: WarehouseFormDemo,
  args: {
    open: true,
    warehouses: WAREHOUSES,
    onCreated: (id) => console.info('armazém criado', id),
    onClose: () => console.info('fechar'),
  },
} satisfies Meta<typeof WarehouseFormDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try 'CD Barra Funda' for the name in use, CEP 01310-100 for a found address. */
export const Open: Story = {};
