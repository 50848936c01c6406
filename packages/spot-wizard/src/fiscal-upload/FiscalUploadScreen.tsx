import { FileDrop, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, useCallback, useEffect } from 'react';
import { fiscalUploadApi } from './api';
import { UPLOAD_MESSAGES as M } from './messages';
import { createUploadStore } from './store';
import { UploadRow } from './UploadRow';

/** SPEC §2 route of the wizard, where the uploaded documents' access keys are used. */
export const SPOT_REQUEST_PATH = '/spots/solicitar';

/** The hint to the system dialog; a file of another type can still be dropped, and is refused in its row. */
const ACCEPT = '.xml,text/xml,application/xml';

export interface FiscalUploadScreenProps {
  onNavigate?: (path: string) => void;
}

/** The upload page inside its providers: the drop zone, a summary line and one row per file. */
export function FiscalUploadScreen({ onNavigate }: FiscalUploadScreenProps) {
  useSignals();
  const api = fiscalUploadApi.useApi();
  const store = useStore(() => createUploadStore());
  useEffect(() => () => store.dispose(), [store]);

  const rows = store.rows.value;
  const { sent, failed, pending } = store.counts.value;
  const onFiles = useCallback((files: File[]) => store.addFiles(api, files), [store, api]);
  const onRetry = useCallback((id: number) => store.retry(api, id), [store, api]);

  function goToSpotRequest(event: MouseEvent<HTMLAnchorElement>) {
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (modified || !onNavigate) return;
    event.preventDefault();
    onNavigate(SPOT_REQUEST_PATH);
  }

  return (
    <div className="box-fiscal-upload">
      <p className="box-fiscal-upload__intro">{M.intro}</p>
      <FileDrop label={M.dropLabel} hint={M.dropHint} accept={ACCEPT} multiple onFiles={onFiles} />
      <div className="box-fiscal-upload__summary">
        <p role="status" className="box-fiscal-upload__count">
          {rows.length > 0 ? M.summary(sent, failed, pending) : null}
        </p>
        {sent > 0 ? (
          <a className="box-fiscal-upload__next" href={SPOT_REQUEST_PATH} onClick={goToSpotRequest}>
            {M.requestSpot}
          </a>
        ) : null}
      </div>
      {rows.length > 0 ? (
        <ul className="box-fiscal-upload__list" aria-label={M.listLabel}>
          {rows.map((row) => (
            <UploadRow key={row.id} row={row} onRetry={onRetry} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
