import { portalUrl } from '@box/core/rules';
import { EmptyState } from '@box/ui';
import type { MouseEvent } from 'react';
import { MESSAGES } from '../messages';

export interface PodMissingProps {
  title: string;
  /** The portal page to go back to ('/comprovantes', '/'), handed to `onNavigate` on a plain click. */
  backPath: string;
  /** The widget's API base: the href is on the portal it names, also on a partner's page. */
  apiBase?: string;
  onNavigate?: (path: string) => void;
}

/**
 * SPEC §2 not found / not yet available, with a back link the host's router follows. Its href is absolute on the
 * portal's origin, so a new tab opened from a partner's page lands on the portal, not on the partner's site.
 */
export function PodMissing({ title, backPath, apiBase, onNavigate }: PodMissingProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) are the browser's; a plain one goes through the host's router.
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onNavigate(backPath);
  };
  return (
    <EmptyState
      title={title}
      action={
        <a className="box-pod__back" href={portalUrl(backPath, apiBase, document.baseURI)} onClick={onClick}>
          {MESSAGES.back}
        </a>
      }
    />
  );
}
