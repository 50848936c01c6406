import { WEBHOOK_EVENT_LABELS } from '@box/core/catalogues';
import { formatDateTime } from '@box/core/format';
import type { WebhookDelivery } from '@box/core/schemas';
import { Alert, Button, EmptyState, ErrorState, Skeleton, Table, type TableColumn } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { integrationsApi } from './api';
import type { DeliveryLogStore } from './deliveryLogStore';
import { INTEGRATIONS_MESSAGES } from './messages';

const M = INTEGRATIONS_MESSAGES.deliveries;

/** The receiver's last answer: its HTTP status, else the error (timeout, refused connection), else none yet. */
const lastAnswer = (d: WebhookDelivery) =>
  d.lastStatusCode !== null ? M.httpStatus(d.lastStatusCode) : (d.lastError ?? M.noAnswer);

function columns(
  resending: number | null,
  onResend: (d: WebhookDelivery) => void,
): TableColumn<WebhookDelivery>[] {
  return [
    { id: 'event', header: M.columns.event, cell: (d) => WEBHOOK_EVENT_LABELS[d.eventType] },
    {
      id: 'status',
      header: M.columns.status,
      cell: (d) => (
        <span className={`box-integrations__status box-integrations__status--${d.status}`}>
          {M.status[d.status]}
        </span>
      ),
    },
    {
      id: 'attempts',
      header: M.columns.attempts,
      cell: (d) => d.attempts,
      className: 'box-integrations__number',
    },
    { id: 'answer', header: M.columns.lastAnswer, cell: lastAnswer, className: 'box-integrations__answer' },
    { id: 'created', header: M.columns.createdAt, cell: (d) => formatDateTime(d.createdAt) },
    {
      id: 'actions',
      header: M.columns.actions,
      cell: (d) => (
        <Button
          variant="secondary"
          size="sm"
          loading={resending === d.id}
          disabled={resending !== null && resending !== d.id}
          onClick={() => onResend(d)}
          aria-label={M.resendLabel(WEBHOOK_EVENT_LABELS[d.eventType], formatDateTime(d.createdAt))}
        >
          {M.resend}
        </Button>
      ),
    },
  ];
}

/** The open endpoint's delivery log (newest first, as the server sends it), with 'Reenviar' on each. */
export function DeliveryLog({ store }: { store: DeliveryLogStore }) {
  useSignals();
  const api = integrationsApi.useApi();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const endpoint = store.selected.value;

  useEffect(() => {
    if (!endpoint) return;
    void store.fetchDeliveries(api);
    // Opening a log moves the reader to it: it appears below the table they were in.
    heading.current?.focus();
  }, [store, api, endpoint]);

  if (!endpoint) return null;
  const load = store.deliveries.value;
  const notice = store.notice.value;
  return (
    <section className="box-integrations__log" aria-labelledby={titleId} aria-busy={load.kind === 'loading'}>
      <div className="box-integrations__head">
        <h4 id={titleId} ref={heading} tabIndex={-1} className="box-integrations__log-title">
          {M.title(endpoint.url)}
        </h4>
        <div className="box-integrations__actions">
          <Button variant="secondary" size="sm" onClick={() => void store.fetchDeliveries(api)}>
            {M.refresh}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => store.select(null)}>
            {M.close}
          </Button>
        </div>
      </div>
      {notice ? (
        <Alert tone={notice.tone} title={notice.title} onClose={() => (store.notice.value = null)}>
          {notice.message}
        </Alert>
      ) : null}
      {load.kind === 'loading' && <Skeleton height="3rem" />}
      {load.kind === 'failed' && (
        <ErrorState
          title={M.loadFailed}
          message={load.message}
          onRetry={() => void store.fetchDeliveries(api)}
          retryLabel={INTEGRATIONS_MESSAGES.retry}
        />
      )}
      {load.kind === 'loaded' && load.items.length === 0 && <EmptyState title={M.empty} />}
      {load.kind === 'loaded' && load.items.length > 0 && (
        <Table
          caption={M.caption}
          columns={columns(store.resending.value, (d) => void store.resend(api, d))}
          rows={load.items}
          rowKey={(d) => d.id}
        />
      )}
    </section>
  );
}
