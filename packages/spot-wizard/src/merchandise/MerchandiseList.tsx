import { MERCHANDISE_LIST_COLLAPSE_AFTER } from '@box/core/catalogues';
import { formatDistance } from '@box/core/format';
import { isMerchandiseListCollapsible } from '@box/core/rules';
import type { Merchandise, TimeWindowDraft, TrackingRecipient } from '@box/core/schemas';
import { Button, Table } from '@box/ui';
import { VirtualRows } from '@box/ui/virtual-rows';
import { useMemo, useRef, useState } from 'react';
import { TimeWindowModalPart, TrackingRecipientsModalPart } from '../wizard/lazyParts';
import { addressLine } from './address/addressDraft';
import { DeliveryIcon, PickupIcon } from './icons';
import { LIST_TEXTS } from './listTexts';
import { type ListRow, merchandiseColumns } from './merchandiseColumns';

export interface MerchandiseListProps {
  items: readonly Merchandise[];
  /** Hides the 'Ações' column and the editing (the summary's list). */
  readOnly?: boolean;
  /** Estimated road km of the route (core estimatedRoadKm), shown under the list when known. */
  distanceKm?: number | null;
  /** Feature shipment tracking sharing: rows get the 'Rastreio da mercadoria' action. */
  sharing?: boolean;
  /** Feature fiscal documents upload: FiscalDocumentNotFound rows take an XML. */
  uploadXml?: boolean;
  onRefresh?: (id: string) => void;
  onEdit?: (id: string) => void;
  onRemove?: (id: string) => void;
  onTimeWindow?: (id: string, value: TimeWindowDraft) => void;
  onRecipients?: (id: string, recipients: TrackingRecipient[]) => void;
  onUploadXml?: (id: string, file: File) => void;
  /** Start expanded (stories). */
  defaultExpanded?: boolean;
}

/** Rows this tall fit two lines of address and the action buttons. */
const ROW_HEIGHT = 64;

/**
 * Up to this many rows the expanded list is part of the page, which scrolls as usual (on a phone each row is a
 * tall card: a box of its own would show one or two at a time). A longer list (a big paste) renders only its
 * visible window, in a box as tall as most of the screen.
 */
const VIRTUAL_FROM = 100;
const VIRTUAL_BOX_HEIGHT = 'max(28rem, 75vh)';

const NO_WINDOW: TimeWindowDraft = { start: '', end: '' };

/** A row the user must fix or remove before going on (SPEC §4): in error, or its code too long. */
const hasProblem = (item: Merchandise) => item.status.type === 'error' || item.trackingCodeTooLong;

/**
 * SPEC §2 merchandise list: the columns, the legend, the km, collapsed to 2 rows with 'Ver mais' when longer
 * (rows with a problem stay in sight even collapsed: they are what keeps 'Próximo' disabled); expanded, a long
 * list renders only its visible rows (a 500-row paste stays cheap).
 */
