import { WEBHOOK_EVENT_LABELS } from '@box/core/catalogues';
import { formatDateTime } from '@box/core/format';
import type { WebhookEndpoint } from '@box/core/schemas';
import { Alert, Button, EmptyState, ErrorState, Skeleton, Table, type TableColumn } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { integrationsApi } from './api';
import { ConfirmModal } from './ConfirmModal';
import { CreateWebhookModal } from './CreateWebhookModal';
import { DeliveryLog } from './DeliveryLog';
import { INTEGRATIONS_MESSAGES } from './messages';
import { SecretModal } from './SecretModal';
import type { WebhooksStore } from './webhooksStore';

const M = INTEGRATIONS_MESSAGES.webhooks;

function columns(store: WebhooksStore): TableColumn<WebhookEndpoint>[] {
  const open = store.selected.value?.id;
  return [
    {
      id: 'url',
      header: M.columns.url,
      cell: (e) => (
        <>
          <span className="box-integrations__url">{e.url}</span>
          {e.disabledAt ? <span className="box-integrations__muted"> ({M.disabled})</span> : null}
        </>
      ),
    },
    {
      id: 'events',
      header: M.columns.events,
      cell: (e) => (
        <ul className="box-integrations__tags">
          {e.events.map((event) => (
            <li key={event}>{WEBHOOK_EVENT_LABELS[event]}</li>
          ))}
        </ul>
      ),
    },
    { id: 'created', header: M.columns.createdAt, cell: (e) => formatDateTime(e.createdAt) },
    {
      id: 'actions',
      header: M.columns.actions,
      cell: (e) => (
        <div className="box-integrations__actions">
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={open === e.id}
            aria-label={M.deliveriesLabel(e.url)}
            onClick={() => store.select(open === e.id ? null : e)}
          >
            {M.deliveries}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={M.removeLabel(e.url)}
            onClick={() => store.askRemove(e)}
          >
            {M.remove}
          </Button>
        </div>
      ),
    },
  ];
}

/** 'Webhooks': the account's endpoints, 'Adicionar endpoint' (the signing secret shown once), 'Excluir', the log. */
export function WebhooksPanel({ store }: { store: WebhooksStore }) {
  useSignals();
  const api = integrationsApi.useApi();
  const titleId = useId();

  useEffect(() => {
    void store.fetchEndpoints(api);
  }, [store, api]);

  const load = store.load.value;
  const notice = store.notice.value;
  const create = (
    <Button onClick={store.openForm} size="sm">
      {M.create}
    </Button>
  );
  return (
    <section className="box-integrations__part" aria-labelledby={titleId} aria-busy={load.kind === 'loading'}>
      <div className="box-integrations__head">
        <h3 id={titleId} className="box-integrations__subtitle">
          {M.title}
        </h3>
        {load.kind === 'loaded' && load.items.length > 0 ? create : null}
      </div>
      {notice ? (
        <Alert tone={notice.tone} title={notice.title} onClose={() => (store.notice.value = null)}>
          {notice.message}
        </Alert>
      ) : null}
      {load.kind === 'loading' && <Skeleton height="4rem" />}
      {load.kind === 'failed' && (
        <ErrorState
          title={M.loadFailed}
          message={load.message}
          onRetry={() => void store.fetchEndpoints(api)}
          retryLabel={INTEGRATIONS_MESSAGES.retry}
        />
      )}
      {load.kind === 'loaded' && load.items.length === 0 && (
        <EmptyState title={M.empty} message={M.emptyHint} action={create} />
      )}
      {load.kind === 'loaded' && load.items.length > 0 && (
        <>
          <Table caption={M.caption} columns={columns(store)} rows={load.items} rowKey={(e) => e.id} />
          <DeliveryLog store={store} />
        </>
      )}
      <CreateWebhookModal store={store} onSubmit={() => void store.create(api)} />
      <SecretModal
        secret={store.secret.value}
        title={M.secretTitle}
        label={M.secretLabel}
        warning={M.secretWarning}
        onClose={store.closeSecret}
      />
      <ConfirmModal
        open={store.confirming.value !== null}
        title={M.removeTitle}
        question={M.removeQuestion(store.confirming.value?.url ?? '')}
        confirmLabel={M.removeConfirm}
        busy={store.removing.value}
        onConfirm={() => void store.remove(api)}
        onCancel={store.cancelRemove}
      />
    </section>
  );
}
