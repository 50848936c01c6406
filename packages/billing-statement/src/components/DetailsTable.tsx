import { orderStatusLabel, vehicleTypeLabel } from '@box/core/catalogues';
import { formatMoney } from '@box/core/format';
import type { OrderStatus } from '@box/core/schemas';
import { CheckCircleIcon, CloseIcon, Table, type TableColumn } from '@box/ui';
import { memo, useMemo } from 'react';
import { MESSAGES } from '../messages';
import { formatCalendarDay, formatDayHeading } from '../state/calendarDay';
import type { DetailRow } from '../state/detailRows';
import { LazyVirtualRows } from './windowRows';

export interface DetailsTableProps {
  rows: readonly DetailRow[];
  onOpenOrder: (orderId: number) => void;
}

/**
 * Rows are virtualised: with 10,000 orders only the visible window (plus a margin) is in the DOM. 48 px fits
 * every cell of the table layout (one line each), so rows need no measuring there.
 */
const VIRTUAL = { windowRows: LazyVirtualRows, rowHeight: 48, overscan: 6, fallbackViewportHeight: 640 };

const rowKey = (row: DetailRow) => row.key;
const rowClassName = (row: DetailRow) => (row.kind === 'day' ? 'box-billing-details__day' : undefined);

function StatusIcon({ status }: { status: OrderStatus }) {
  const label = orderStatusLabel(status);
  return (
    <span
      className={`box-billing-status box-billing-status--${status.toLowerCase()}`}
      role="img"
      aria-label={label}
      title={label}
    >
      {status === 'CANCELED' ? <CloseIcon /> : <CheckCircleIcon />}
    </span>
  );
}

function columns(onOpenOrder: (orderId: number) => void): TableColumn<DetailRow>[] {
  return [
    {
      id: 'finishDate',
      header: MESSAGES.finishDate,
      cell: (row) =>
        row.kind === 'day' ? (
          <strong className="box-billing-details__day-label">{formatDayHeading(row.invoiceDate)}</strong>
        ) : (
          formatCalendarDay(row.order.invoiceDate)
        ),
    },
    {
      id: 'orderId',
      header: MESSAGES.orderNumber,
      cell: (row) =>
        row.kind === 'day' ? (
          <span className="box-billing-details__day-count">{MESSAGES.dayOrders(row.count)}</span>
        ) : (
          <button
            type="button"
            className="box-billing-details__os"
            aria-label={MESSAGES.openOrder(row.order.orderId)}
            onClick={() => onOpenOrder(row.order.orderId)}
          >
            {row.order.orderId}
          </button>
        ),
    },
    {
      id: 'status',
      header: MESSAGES.status,
      cell: (row) => (row.kind === 'day' ? null : <StatusIcon status={row.order.status} />),
    },
    {
      id: 'vehicleType',
      header: MESSAGES.vehicleType,
      cell: (row) => (row.kind === 'day' ? null : vehicleTypeLabel(row.order.vehicleType)),
    },
    {
      id: 'total',
      header: MESSAGES.columnTotal,
      className: 'box-billing-table__num',
      cell: (row) => (
        <span className={row.kind === 'day' ? 'box-billing-details__day-total' : undefined}>
          {formatMoney(row.kind === 'day' ? row.total : row.order.price)}
        </span>
      ),
    },
  ];
}

/** The Detalhamento table: a heading row per invoice day, then that day's orders; a click opens the order. */
export const DetailsTable = memo(function DetailsTable({ rows, onOpenOrder }: DetailsTableProps) {
  const cols = useMemo(() => columns(onOpenOrder), [onOpenOrder]);
  const onRowClick = useMemo(
    () => (row: DetailRow) => {
      if (row.kind === 'order') onOpenOrder(row.order.orderId);
    },
    [onOpenOrder],
  );
  return (
    <Table
      caption={MESSAGES.detailsCaption}
      columns={cols}
      rows={rows}
      rowKey={rowKey}
      onRowClick={onRowClick}
      rowClassName={rowClassName}
      virtual={VIRTUAL}
      maxHeight="min(70vh, 720px)"
    />
  );
});
