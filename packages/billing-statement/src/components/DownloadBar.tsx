import type { BillingDownloadStatus } from '@box/core/catalogues';
import { Alert, Button, Modal, Spinner } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import type { StatementApi } from '../api';
import { MESSAGES } from '../messages';
import type { StatementStore } from '../state/store';

export interface DownloadBarProps {
  store: StatementStore;
  api: StatementApi;
}

/**
 * SPEC §2 download: which orders go in the sheet, and the button (disabled without a summary). While the sheet
 * is generated a modal says so; closing it only hides it: the file is still saved when it arrives.
 */
export function DownloadBar({ store, api }: DownloadBarProps) {
  useSignals();
  const selectId = useId();
  const download = store.download.value;
  const [hidden, setHidden] = useState(false);
  return (
    <div className="box-billing-download">
      <div className="box-billing-download__controls">
        <label htmlFor={selectId} className="box-billing-download__label">
          {MESSAGES.downloadLabel}
        </label>
        <select
          id={selectId}
          className="box-billing-download__select"
          value={store.downloadStatus.value}
          onChange={(event) => {
            store.downloadStatus.value = event.target.value as BillingDownloadStatus;
          }}
        >
          {MESSAGES.downloadOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Button
          variant="primary"
          disabled={!store.canDownload.value}
          onClick={() => {
            setHidden(false);
            void store.downloadSheet(api);
          }}
        >
          {MESSAGES.download}
        </Button>
      </div>
      {download.kind === 'failed' && (
        <Alert
          tone="danger"
          onClose={() => {
            store.download.value = { kind: 'idle' };
          }}
        >
          {MESSAGES.downloadFailed}
        </Alert>
      )}
      <Modal
        open={download.kind === 'downloading' && !hidden}
        title={MESSAGES.downloadingTitle}
        onClose={() => setHidden(true)}
        size="sm"
      >
        <div className="box-billing-download__progress">
          <Spinner label={MESSAGES.downloadingTitle} />
          <p>{MESSAGES.downloadingMessage}</p>
        </div>
      </Modal>
    </div>
  );
}
