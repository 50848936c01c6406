import { BoxRoot, useStore } from '@box/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { SPOT_WIZARD_STYLES } from '../styles';
import { createDemoParts, type DemoOptions } from '../wizard/demoParts';
import { newPolicyVehicles } from '../wizard/fixtures';
import { VEHICLE_STEP_SHEETS } from './styles';
import { VehicleStep } from './VehicleStep';

// Outside the wizard, the page brings the sheets the wizard adopts as its parts mount.
const STYLES = [...SPOT_WIZARD_STYLES, ...VEHICLE_STEP_SHEETS];

/** Step 2 in a chosen state (the shell's buttons are the SpotWizard stories' business). */
function VehicleStepDemo(options: DemoOptions) {
  const parts = useStore(() => createDemoParts(options));
  return (
    <BoxRoot styles={STYLES}>
      <VehicleStep slice={parts.vehicle} onRetry={() => console.info('recarregar veículos')} />
    </BoxRoot>
  );
}

const meta = {
  title: 'Spot wizard/Step 2 - Vehicle',
  component: VehicleStepDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VehicleStepDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { vehiclesLoad: 'loading' } };

export const LoadError: Story = { args: { vehiclesLoad: 'error' } };

export const NothingSelected: Story = { args: {} };

export const VanWithExtras: Story = { args: { selected: 'VAN' } };

/** A truck needs its weight and a body type (SPEC §5). */
export const TruckNeedsWeightAndBody: Story = { args: { selected: 'TRUCK', weight: '12,5' } };

/** Moto and Passeio carry no assistants (SPEC §2). */
export const AssistantsUnavailable: Story = { args: { selected: 'PASSEIO' } };

export const AdValorem: Story = {
  args: { selected: 'FIORINO', features: ['feature:ad_valorem'], price: '1.234,50' },
};

/** VAN, HR and IVECO missing: the new policy notice, larger vehicles need a contact. */
export const NewVehiclePolicy: Story = { args: { vehicles: newPolicyVehicles(), selected: 'FIORINO' } };

/** Toco scheduled on a Tuesday at 7h in São Paulo: inside the restriction window. */
export const SaoPauloRestriction: Story = {
  args: {
    selected: 'TOCO',
    bodyTypes: ['BAU'],
    weight: '5000',
    serviceStart: new Date('2026-11-24T10:00:00Z'),
  },
};
