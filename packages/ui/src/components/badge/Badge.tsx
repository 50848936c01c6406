import type { ReactNode } from 'react';
import type { Tone } from '../alert/Alert';

export interface BadgeProps {
  tone?: Tone | 'neutral';
  children: ReactNode;
  className?: string;
}

/** A status label ('Em atraso', 'Cancelada', …), coloured by tone but always with words, never colour alone. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span
      className={className ? `box-badge box-badge--${tone} ${className}` : `box-badge box-badge--${tone}`}
    >
      {children}
    </span>
  );
}

export interface CountBadgeProps {
  count: number;
  /** What the number counts, for screen readers (e.g. 'filtros ativos'). */
  label: string;
  /** Show the badge at zero too (hidden by default). */
  showZero?: boolean;
}

/** A small number on a control, e.g. how many filters are active on the filters button. */
export function CountBadge({ count, label, showZero = false }: CountBadgeProps) {
  if (count === 0 && !showZero) return null;
  return (
    <span className="box-count-badge">
      <span aria-hidden="true">{count}</span>
      <span className="box-sr-only">{`${count} ${label}`}</span>
    </span>
  );
}
