// The page's lazy parts, named once: OrderTrackingView renders them with React.lazy, and the screen calls the
// same loaders while the order is still loading, so both chunks are on their way before the page needs them.

export const loadMapPane = () => import('./MapPane').then((m) => ({ default: m.MapPane }));
export const loadDetailsTabs = () => import('./DetailsTabs');

/** Starts fetching both parts; a failed fetch is retried by React.lazy when the part renders. */
export function preloadParts(): void {
  loadMapPane().catch(() => {});
  loadDetailsTabs().catch(() => {});
}
