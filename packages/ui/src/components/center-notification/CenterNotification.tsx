import { CENTER_NOTIFICATION_HIDE_MS } from '@box/core/catalogues';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';

type Phase = 'visible' | 'hiding' | 'hidden';

export interface CenterNotificationProps {
  /** Show it (again) by setting true; the notification then runs its own course. */
  open: boolean;
  /** How long it stays fully visible before it starts to fade (e.g. 2000 ms for "Link copiado!"). */
  delayMs: number;
  /** Length of the fade (SPEC §9: 2000 ms). */
  hideMs?: number;
  /** Called once it is gone, so the owner can set `open` back to false. */
  onHidden?: () => void;
  children: ReactNode;
}

/**
 * A short message in the middle of the screen (SPEC §4): visible, starts hiding after its delay, and is gone
 * `hideMs` later.
 */
export function CenterNotification({
  open,
  delayMs,
  hideMs = CENTER_NOTIFICATION_HIDE_MS,
  onHidden,
  children,
}: CenterNotificationProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'visible' : 'hidden');
  const hidden = useRef(onHidden);
  hidden.current = onHidden;

  useEffect(() => {
    if (!open) {
      setPhase('hidden');
      return;
    }
    setPhase('visible');
    const startHiding = setTimeout(() => setPhase('hiding'), delayMs);
    const finish = setTimeout(() => {
      setPhase('hidden');
      hidden.current?.();
    }, delayMs + hideMs);
    return () => {
      clearTimeout(startHiding);
      clearTimeout(finish);
    };
  }, [open, delayMs, hideMs]);

  if (phase === 'hidden') return null;
  return (
    <div
      className={`box-center-notification box-center-notification--${phase}`}
      role="status"
      style={{ '--box-center-notification-hide': `${hideMs}ms` } as CSSProperties}
    >
      {children}
    </div>
  );
}