export function MerchandiseList({
  items,
  readOnly = false,
  distanceKm = null,
  sharing = false,
  uploadXml = false,
  onRefresh,
  onEdit,
  onRemove,
  onTimeWindow,
  onRecipients,
  onUploadXml,
  defaultExpanded = false,
}: MerchandiseListProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [timeWindowFor, setTimeWindowFor] = useState<string | null>(null);
  const [recipientsFor, setRecipientsFor] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadFor = useRef<string | null>(null);

  // Rows keep their identity while their item and position stay, so the table's memoised rows skip them.
  const cache = useRef(new Map<string, ListRow>());
  const rows = useMemo(() => {
    const next = new Map<string, ListRow>();
    const list = items.map((item, index) => {
      const cached = cache.current.get(item.id);
      const row =
        cached && cached.item === item && cached.position === index + 1
          ? cached
          : { item, position: index + 1 };
      next.set(item.id, row);
      return row;
    });
    cache.current = next;
    return list;
  }, [items]);

  const columns = useMemo(
    () =>
      merchandiseColumns({
        readOnly,
        sharing,
        uploadXml,
        onRefresh,
        onEdit,
        onRemove,
        onOpenTimeWindow: onTimeWindow ? setTimeWindowFor : undefined,
        onOpenRecipients: onRecipients ? setRecipientsFor : undefined,
        onUploadXml: onUploadXml
          ? (id) => {
              uploadFor.current = id;
              fileInput.current?.click();
            }
          : undefined,
      }),
    [readOnly, sharing, uploadXml, onRefresh, onEdit, onRemove, onTimeWindow, onRecipients, onUploadXml],
  );

  if (items.length === 0) return null;

  const collapsible = isMerchandiseListCollapsible(items.length);
  const collapsed = collapsible && !expanded;
  const shown = collapsed
    ? rows.filter((row, index) => index < MERCHANDISE_LIST_COLLAPSE_AFTER || hasProblem(row.item))
    : rows;
  const problems = items.filter(hasProblem).length;
  const loading = items.filter((item) => item.status.type === 'loading').length;
  const windowRow = timeWindowFor ? items.find((item) => item.id === timeWindowFor) : undefined;
  const recipientsRow = recipientsFor ? items.find((item) => item.id === recipientsFor) : undefined;

  return (
    <section className="box-merch" aria-label={LIST_TEXTS.caption}>
      <p className="box-merch__summary" aria-live="polite">
        {LIST_TEXTS.summary(items.length, problems, loading)}
      </p>
      <Table
        caption={LIST_TEXTS.caption}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.item.id}
        rowClassName={(row) => (hasProblem(row.item) ? 'box-merch__row--error' : undefined)}
        {...(collapsed || rows.length < VIRTUAL_FROM
          ? {}
          : {
              virtual: { windowRows: VirtualRows, rowHeight: ROW_HEIGHT, overscan: 6 },
              maxHeight: VIRTUAL_BOX_HEIGHT,
            })}
      />
      <div className="box-merch__footer">
        <ul className="box-merch__legend" aria-label={LIST_TEXTS.legend}>
          <li>
            <DeliveryIcon /> Entrega
          </li>
          <li>
            <PickupIcon /> Coleta
          </li>
        </ul>
        {distanceKm !== null ? (
          <p className="box-merch__distance">
            {LIST_TEXTS.distance}: <strong>{formatDistance(distanceKm)}</strong>
          </p>
        ) : null}
        {collapsible && (shown.length < rows.length || !collapsed) ? (
          <div className="box-merch__toggle">
            {collapsed ? (
              <span className="box-merch__muted">{LIST_TEXTS.shown(shown.length, items.length)}</span>
            ) : null}
            <Button
              variant="link"
              size="sm"
              aria-expanded={!collapsed}
              onClick={() => setExpanded(!expanded)}
            >
              {collapsed ? LIST_TEXTS.more : LIST_TEXTS.less}
            </Button>
          </div>
        ) : null}
      </div>
      {onUploadXml ? (
        <input
          ref={fileInput}
          type="file"
          accept=".xml,text/xml,application/xml"
          className="box-sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file && uploadFor.current) onUploadXml(uploadFor.current, file);
            event.target.value = '';
          }}
        />
      ) : null}
      {windowRow ? (
        <TimeWindowModalPart
          open
          initial={windowRow.timeWindow ?? NO_WINDOW}
          onClose={() => setTimeWindowFor(null)}
          onConfirm={(value) => {
            onTimeWindow?.(windowRow.id, value);
            setTimeWindowFor(null);
          }}
        />
      ) : null}
      {recipientsRow ? (
        <TrackingRecipientsModalPart
          open
          code={recipientsRow.trackingCode}
          address={addressLine(recipientsRow.address)}
          recipients={recipientsRow.trackingRecipients ?? []}
          onClose={() => setRecipientsFor(null)}
          onSubmit={(recipients) => {
            onRecipients?.(recipientsRow.id, recipients);
            setRecipientsFor(null);
          }}
        />
      ) : null}
    </section>
  );
}
