import { orderTrackingPath, portalUrl } from '@box/core/rules';
import type { MouseEvent } from 'react';

export interface OrderLinkProps {
  id: number;
  /** The widget's API base: the href is on the portal it names, also on a partner's page. */
  apiBase?: string;
  onNavigate?: (path: string) => void;
}

/**
 * The OS number as a real link (open in a new tab, copy address), whose plain click is handed to the host's
 * router through `onNavigate` (the path) instead of reloading the page. The href is absolute on the portal's
 * origin: a new tab opened from a partner's page lands on the portal's tracking page, not on the partner's site.
 */
export function OrderLink({ id, apiBase, onNavigate }: OrderLinkProps) {
  const path = orderTrackingPath(id);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (modified || !onNavigate) return;
    event.preventDefault();
    onNavigate(path);
  }
  return (
    <a className="box-monitoring__os" href={portalUrl(path, apiBase, document.baseURI)} onClick={onClick}>
      {id}
    </a>
  );
}
