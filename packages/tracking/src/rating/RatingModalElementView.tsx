import { useState } from 'react';
import { RatingModal, type RatingModalProps } from './RatingModal';

/**
 * The element's component: an element cannot be "controlled" by the page the way a React prop is, so closing
 * hides the dialog here (and tells the page with box:close) until `open` is removed and set again.
 */
export function RatingModalElementView({ open = false, onClose, ...props }: Partial<RatingModalProps>) {
  const [dismissedWhileOpen, setDismissedWhileOpen] = useState(false);
  const [lastOpen, setLastOpen] = useState(open);
  if (lastOpen !== open) {
    setLastOpen(open);
    if (!open) setDismissedWhileOpen(false);
  }
  return (
    <RatingModal
      {...props}
      hash={props.hash ?? ''}
      open={open && !dismissedWhileOpen}
      onClose={() => {
        setDismissedWhileOpen(true);
        onClose?.();
      }}
    />
  );
}
