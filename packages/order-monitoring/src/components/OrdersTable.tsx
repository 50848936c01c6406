import { orderTrackingPath } from '@box/core/rules';
import type { Order } from '@box/core/schemas';
import { Table } from '@box/ui';
import { memo, useCallback, useMemo } from 'react';
import { MESSAGES } from '../messages';
import { orderColumns } from './orderColumns';
import { LazyPageScrollRows, LazyVirtualRows, WindowRowsBoundary } from './windowRows';

export interface OrdersTableProps {
  rows: readonly Order[];
  withExternalId: boolean;
  withClosedStatus: boolean;
  /** The late orders of the whole list (stable while the list is: see OrderIndex.delayedIds). */
  delayedIds: ReadonlySet<number>;
  /** The OS links' hrefs are on the portal this API base names. */
  apiBase?: string;
  onNavigate?: (path: string) => void;
}

/**
 * Rows are virtualised: with thousands of orders only the visible window (plus a margin) is in the DOM. In the
 * table layout a row is 73 px, which fits a line over a badge; a row with the SEFAZ protocol line under its
 * progress (issue 20) is taller, and its size report after layout corrects the virtualiser's guess (issue 19:
 * that costs no second layout pass of the window, docs/bench/issue-19-keystroke.md, session 27).
 * On a phone the page scrolls them (PageScrollRows): a box of its own left a few cards' height to scroll in.
 * Both come in a chunk fetched beside the orders (./windowRows).
 */
const VIRTUAL = {
  windowRows: LazyVirtualRows,
  rowHeight: 73,
  // One row beyond the window: every search key refills each row in the DOM, and each extra row cost ~0.3 ms
  // a key (issue 19: 3 → 1 took a key at 5,000 orders from 7.9 to 7.3 ms in the bench).
  overscan: 1,
  fallbackViewportHeight: 640,
  pageRows: LazyPageScrollRows,
};

const orderKey = (order: Order) => order.id;

export const OrdersTable = memo(function OrdersTable({
  rows,
  withExternalId,
  withClosedStatus,
  delayedIds,
  apiBase,
  onNavigate,
}: OrdersTableProps) {
  // Everything handed to the table keeps its identity while only `rows` changes (a search), so the rows that
  // stay in the window are not rendered again.
  const columns = useMemo(
    () =>
      orderColumns({
        withExternalId,
        withClosedStatus,
        isDelayed: (order) => delayedIds.has(order.id),
        apiBase,
        onNavigate,
      }),
    [withExternalId, withClosedStatus, delayedIds, apiBase, onNavigate],
  );
  const onRowClick = useMemo(
    () => (onNavigate ? (order: Order) => onNavigate(orderTrackingPath(order.id)) : undefined),
    [onNavigate],
  );
  const rowClassName = useCallback(
    (order: Order) => (delayedIds.has(order.id) ? 'box-monitoring__row--delayed' : undefined),
    [delayedIds],
  );
  return (
    <WindowRowsBoundary>
      <Table
        caption={MESSAGES.tableCaption}
        columns={columns}
        rows={rows}
        rowKey={orderKey}
        onRowClick={onRowClick}
        rowClassName={rowClassName}
        virtual={VIRTUAL}
        maxHeight="min(68vh, 760px)"
      />
    </WindowRowsBoundary>
  );
});
