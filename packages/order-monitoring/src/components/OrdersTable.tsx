import type { Order } from '@box/core';
import { Table } from '@box/ui';
import { memo, useMemo } from 'react';
import { MESSAGES } from '../messages';
import { orderTrackingPath } from '../paths';
import { orderColumns } from './orderColumns';

export interface OrdersTableProps {
  rows: readonly Order[];
  withExternalId: boolean;
  withClosedStatus: boolean;
  delayedIds: ReadonlySet<number>;
  onNavigate?: (path: string) => void;
}

/** Rows are virtualised: with thousands of orders only the visible window (plus a margin) is in the DOM. */
const VIRTUAL = { rowHeight: 68, overscan: 10, fallbackViewportHeight: 640 };

export const OrdersTable = memo(function OrdersTable({
  rows,
  withExternalId,
  withClosedStatus,
  delayedIds,
  onNavigate,
}: OrdersTableProps) {
  const columns = useMemo(
    () =>
      orderColumns({
        withExternalId,
        withClosedStatus,
        isDelayed: (order) => delayedIds.has(order.id),
        onNavigate,
      }),
    [withExternalId, withClosedStatus, delayedIds, onNavigate],
  );
  return (
    <Table
      caption={MESSAGES.tableCaption}
      columns={columns}
      rows={rows}
      rowKey={(order) => order.id}
      onRowClick={onNavigate ? (order) => onNavigate(orderTrackingPath(order.id)) : undefined}
      rowClassName={(order) => (delayedIds.has(order.id) ? 'box-monitoring__row--delayed' : undefined)}
      virtual={VIRTUAL}
      maxHeight="min(68vh, 760px)"
    />
  );
});
