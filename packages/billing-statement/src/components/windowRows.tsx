import type { VirtualRowsProps } from '@box/ui/virtual-rows';
import { lazy, Suspense } from 'react';
import type { DetailRow } from '../state/detailRows';

// The Detalhamento's windowed rows (ui's VirtualRows and the virtualiser, about 7 KB gzip) are a chunk of their
// own: the statement starts fetching it when it mounts, beside its data, which the rows wait for anyway; the
// library's first load stays under 30 KB (issue 19).

/** Starts fetching the chunk (the bundler's import() runs it once). */
export const loadWindowRows = () => import('@box/ui/virtual-rows');

const VirtualRows = lazy(() => loadWindowRows().then((m) => ({ default: m.VirtualRows<DetailRow> })));

/** The rows once their chunk is in; until then the table shows its header over an empty body. */
export function LazyVirtualRows(props: VirtualRowsProps<DetailRow>) {
  return (
    <Suspense fallback={null}>
      <VirtualRows {...props} />
    </Suspense>
  );
}
