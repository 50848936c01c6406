import type { Warehouse } from '@box/core/schemas';
import { ApiProvider, BoxRoot } from '@box/ui';
import { createFakeFetch } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { WAREHOUSES } from '../merchandise/fixtures/places';
import { step1Routes } from '../merchandise/fixtures/routes';
import { roundTripFromWarehouse } from '../merchandise/merchandiseSlice';
import { MERCHANDISE_STEP_STYLES } from '../merchandise/styles';
import { RoundTripModal, type RoundTripModalProps } from './RoundTripModal';

function RoundTripDemo(props: RoundTripModalProps) {
  return (
    <ApiProvider fetch={createFakeFetch(step1Routes(), { delay: 150 }).fetch}>
      <BoxRoot styles={MERCHANDISE_STEP_STYLES}>
        <RoundTripModal {...props} />
      </BoxRoot>
    </ApiProvider>
  );
}

const meta = {
  title: 'Spot wizard/Step 1/Round trip modal',
  component: RoundTripDemo,
  args: {
    open: true,
    onConfirm: (place) => console.info('retorno', place),
    onClose: () => console.info('fechar'),
  },
} satisfies Meta<typeof RoundTripDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back to the warehouse, as the panel starts it. */
export const ToWarehouse: Story = { args: { place: roundTripFromWarehouse(WAREHOUSES[0] as Warehouse) } };

/** No place yet: Confirmar waits for a found address. */
export const NoPlace: Story = { args: { place: null } };
