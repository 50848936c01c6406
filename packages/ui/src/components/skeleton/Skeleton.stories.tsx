import type { Meta, StoryObj } from '@storybook/react';
import { Skeleton } from './Skeleton';

function SkeletonCard() {
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <Skeleton circle width={40} height={40} />
      <Skeleton width="70%" />
      <Skeleton />
      <Skeleton width="40%" />
    </div>
  );
}

const meta = { title: 'ui/Skeleton', component: SkeletonCard } satisfies Meta<typeof SkeletonCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};
