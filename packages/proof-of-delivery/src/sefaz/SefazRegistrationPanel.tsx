import { SEFAZ_EVENT_LABELS, SEFAZ_STATUS_LABELS, SEFAZ_STATUS_TONES } from '@box/core/catalogues';
import type { SefazRegistration } from '@box/core/schemas';
import { Alert, Badge, badgeToneOf, useAdoptedStyles, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { SEFAZ_MESSAGES as M } from './messages';
import { SefazActions } from './SefazActions';
import { SefazDocument, SefazFacts } from './SefazFacts';
import sefazCss from './sefaz.css?inline';
import { sefazApi } from './sefazApi';
import { createSefazStore, type SefazStore } from './sefazStore';

/** Adopted when the chunk arrives: the proof's first load carries none of it. */
const PANEL_STYLES = [sefazCss];

export interface SefazRegistrationPanelProps {
  /** The proof's id, as the page was opened with (the calls name it). */
  podId: string;
  registration: SefazRegistration;
}

/**
 * 'Canhoto digital' (issue 20): the owner's proof registered at SEFAZ as the official delivery event — its
 * status in words, the protocol once registered, the actions the server allows and the XML files. Its own API
 * client (inheriting the widget's settings) keeps the SEFAZ calls in this lazily loaded chunk.
 */
export default function SefazRegistrationPanel({ podId, registration }: SefazRegistrationPanelProps) {
  return (
    <sefazApi.Provider>
      <SefazBlock podId={podId} registration={registration} />
    </sefazApi.Provider>
  );
}

function SefazBlock({ podId, registration }: SefazRegistrationPanelProps) {
  useSignals();
  const api = sefazApi.useApi();
  const store: SefazStore = useStore(() => createSefazStore(registration));
  const root = useRef<HTMLElement>(null);
  const titleId = useId();
  useAdoptedStyles(root, PANEL_STYLES);
  // A pending registration is read again until it settles, so the protocol appears without a reload.
  useEffect(() => store.followSettling(api, podId), [store, api, podId]);

  const current = store.registration.value;
  const error = store.error.value;
  return (
    <section ref={root} className="box-pod__card box-pod-sefaz" aria-labelledby={titleId}>
      <h3 id={titleId} className="box-pod__subtitle">
        {M.title}
      </h3>
      {/* Polite: a status that changes by itself (pending → registered) is read out when it does. */}
      <div className="box-pod-sefaz__state" aria-live="polite">
        <Badge tone={badgeToneOf(SEFAZ_STATUS_TONES[current.status])}>
          {SEFAZ_STATUS_LABELS[current.status]}
        </Badge>
        <SefazFacts registration={current} />
      </div>
      <SefazDocument registration={current} eventLabel={SEFAZ_EVENT_LABELS[current.eventType]} />
      {error && (
        <Alert
          tone="danger"
          onClose={() => {
            store.error.value = null;
          }}
        >
          {error}
        </Alert>
      )}
      <SefazActions store={store} podId={podId} />
    </section>
  );
}
