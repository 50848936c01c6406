export interface SpinnerProps {
  /** Read by screen readers; the default fits any loading wait. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already says it is busy (aria-busy), the spinner is only decoration. */
  decorative?: boolean;
}

export function Spinner({ label = 'Carregando', size = 'md', decorative = false }: SpinnerProps) {
  if (decorative) return <span className={`box-spinner box-spinner--${size}`} aria-hidden="true" />;
  return (
    <span className={`box-spinner box-spinner--${size}`} role="status">
      <span className="box-sr-only">{label}</span>
    </span>
  );
}
