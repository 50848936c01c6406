import { formatAccessKey } from '@box/core/format';
import { accessKeyDocumentType } from '@box/core/rules';
import { Button, CheckCircleIcon, Spinner, WarningIcon } from '@box/ui';
import { memo } from 'react';
import { UPLOAD_MESSAGES as M } from './messages';
import type { UploadRow as Row } from './store';

const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
export function fileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}

const documentLabel = (accessKey: string) => {
  const type = accessKeyDocumentType(accessKey);
  return type === 'unknown' ? 'Documento' : type;
};

export interface UploadRowProps {
  row: Row;
  onRetry: (id: number) => void;
}

/** One file: its name and size, then a spinner while it waits or goes, its document when read, or why not. */
export const UploadRow = memo(function UploadRow({ row, onRetry }: UploadRowProps) {
  return (
    <li className={`box-fiscal-upload__row box-fiscal-upload__row--${row.status}`} data-status={row.status}>
      <div className="box-fiscal-upload__file">
        <span className="box-fiscal-upload__name">{row.name}</span>
        <span className="box-fiscal-upload__size">{fileSize(row.size)}</span>
      </div>
      <div className="box-fiscal-upload__state">
        {row.status === 'queued' || row.status === 'uploading' ? (
          <span className="box-fiscal-upload__progress">
            <Spinner size="sm" decorative />
            {row.status === 'queued' ? M.queued : M.uploading}
          </span>
        ) : null}
        {row.status === 'ok' ? (
          <>
            <span className="box-fiscal-upload__icon box-fiscal-upload__icon--ok">
              <CheckCircleIcon />
            </span>
            <div className="box-fiscal-upload__detail">
              <p className="box-fiscal-upload__title">
                {documentLabel(row.document.accessKey)} {row.document.code} · {M.addressee}:{' '}
                {row.document.addressee.name} – {row.document.addressee.address.locality}/
                {row.document.addressee.address.state}
              </p>
              <p className="box-fiscal-upload__key">
                {M.accessKey}:{' '}
                <span className="box-fiscal-upload__mono">{formatAccessKey(row.document.accessKey)}</span>
              </p>
            </div>
          </>
        ) : null}
        {row.status === 'error' ? (
          <>
            <span className="box-fiscal-upload__icon box-fiscal-upload__icon--error">
              <WarningIcon />
            </span>
            <div className="box-fiscal-upload__detail">
              <p className="box-fiscal-upload__title">{row.error.title}</p>
              <p className="box-fiscal-upload__message">{row.error.message}</p>
            </div>
            {row.error.retryable ? (
              <Button
                variant="link"
                size="sm"
                aria-label={M.retryFile(row.name)}
                onClick={() => onRetry(row.id)}
              >
                {M.retry}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
});
