import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Button } from '../button/Button';
import { CenterNotification } from './CenterNotification';

function CopyDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Copiar link
      </Button>
      <CenterNotification open={open} delayMs={2000} onHidden={() => setOpen(false)}>
        Link copiado! Cole (Ctrl-V) onde quiser
      </CenterNotification>
    </>
  );
}

const meta = { title: 'ui/CenterNotification', component: CopyDemo } satisfies Meta<typeof CopyDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinkCopied: Story = {};
