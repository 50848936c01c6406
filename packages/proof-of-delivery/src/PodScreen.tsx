import { Alert, ErrorState, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { proofApi } from './api';
import { PodLoading } from './components/PodLoading';
import { PodMissing } from './components/PodMissing';
import { PodView } from './components/PodView';
import { MESSAGES } from './messages';
import { backPath } from './paths';
import { createProofStore } from './state/store';

export interface PodScreenProps {
  podId?: string;
  token?: string;
  /** The widget's API base: the back link points at the portal it names. */
  apiBase?: string;
  mapStyle: string | Record<string, unknown>;
  mapWorkerUrl?: string;
  alertStatus?: string;
  onNavigate?: (path: string) => void;
}

/** The proof screen inside its providers: loads the proof and renders whichever state it is in. */
export function PodScreen({
  podId,
  token,
  apiBase,
  mapStyle,
  mapWorkerUrl,
  alertStatus,
  onNavigate,
}: PodScreenProps) {
  useSignals();
  const api = proofApi.useApi();
  const store = useStore(createProofStore);
  const isPublic = Boolean(token?.trim());
  // A closed alert stays closed for that alert-status; another value (a later navigation) may show it again.
  const [closedAlert, setClosedAlert] = useState<string | null>(null);
  const showAlert = alertStatus === 'success' && closedAlert !== alertStatus;

  useEffect(() => {
    void store.fetchPod(api, { podId, token });
  }, [store, api, podId, token]);

  const load = store.load.value;
  return (
    <div className="box-pod" aria-busy={load.kind === 'loading'}>
      {showAlert && (
        <Alert tone="success" onClose={() => setClosedAlert(alertStatus)}>
          {MESSAGES.alertSuccess}
        </Alert>
      )}
      {load.kind === 'loading' && <PodLoading />}
      {load.kind === 'not-found' && (
        <PodMissing
          title={MESSAGES.notFoundTitle}
          backPath={backPath(isPublic)}
          apiBase={apiBase}
          onNavigate={onNavigate}
        />
      )}
      {load.kind === 'not-yet' && (
        <PodMissing
          title={MESSAGES.notYetAvailable}
          backPath={backPath(isPublic)}
          apiBase={apiBase}
          onNavigate={onNavigate}
        />
      )}
      {load.kind === 'session-expired' && (
        <ErrorState title={MESSAGES.sessionTitle} message={MESSAGES.sessionMessage} />
      )}
      {load.kind === 'loaded' && (
        <PodView
          pod={load.pod}
          podId={podId?.trim()}
          isPublic={isPublic}
          store={store}
          mapStyle={mapStyle}
          mapWorkerUrl={mapWorkerUrl}
        />
      )}
    </div>
  );
}
