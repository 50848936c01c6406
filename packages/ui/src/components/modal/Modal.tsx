import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../icons';
import { activeElementOf, focusableWithin } from './focusable';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * A modal dialog: labelled by its title, focus kept inside while open and given back to the element that had
 * it, Esc and a click on the backdrop close it. Rendered in place (no portal) so that inside a widget's shadow
 * root it keeps the widget's styles.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  closeLabel = 'Fechar',
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = activeElementOf(dialog);
    const preferred =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      (bodyRef.current && focusableWithin(bodyRef.current)[0]) ??
      dialog.querySelector<HTMLElement>('.box-modal__footer button:not([disabled])') ??
      dialog;
    preferred.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusableWithin(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = activeElementOf(dialogRef.current);
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    // A text selection dragged from inside the dialog and released outside must not close it.
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
    pressStartedOnBackdrop.current = false;
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a mouse convenience; Esc is the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Esc, handled on the dialog.
    <div
      className="box-modal-backdrop"
      data-testid="box-modal-backdrop"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={dialogRef}
        className={`box-modal box-modal--${size}`}
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="box-modal__header">
          <h2 id={titleId} className="box-modal__title">
            {title}
          </h2>
          <button type="button" className="box-modal__close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div ref={bodyRef} className="box-modal__body">
          {children}
        </div>
        {footer ? <footer className="box-modal__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
