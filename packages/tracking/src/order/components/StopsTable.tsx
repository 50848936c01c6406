import { stopStatusLabel, taskTypeLabel } from '@box/core/catalogues';
import { stopMarkerNumbers } from '@box/core/rules';
import type { OrderTracking, ShipmentSharing, TrackingStop } from '@box/core/schemas';
import { Button, Table, type TableColumn } from '@box/ui';
import { lazy, Suspense, useState } from 'react';
import { resolveApiLink } from '../../shared';
import { ORDER_TRACKING_TEXTS as T } from '../texts';
import { PodLinks } from './PodLinks';

export interface StopsTableProps {
  order: OrderTracking;
  signedIn: boolean;
  apiBase: string;
  copy: (url: string) => void;
  onNavigate?: (path: string) => void;
  /** Sharings saved on this page since the last answer, by stop id (the next poll brings them too). */
  saved?: Readonly<Record<string, ShipmentSharing>>;
  onSharingSaved?: (stopId: string, sharing: ShipmentSharing) => void;
}

// Only a signed-in user who edits recipients needs the dialog: it stays out of the page's first bytes.
const RecipientsDialog = lazy(() =>
  import('./RecipientsDialog').then((m) => ({ default: m.RecipientsDialog })),
);

interface StopRow {
  stop: TrackingStop;
  /** '1', '2', … for numbered stops, '—' for warehouses (as on the map, where they carry no number). */
  number: string;
  /** The stop in words for screen readers: its number, or the warehouse task ('Carregamento'). */
  name: string;
}

/**
 * 'Status dos transportes' (SPEC §2): #, Endereço, Código de pedido, Status, Comprov., and the share column for
 * the signed-in shipper.
 */
export function StopsTable({
  order,
  signedIn,
  apiBase,
  copy,
  onNavigate,
  saved = {},
  onSharingSaved,
}: StopsTableProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const sharingOf = (stop: TrackingStop) => saved[stop.id] ?? stop.sharing;
  const linkOf = (sharing: ShipmentSharing | null) =>
    sharing ? resolveApiLink(sharing.anonymousURL, apiBase) : null;
  const numbers = stopMarkerNumbers(order.stops);
  const rows: StopRow[] = order.stops.map((stop, i) => ({
    stop,
    number: numbers[i] != null ? String(numbers[i]) : '—',
    name: numbers[i] != null ? String(numbers[i]) : taskTypeLabel(stop.taskType),
  }));

  const columns: TableColumn<StopRow>[] = [
    { id: 'index', header: T.columns.index, cell: (row) => row.number },
    { id: 'address', header: T.columns.address, cell: (row) => row.stop.address },
    { id: 'code', header: T.columns.code, cell: (row) => row.stop.trackingCode ?? '—' },
    {
      id: 'status',
      header: T.columns.status,
      cell: ({ stop }) => (
        <span
          className={`box-order-tracking__stop-status box-order-tracking__stop-status--${stop.status.toLowerCase()}`}
        >
          {stopStatusLabel(stop.status)}
        </span>
      ),
    },
    {
      id: 'pods',
      header: T.columns.pods,
      cell: ({ stop, name }) => (
        <PodLinks stop={stop} stopName={name} signedIn={signedIn} apiBase={apiBase} onNavigate={onNavigate} />
      ),
    },
  ];
  // The public answer shares no stop (a shipment's /rr/ link is its recipient's own): no column to show there.
  if (signedIn) {
    columns.push({
      id: 'share',
      header: T.columns.share,
      cell: ({ stop }) => {
        const sharing = sharingOf(stop);
        const url = linkOf(sharing);
        if (!sharing || !url) return <span className="box-order-tracking__muted">{T.notShared}</span>;
        const code = stop.trackingCode ?? String(stop.index + 1);
        return (
          <span className="box-order-tracking__share">
            <Button variant="link" size="sm" onClick={() => copy(url)} aria-label={T.copyStopLinkLabel(code)}>
              {T.copyStopLink}
            </Button>
            {onSharingSaved ? (
              <Button
                variant="link"
                size="sm"
                onClick={() => setEditing(stop.id)}
                aria-label={T.editRecipientsLabel(code)}
              >
                {T.editRecipients}
              </Button>
            ) : null}
          </span>
        );
      },
    });
  }
  const editedStop = order.stops.find((stop) => stop.id === editing);
  const editedSharing = editedStop ? sharingOf(editedStop) : null;
  return (
    <>
      <Table columns={columns} rows={rows} rowKey={(row) => row.stop.id} caption={T.stopsCaption} />
      {editedStop && editedSharing ? (
        <Suspense fallback={null}>
          <RecipientsDialog
            stop={editedStop}
            sharing={editedSharing}
            shareUrl={linkOf(editedSharing)}
            copy={copy}
            onSaved={(sharing) => {
              onSharingSaved?.(editedStop.id, sharing);
              setEditing(null);
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
