import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../button/Button';
import { ToastStack } from './ToastStack';
import { useToasts } from './useToasts';

function ToastDemo() {
  const { toasts, push, dismiss } = useToasts();
  return (
    <>
      <Button onClick={() => push({ tone: 'success', message: 'E-mail enviado!' })}>Mostrar aviso</Button>
      <ToastStack
        toasts={[{ id: 'fixed', tone: 'warning', message: 'Alguma remessa está com problema.' }, ...toasts]}
        onDismiss={dismiss}
        autoHideMs={toasts.length ? undefined : 60_000}
      />
    </>
  );
}

const meta = { title: 'ui/Toast', component: ToastDemo } satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {};
