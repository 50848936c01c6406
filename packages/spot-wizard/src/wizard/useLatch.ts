import { useState } from 'react';

/**
 * True from the first render where `condition` held, for good: a lazily mounted part then stays mounted, and
 * keeps its state, as it did when it was always mounted.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
