import type { ReactNode } from 'react';
import type { Tone } from '../alert/Alert';
import { Toast } from './Toast';

export interface ToastMessage {
  id: string;
  tone: Tone;
  title?: ReactNode;
  message?: ReactNode;
}

export interface ToastStackProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: string) => void;
  autoHideMs?: number;
}

/** The corner where toasts pile up, newest last; each hides by itself. */
export function ToastStack({ toasts, onDismiss, autoHideMs }: ToastStackProps) {
  return (
    <div className="box-toast-stack">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          tone={toast.tone}
          title={toast.title}
          onDismiss={() => onDismiss(toast.id)}
          autoHideMs={autoHideMs}
        >
          {toast.message}
        </Toast>
      ))}
    </div>
  );
}
