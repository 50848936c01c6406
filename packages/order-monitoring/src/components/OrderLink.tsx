import { orderTrackingPath } from '@box/core/rules';
import type { MouseEvent } from 'react';

export interface OrderLinkProps {
  id: number;
  onNavigate?: (path: string) => void;
}

/**
 * The OS number as a real link (open in a new tab, copy address), whose plain click is handed to the host's
 * router through `onNavigate` instead of reloading the page.
 */
export function OrderLink({ id, onNavigate }: OrderLinkProps) {
  const path = orderTrackingPath(id);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (modified || !onNavigate) return;
    event.preventDefault();
    onNavigate(path);
  }
  return (
    <a className="box-monitoring__os" href={path} onClick={onClick}>
      {id}
    </a>
  );
}
