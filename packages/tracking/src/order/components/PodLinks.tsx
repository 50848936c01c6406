import type { TrackingStop } from '@box/core/schemas';
import type { MouseEvent } from 'react';
import { portalHref, resolveApiLink } from '../../shared';
import { ORDER_TRACKING_TEXTS as T } from '../texts';

export interface PodLinksProps {
  stop: TrackingStop;
  /** How the stop is called in the table ('2', 'Carregamento'), for the links' accessible names. */
  stopName: string;
  /** Signed in: the proof opens in the portal (/comprovantes/{id}), a plain click through the host's router. */
  signedIn: boolean;
  apiBase: string;
  onNavigate?: (path: string) => void;
}

const podPath = (id: string) => `/comprovantes/${encodeURIComponent(id)}`;

/**
 * The stop's proofs. Signed in: links to the portal's proof page, their plain click handed to `onNavigate` (the
 * path); the href is absolute on the portal's origin, so a new tab opened from a partner's page lands on the
 * portal. Public: the public proof page, resolved against the API's origin so it works on a partner's page too.
 */
export function PodLinks({ stop, stopName, signedIn, apiBase, onNavigate }: PodLinksProps) {
  if (stop.pods.length === 0) return <span className="box-order-tracking__muted">{T.noPod}</span>;
  return (
    <span className="box-order-tracking__pods">
      {stop.pods.map((pod, i) => {
        // The visible text starts the accessible name (WCAG 2.5.3); the stop is told to screen readers only.
        const text = (
          <>
            {T.podLink(i + 1, stop.pods.length)}
            <span className="box-sr-only"> {T.podLinkStop(stopName)}</span>
          </>
        );
        if (signedIn) {
          const path = podPath(pod.id);
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            const modified =
              event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
            if (modified || !onNavigate) return;
            event.preventDefault();
            onNavigate(path);
          };
          return (
            <a key={pod.id} href={portalHref(path, apiBase)} onClick={onClick}>
              {text}
            </a>
          );
        }
        const href = resolveApiLink(pod.link, apiBase);
        return href ? (
          <a key={pod.id} href={href} target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        ) : null;
      })}
    </span>
  );
}
