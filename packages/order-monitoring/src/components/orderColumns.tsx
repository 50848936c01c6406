import { ORDER_STATUS_LABELS } from '@box/core/catalogues';
import { formatShortDateTime } from '@box/core/format';
import type { Order } from '@box/core/schemas';
import { Badge, type TableColumn } from '@box/ui';
import { MESSAGES } from '../messages';
import { OrderLink } from './OrderLink';
import { ProgressCell } from './ProgressCell';
import { VehicleCell } from './VehicleCell';

export interface OrderColumnsOptions {
  /** The external code column exists only when some order has one. */
  withExternalId: boolean;
  /** In the merged Finalizadas/Canceladas tab each row says which it is. */
  withClosedStatus: boolean;
  isDelayed: (order: Order) => boolean;
  /** The OS links' hrefs are on the portal this API base names. */
  apiBase?: string;
  onNavigate?: (path: string) => void;
}

const { columns: labels } = MESSAGES;

/** The monitoring table's columns (SPEC §2): OS, código externo, Solicitada, Agendada, Solicitante, Veículo, Progresso. */
export function orderColumns({
  withExternalId,
  withClosedStatus,
  isDelayed,
  apiBase,
  onNavigate,
}: OrderColumnsOptions): TableColumn<Order>[] {
  const columns: (TableColumn<Order> | null)[] = [
    {
      id: 'os',
      header: labels.os,
      className: 'box-monitoring__col-os',
      // A wrapper only when there is a badge to stack: every element counts when thousands of rows scroll.
      cell: (order) =>
        withClosedStatus ? (
          <div className="box-monitoring__stack">
            <OrderLink id={order.id} apiBase={apiBase} onNavigate={onNavigate} />
            <Badge tone={order.status === 'CANCELED' ? 'danger' : 'success'}>
              {ORDER_STATUS_LABELS[order.status]}
            </Badge>
          </div>
        ) : (
          <OrderLink id={order.id} apiBase={apiBase} onNavigate={onNavigate} />
        ),
    },
    withExternalId
      ? { id: 'external-id', header: labels.externalId, cell: (order) => order.externalId ?? '—' }
      : null,
    { id: 'created-at', header: labels.createdAt, cell: (order) => formatShortDateTime(order.created_at) },
    {
      id: 'scheduled-for',
      header: labels.scheduledFor,
      className: 'box-monitoring__col-scheduled',
      cell: (order) => {
        const when = order.scheduled_for ? formatShortDateTime(order.scheduled_for) : MESSAGES.immediate;
        // The badge goes under the text by itself (monitoring.css): no wrapper, since a search refills every
        // row in the window (issue 19).
        return isDelayed(order) ? (
          <>
            {when}
            <Badge tone="warning">{MESSAGES.delayed}</Badge>
          </>
        ) : (
          when
        );
      },
    },
    {
      id: 'requester',
      header: labels.requester,
      className: 'box-monitoring__col-requester',
      cell: (order) => <span title={order.requester}>{order.requester}</span>,
    },
    {
      id: 'vehicle',
      header: labels.vehicle,
      className: 'box-monitoring__col-vehicle',
      cell: (order) => <VehicleCell order={order} />,
    },
    {
      id: 'progress',
      header: labels.progress,
      className: 'box-monitoring__col-progress',
      cell: (order) => (
        <ProgressCell
          progress={order.progress}
          totalStops={order.total_stops}
          failedServices={order.failed_services}
          sefaz={order.sefaz}
          protocols={order.sefaz_protocols}
        />
      ),
    },
  ];
  return columns.filter((column): column is TableColumn<Order> => column !== null);
}
