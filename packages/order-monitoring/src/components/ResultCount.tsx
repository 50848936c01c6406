import { useEffect, useState } from 'react';
import { MESSAGES } from '../messages';

/** How long the count must stay the same before it is announced. */
export const ANNOUNCE_AFTER_MS = 500;

/**
 * Tells screen-reader users how many orders the list now shows, once the count has settled: announcing every
 * keystroke's count would read out a queue of stale numbers while the user types.
 */
export function ResultCount({ count }: { count: number }) {
  const [announced, setAnnounced] = useState(count);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(count), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [count]);
  return (
    <p className="box-sr-only" aria-live="polite">
      {MESSAGES.resultCount(announced)}
    </p>
  );
}
