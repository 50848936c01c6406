import { serviceTypeLabel } from '@box/core/catalogues';
import { maskCep } from '@box/core/format';
import { accessKeyDocumentType, PRODUCT_CODE_MESSAGES } from '@box/core/rules';
import type { Merchandise } from '@box/core/schemas';
import { Spinner, type TableColumn } from '@box/ui';
import type { ReactNode } from 'react';
import { addressLine } from './address/addressDraft';
import {
  ClockIcon,
  DeliveryIcon,
  EditIcon,
  PickupIcon,
  RecipientsIcon,
  RefreshIcon,
  TrashIcon,
  UploadIcon,
} from './icons';
import { LIST_TEXTS } from './listTexts';
import { canEditRow, canRefreshRow, canUploadXmlForRow, LOADING_ROW_TEXT, rowErrorMessage } from './rowRules';

/** A row of the list with its 1-based position in the whole list. */
export interface ListRow {
  item: Merchandise;
  position: number;
}

export interface RowHandlers {
  onRefresh?: (id: string) => void;
  onEdit?: (id: string) => void;
  onRemove?: (id: string) => void;
  onOpenTimeWindow?: (id: string) => void;
  onOpenRecipients?: (id: string) => void;
  onUploadXml?: (id: string) => void;
}

export interface ColumnOptions extends RowHandlers {
  readOnly: boolean;
  /** Recipients action (feature shipment tracking sharing). */
  sharing: boolean;
  /** XML upload on FiscalDocumentNotFound rows (feature fiscal documents upload). */
  uploadXml: boolean;
}

export const ServiceIcon = ({ type }: { type: string }) =>
  type === 'PICKUP' ? <PickupIcon /> : <DeliveryIcon />;

function IconButton({
  label,
  onClick,
  children,
  danger = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={danger ? 'box-merch__action box-merch__action--danger' : 'box-merch__action'}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function CodeCell({ item }: { item: Merchandise }) {
  const documentType = item.fiscalDocument ? accessKeyDocumentType(item.fiscalDocument.accessKey) : null;
  return (
    <div className="box-merch__code">
      <span className="box-merch__code-text">{item.trackingCode}</span>
      {item.fiscalDocument && documentType !== 'unknown' ? (
        <span className="box-merch__muted">
          {documentType} {item.fiscalDocument.code}
        </span>
      ) : null}
      {item.trackingCodeTooLong ? (
        <span className="box-merch__error-text">{PRODUCT_CODE_MESSAGES.tooLong}</span>
      ) : null}
    </div>
  );
}

/** What the row was given, for a row whose address was not found: 'CEP 99999-999, nº 5'. */
function givenAddress(item: Merchandise): string {
  if (item.address.thoroughfare) return addressLine(item.address);
  const number = item.address.number.trim();
  return `CEP ${maskCep(item.address.postalCode)}${number ? `, nº ${number}` : ''}`;
}

function AddressCell({ item }: { item: Merchandise }) {
  if (item.status.type === 'loading') {
    return (
      <span className="box-merch__loading">
        <Spinner size="sm" decorative /> {LOADING_ROW_TEXT}
      </span>
    );
  }
  const error = rowErrorMessage(item);
  if (error) {
    return (
      <div className="box-merch__address">
        <span className="box-merch__error-text">{error}</span>
        {item.address.postalCode ? <span className="box-merch__muted">{givenAddress(item)}</span> : null}
      </div>
    );
  }
  return <span>{addressLine(item.address)}</span>;
}

/** The columns of SPEC §2: #, Código, Serviço, Endereço, Remetente, Horários, Ações (left out read-only). */
export function merchandiseColumns(options: ColumnOptions): TableColumn<ListRow>[] {
  const { readOnly } = options;
  const columns: TableColumn<ListRow>[] = [
    {
      id: 'position',
      header: LIST_TEXTS.number,
      label: LIST_TEXTS.number,
      className: 'box-merch__col-position',
      cell: ({ position }) => position,
    },
    { id: 'code', header: LIST_TEXTS.code, cell: ({ item }) => <CodeCell item={item} /> },
    {
      id: 'service',
      header: LIST_TEXTS.service,
      cell: ({ item }) => (
        <span className="box-merch__service">
          <ServiceIcon type={item.serviceType} />
          {serviceTypeLabel(item.serviceType)}
        </span>
      ),
    },
    { id: 'address', header: LIST_TEXTS.address, cell: ({ item }) => <AddressCell item={item} /> },
    { id: 'sender', header: LIST_TEXTS.sender, cell: ({ item }) => item.sender ?? '—' },
    {
      id: 'hours',
      header: LIST_TEXTS.hours,
      cell: ({ item }) => {
        const { start, end } = item.timeWindow;
        const text = start && end ? LIST_TEXTS.hoursOf(start, end) : null;
        if (readOnly || !options.onOpenTimeWindow || !canEditRow(item)) return text ?? '—';
        return (
          <button
            type="button"
            className="box-merch__hours"
            aria-label={`${LIST_TEXTS.setHours}: ${text ?? LIST_TEXTS.noHours}`}
            onClick={() => options.onOpenTimeWindow?.(item.id)}
          >
            <ClockIcon />
            {text ?? LIST_TEXTS.setHours}
          </button>
        );
      },
    },
  ];
  if (readOnly) return columns;
  columns.push({
    id: 'actions',
    header: LIST_TEXTS.actions,
    className: 'box-merch__col-actions',
    cell: ({ item }) => (
      <div className="box-merch__actions">
        {canRefreshRow(item) && options.onRefresh ? (
          <IconButton
            label={`${LIST_TEXTS.refresh} ${item.trackingCode}`}
            onClick={() => options.onRefresh?.(item.id)}
          >
            <RefreshIcon />
          </IconButton>
        ) : null}
        {canUploadXmlForRow(item) && options.uploadXml && options.onUploadXml ? (
          <IconButton
            label={`${LIST_TEXTS.uploadXml} ${item.trackingCode}`}
            onClick={() => options.onUploadXml?.(item.id)}
          >
            <UploadIcon />
          </IconButton>
        ) : null}
        {canEditRow(item) && options.onEdit ? (
          <IconButton
            label={`${LIST_TEXTS.edit} ${item.trackingCode}`}
            onClick={() => options.onEdit?.(item.id)}
          >
            <EditIcon />
          </IconButton>
        ) : null}
        {options.sharing && item.status.type === 'ok' && options.onOpenRecipients ? (
          <IconButton
            label={`${LIST_TEXTS.recipients} ${item.trackingCode}`}
            onClick={() => options.onOpenRecipients?.(item.id)}
          >
            <RecipientsIcon />
          </IconButton>
        ) : null}
        {options.onRemove ? (
          <IconButton
            label={`${LIST_TEXTS.remove} ${item.trackingCode}`}
            onClick={() => options.onRemove?.(item.id)}
            danger
          >
            <TrashIcon />
          </IconButton>
        ) : null}
      </div>
    ),
  });
  return columns;
}
