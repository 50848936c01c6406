import type { GivenRating, RatingBody, ShipmentTracking } from '@box/core/schemas';
import { useEffect, useState } from 'react';

/** The answer's rating, or the one just sent here (until the next poll brings it back from the server). */
function ratingShown(tracking: ShipmentTracking, sent: RatingBody | null): GivenRating | null {
  if (tracking.rating) return tracking.rating;
  return sent ? { rating: sent.rating, comment: sent.comment, answeredAt: new Date().toISOString() } : null;
}

export interface ShipmentRating {
  /** The rating dialog is open. */
  open: boolean;
  /** The rating to show back, if the delivery was rated (by the answer, or here before the next poll). */
  given: GivenRating | null;
  show: () => void;
  close: () => void;
  /** The visitor sent this rating: shown as given until the answer carries it. */
  sent: (body: RatingBody) => void;
}

/**
 * The shipment page's rating dialog: whether it is open, and the rating to show back. SPEC §2: the dialog opens
 * by itself when the answer asks for a rating and none was given, once per page view (closing it with 'Avaliar
 * mais tarde' keeps it closed through the next polls). `canRate`: this page can send a rating. `autoPrompt`
 * false (the element's `no-rating-prompt`): it never opens by itself, only through `show`, so a partner's page is
 * not covered by a dialog it did not ask for.
 */
export function useShipmentRating(
  tracking: ShipmentTracking | null,
  canRate: boolean,
  autoPrompt = true,
): ShipmentRating {
  const [open, setOpen] = useState(false);
  const [autoOpened, setAutoOpened] = useState(false);
  const [sentRating, setSentRating] = useState<RatingBody | null>(null);
  const given = tracking ? ratingShown(tracking, sentRating) : null;

  useEffect(() => {
    if (autoPrompt && !autoOpened && canRate && tracking?.requestRating && !given) {
      setAutoOpened(true);
      setOpen(true);
    }
  }, [autoPrompt, autoOpened, canRate, tracking, given]);

  return {
    open,
    given,
    show: () => setOpen(true),
    close: () => setOpen(false),
    sent: setSentRating,
  };
}
