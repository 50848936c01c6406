import { SEFAZ_ENVIRONMENT_LABELS } from '@box/core/catalogues';
import { Alert, ErrorState, Skeleton } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { integrationsApi } from './api';
import { ConfirmModal } from './ConfirmModal';
import { INTEGRATIONS_MESSAGES } from './messages';
import { SefazCertificateDetails } from './SefazCertificateDetails';
import { SefazCertificateForm } from './SefazCertificateForm';
import { SefazModeChoice } from './SefazModeChoice';
import type { SefazStore } from './sefazStore';

const M = INTEGRATIONS_MESSAGES.sefaz;

/**
 * 'Canhoto digital (SEFAZ)' (issue 20): which SEFAZ the server talks to, when proofs are registered, and the A1
 * certificate that signs them (its details, replace, remove; or the upload form when there is none).
 */
export function SefazPanel({ store }: { store: SefazStore }) {
  useSignals();
  const api = integrationsApi.useApi();
  const titleId = useId();
  const certificateTitleId = useId();

  const certificateTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void store.fetchSettings(api);
  }, [store, api]);

  const load = store.load.value;
  const notice = store.notice.value;
  // A certificate sent or removed takes away the control that had the focus (the form, the modal's opener): the
  // focus goes to the part's title, beside the notice that says what happened.
  useEffect(() => {
    if (notice?.tone === 'success') certificateTitle.current?.focus();
  }, [notice]);
  const settings = load.kind === 'loaded' ? load.settings : null;
  const certificate = settings?.certificate ?? null;
  return (
    <section className="box-integrations__part" aria-labelledby={titleId} aria-busy={load.kind === 'loading'}>
      <div className="box-integrations__head">
        <h3 id={titleId} className="box-integrations__subtitle">
          {M.title}
        </h3>
      </div>
      <p className="box-integrations__hint">{M.why}</p>
      {load.kind === 'loading' && <Skeleton height="6rem" />}
      {load.kind === 'failed' && (
        <ErrorState
          title={M.loadFailed}
          message={load.message}
          onRetry={() => void store.fetchSettings(api)}
          retryLabel={INTEGRATIONS_MESSAGES.retry}
        />
      )}
      {settings ? (
        <>
          <p
            className={`box-integrations__environment box-integrations__environment--${settings.environment}`}
          >
            <strong>{M.environment}:</strong> {SEFAZ_ENVIRONMENT_LABELS[settings.environment]}
          </p>
          {notice ? (
            <Alert tone={notice.tone} title={notice.title} onClose={() => (store.notice.value = null)}>
              {notice.message}
            </Alert>
          ) : null}
          <SefazModeChoice store={store} settings={settings} />
          <section className="box-integrations__form" aria-labelledby={certificateTitleId}>
            <h4
              id={certificateTitleId}
              ref={certificateTitle}
              tabIndex={-1}
              className="box-integrations__subtitle"
            >
              {M.certificate.title}
            </h4>
            {certificate ? (
              <SefazCertificateDetails
                certificate={certificate}
                replacing={store.replacing.value}
                onReplace={store.openReplace}
                onRemove={store.askRemove}
              />
            ) : (
              <p className="box-integrations__muted">{M.certificate.none}</p>
            )}
            {certificate === null || store.replacing.value ? (
              <SefazCertificateForm
                store={store}
                onCancel={certificate === null ? undefined : store.closeReplace}
              />
            ) : null}
          </section>
        </>
      ) : null}
      <ConfirmModal
        open={store.confirmingRemove.value}
        title={M.remove.title}
        question={M.remove.question(certificate?.holder ?? '')}
        confirmLabel={M.remove.confirm}
        busy={store.removing.value}
        onConfirm={() => void store.remove(api)}
        onCancel={store.cancelRemove}
      />
    </section>
  );
}
