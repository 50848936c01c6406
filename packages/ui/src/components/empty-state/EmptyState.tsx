import type { ReactNode } from 'react';
import { InboxIcon } from '../icons';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** Replaces the default inbox drawing. */
  icon?: ReactNode;
  /** An optional next step (a button or link). */
  action?: ReactNode;
}

export function EmptyState({ title, message, icon, action }: EmptyStateProps) {
  return (
    <div className="box-empty-state">
      <span className="box-empty-state__icon">{icon ?? <InboxIcon />}</span>
      <p className="box-empty-state__title">{title}</p>
      {message ? <p className="box-empty-state__message">{message}</p> : null}
      {action ? <div className="box-empty-state__action">{action}</div> : null}
    </div>
  );
}
