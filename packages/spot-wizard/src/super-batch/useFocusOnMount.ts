import { useEffect, useRef } from 'react';

/**
 * Focus on the element once it mounts: when sending starts or ends, the button that was pressed is gone, and
 * the keyboard and screen reader should carry on from the progress or the result, not from the page's top.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
