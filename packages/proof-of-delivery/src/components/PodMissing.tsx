import { EmptyState } from '@box/ui';
import type { MouseEvent } from 'react';
import { MESSAGES } from '../messages';

export interface PodMissingProps {
  title: string;
  backPath: string;
  onNavigate?: (path: string) => void;
}

/** SPEC §2 not found / not yet available, with a back link the host's router follows. */
export function PodMissing({ title, backPath, onNavigate }: PodMissingProps) {
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
        <a className="box-pod__back" href={backPath} onClick={onClick}>
          {MESSAGES.back}
        </a>
      }
    />
  );
}
