import { SEFAZ_DOWNLOAD_LABELS, SEFAZ_DOWNLOADS, type SefazDownload } from '@box/core/catalogues';
import type { SefazRegistration } from '@box/core/schemas';
import { Button, Modal } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { SEFAZ_MESSAGES as M } from './messages';
import { sefazApi } from './sefazApi';
import type { SefazStore } from './sefazStore';

/** Where the server names each file; null until that file exists. */
const DOWNLOAD_FIELDS: Record<SefazDownload, keyof SefazRegistration['downloads']> = {
  'signed-event': 'signedEvent',
  'proc-event': 'procEvent',
};

export interface SefazActionsProps {
  store: SefazStore;
  podId: string;
}

/**
 * What the owner may do with the registration now (the server says which: canRegister, canCancel) and the
 * files there are; the cancellation is confirmed first, since it withdraws the proof at SEFAZ.
 */
export function SefazActions({ store, podId }: SefazActionsProps) {
  useSignals();
  const api = sefazApi.useApi();
  const registration = store.registration.value;
  const busy = store.busy.value;
  const files = SEFAZ_DOWNLOADS.filter((file) => registration.downloads[DOWNLOAD_FIELDS[file]] !== null);
  const hasActions = registration.canRegister || registration.canCancel;
  return (
    <>
      {hasActions && (
        <div className="box-pod-sefaz__actions">
          {registration.canRegister && (
            <Button
              loading={busy === 'register'}
              disabled={busy !== null}
              onClick={() => void store.register(api, podId)}
            >
              {registration.status === 'rejected' ? M.sendAgain : M.register}
            </Button>
          )}
          {registration.canCancel && (
            <Button
              variant="secondary"
              loading={busy === 'cancel'}
              disabled={busy !== null}
              onClick={store.requestCancel}
            >
              {M.cancel}
            </Button>
          )}
        </div>
      )}
      {files.length > 0 && (
        <div className="box-pod-sefaz__actions">
          {files.map((file) => (
            <Button
              key={file}
              variant="secondary"
              size="sm"
              loading={busy === file}
              disabled={busy !== null}
              onClick={() => void store.download(api, podId, file)}
            >
              {SEFAZ_DOWNLOAD_LABELS[file]}
            </Button>
          ))}
        </div>
      )}
      <Modal
        open={store.confirmingCancel.value}
        title={M.cancelTitle}
        onClose={store.keepRegistration}
        size="sm"
        footer={
          <>
            <Button variant="secondary" data-autofocus onClick={store.keepRegistration}>
              {M.cancelNo}
            </Button>
            <Button onClick={() => void store.confirmCancel(api, podId)}>{M.cancelYes}</Button>
          </>
        }
      >
        <p>{M.cancelConfirm(registration.eventType)}</p>
      </Modal>
    </>
  );
}
