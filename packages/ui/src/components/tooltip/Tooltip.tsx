import {
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The one focusable element the tooltip describes (it receives `aria-describedby`). */
  children: ReactElement<HTMLAttributes<HTMLElement>>;
  placement?: 'top' | 'bottom';
  className?: string;
}

/**
 * A short description shown while its trigger is hovered or focused. It stays open while the pointer moves onto
 * it and closes with Escape (WCAG 1.4.13); the text is always in the DOM, so the trigger is described even when
 * the tooltip is hidden.
 */
export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  const trigger = isValidElement(children)
    ? cloneElement(children, { 'aria-describedby': describedBy })
    : children;
  const classes = ['box-tooltip', className].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only observes hover and focus bubbling from the trigger and the bubble, so moving onto the bubble keeps it open; the trigger stays the interactive element.
    <span
      className={classes}
      onMouseEnter={() => {
        setDismissed(false);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setDismissed(false);
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
    >
      {trigger}
      <span
        id={id}
        role="tooltip"
        className={`box-tooltip__bubble box-tooltip__bubble--${placement}`}
        data-open={open || undefined}
        hidden={!open}
      >
        {content}
      </span>
    </span>
  );
}
