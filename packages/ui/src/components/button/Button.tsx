import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner and blocks clicks while keeping the label, so the button does not change width. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['box-button', `box-button--${variant}`, `box-button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      // `::part(button)` / `::part(button-primary)` style every button of a custom element from the page.
      part={variant === 'primary' ? 'button button-primary' : 'button'}
      {...rest}
      // A button never submits a form by accident: callers opt into type="submit".
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </button>
  );
}
