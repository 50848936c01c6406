import type { ReactNode } from 'react';
import { CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

const ICONS: Record<Tone, () => ReactNode> = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  danger: WarningIcon,
};

export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** When given, a close button is shown. */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
}

/**
 * An inline message. Warnings and errors interrupt a screen reader (role=alert); information and success wait
 * their turn (role=status).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onClose,
  closeLabel = 'Fechar',
  className,
}: AlertProps) {
  const Icon = ICONS[tone];
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      className={className ? `box-alert box-alert--${tone} ${className}` : `box-alert box-alert--${tone}`}
      role={urgent ? 'alert' : 'status'}
    >
      <span className="box-alert__icon">
        <Icon />
      </span>
      <div className="box-alert__content">
        {title ? <p className="box-alert__title">{title}</p> : null}
        {children ? <div className="box-alert__message">{children}</div> : null}
      </div>
      {onClose ? (
        <button type="button" className="box-alert__close" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
