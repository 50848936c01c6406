import { ALERT_AUTO_CLOSE_MS } from '@box/core/catalogues';
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, type Tone } from '../alert/Alert';

export interface ToastProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss: () => void;
  /** SPEC §9: alerts close by themselves after 4000 ms. */
  autoHideMs?: number;
}

/** A floating alert that dismisses itself after `autoHideMs` (or at once with its close button). */
export function Toast({
  tone = 'info',
  title,
  children,
  onDismiss,
  autoHideMs = ALERT_AUTO_CLOSE_MS,
}: ToastProps) {
  // The latest callback, so a parent re-render does not restart the countdown.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const timer = setTimeout(() => dismiss.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs]);
  return (
    <Alert tone={tone} title={title} onClose={onDismiss} className="box-toast">
      {children}
    </Alert>
  );
}
