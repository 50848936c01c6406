import type { ReactNode } from 'react';

// The standalone element (dist/element.js, one esbuild file without chunks) carries the rows anyway: there the
// lazy rows of ./windowRows would only add their loading code (about 200 B gzip) for nothing.
export { PageScrollRows as LazyPageScrollRows, VirtualRows as LazyVirtualRows } from '@box/ui/virtual-rows';

export const prefetchWindowRows = (): void => {};

export const WindowRowsBoundary = ({ children }: { children: ReactNode }) => children;
