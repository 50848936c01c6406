import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { WarningIcon } from '../icons';

export interface ErrorStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** When given, a retry control is shown. */
  onRetry?: () => void;
  retryLabel?: string;
  /** A link-styled retry (as in the statement's 'Tente novamente') or a regular button. */
  retryAs?: 'link' | 'button';
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Tente novamente',
  retryAs = 'link',
}: ErrorStateProps) {
  return (
    <div className="box-error-state" role="alert">
      <span className="box-error-state__icon">
        <WarningIcon />
      </span>
      <p className="box-error-state__title">{title}</p>
      {message ? <p className="box-error-state__message">{message}</p> : null}
      {onRetry ? (
        <div className="box-error-state__action">
          <Button variant={retryAs === 'link' ? 'link' : 'secondary'} onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
