import type { Order } from '@box/core/schemas';
import type { VirtualRowsProps } from '@box/ui/virtual-rows';
import { type ReactNode, Suspense, use } from 'react';
import { LoadingRows } from './LoadingRows';

// The table's windowed rows (ui's VirtualRows and PageScrollRows with the virtualiser, about 7 KB gzip) are a
// chunk of their own: the screen starts fetching it with its first GET /orders/status, which the rows wait for
// anyway, so the library's first load stays under 30 KB (issue 19) without adding a wait. The standalone element
// takes ./windowRows.element.ts instead (tsup.config.ts).

type WindowRowsModule = typeof import('@box/ui/virtual-rows');

/** A promise as React's use() reads it: settled ones carry their outcome, so use() returns without suspending. */
type TrackedPromise = Promise<WindowRowsModule> & { status?: 'fulfilled'; value?: WindowRowsModule };

let loading: TrackedPromise | undefined;

/** The chunk, fetched once; a failed fetch is tried again by the next call. */
function loadWindowRows(): Promise<WindowRowsModule> {
  if (!loading) {
    const promise: TrackedPromise = import('@box/ui/virtual-rows').then(
      (module) => {
        // Marked here rather than left to use(): the chunk usually arrives before the orders, and a promise
        // React has not seen yet suspends the first render of the rows even though it has settled.
        promise.status = 'fulfilled';
        promise.value = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = promise;
  }
  return loading;
}

/** Starts fetching the chunk (with the orders): should it fail, the table's rows try again when they render. */
export function prefetchWindowRows(): void {
  loadWindowRows().catch(() => undefined);
}

/**
 * Around the table: should the rows' chunk still be on its way when the orders are in, the skeleton stays a
 * moment longer rather than a table with no rows.
 */
export function WindowRowsBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingRows />}>{children}</Suspense>;
}

// Until the chunk is in, the rows suspend to WindowRowsBoundary; after, use() returns
// at once, so a search's renders never suspend.
const windowRows = () => use(loadWindowRows());

export function LazyVirtualRows(props: VirtualRowsProps<Order>) {
  const { VirtualRows } = windowRows();
  return <VirtualRows {...props} />;
}

export function LazyPageScrollRows(props: VirtualRowsProps<Order>) {
  const { PageScrollRows } = windowRows();
  return <PageScrollRows {...props} />;
}
