import type { SpotsConfig } from '@box/core/schemas';
import { BoxRoot, useStore } from '@box/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { fixedEnvironment, OPEN_CONFIG } from '../merchandise/fixtures/environment';
import { MERCHANDISE_STEP_STYLES } from '../merchandise/styles';
import { SchedulingBlock } from './SchedulingBlock';
import { createSchedulingSlice, type SchedulingStore } from './schedulingSlice';

function SchedulingDemo({
  config = OPEN_CONFIG,
  setup,
}: {
  config?: SpotsConfig;
  setup?: (slice: SchedulingStore) => void;
}) {
  const slice = useStore(() => {
    const created = createSchedulingSlice(fixedEnvironment({ config }));
    setup?.(created);
    return created;
  });
  return (
    <BoxRoot styles={MERCHANDISE_STEP_STYLES}>
      <SchedulingBlock scheduling={slice} />
    </BoxRoot>
  );
}

const meta = {
  title: 'Spot wizard/Step 1/Scheduling',
  component: SchedulingDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SchedulingDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Now: Story = {};

/** 'Amanhã' confirmed at 06:00. */
export const Tomorrow: Story = {
  args: {
    setup: (slice) => {
      slice.choose('TOMORROW');
      slice.confirm();
    },
  },
};

/** The date-time modal of 'Outro Dia'. */
export const DateTimeModal: Story = { args: { setup: (slice) => slice.choose('CUSTOM') } };

/** The operations team is away: the notice, and no 'Agora'. */
export const ServiceUnavailable: Story = {
  args: {
    config: {
      ...OPEN_CONFIG,
      immediate_booking_available: false,
      service_available: 'only_available_next_work_day',
    },
  },
};
