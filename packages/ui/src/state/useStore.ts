import { useState } from 'react';

/**
 * The store of one widget instance: `factory` runs once, on the first render, and the same store is returned
 * for the component's whole life. Stores built this way (signals inside) are never shared between two widgets
 * on a page, unlike module-level signals.
 */
export function useStore<S>(factory: () => S): S {
  const [store] = useState(factory);
  return store;
}
