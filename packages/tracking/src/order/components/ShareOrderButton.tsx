import { Button } from '@box/ui';
import { canShareNatively } from '../../shared';
import { ORDER_TRACKING_TEXTS as T } from '../texts';

export interface ShareOrderButtonProps {
  orderId: number;
  /** The public page {origin}/r/{token}. */
  url: string;
  copy: (url: string) => void;
}

/** Shares the public order page: the phone's share sheet where there is one, else the clipboard. */
export function ShareOrderButton({ orderId, url, copy }: ShareOrderButtonProps) {
  async function onClick() {
    if (canShareNatively()) {
      try {
        await navigator.share({ title: T.shareTitle(orderId), url });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to do. Anything else: fall back to the clipboard.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    copy(url);
  }
  return (
    <Button variant="secondary" size="sm" onClick={onClick} aria-label={T.shareLabel}>
      {T.share}
    </Button>
  );
}
