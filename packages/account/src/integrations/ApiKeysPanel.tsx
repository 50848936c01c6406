import { API_SCOPE_LABELS } from '@box/core/catalogues';
import { formatDateTime } from '@box/core/format';
import type { ApiKey } from '@box/core/schemas';
import { Alert, Button, EmptyState, ErrorState, Skeleton, Table, type TableColumn } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { integrationsApi } from './api';
import type { ApiKeysStore } from './apiKeysStore';
import { ConfirmModal } from './ConfirmModal';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { INTEGRATIONS_MESSAGES } from './messages';
import { SecretModal } from './SecretModal';

const M = INTEGRATIONS_MESSAGES.keys;

function columns(onRevoke: (key: ApiKey) => void): TableColumn<ApiKey>[] {
  return [
    { id: 'name', header: M.columns.name, cell: (k) => k.name, className: 'box-integrations__name' },
    { id: 'prefix', header: M.columns.prefix, cell: (k) => <code>{k.prefix}…</code> },
    {
      id: 'scopes',
      header: M.columns.scopes,
      cell: (k) => (
        <ul className="box-integrations__tags">
          {k.scopes.map((scope) => (
            <li key={scope}>{API_SCOPE_LABELS[scope]}</li>
          ))}
        </ul>
      ),
    },
    { id: 'created', header: M.columns.createdAt, cell: (k) => formatDateTime(k.createdAt) },
    {
      id: 'used',
      header: M.columns.lastUsedAt,
      cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : INTEGRATIONS_MESSAGES.never),
    },
    {
      id: 'revoked',
      header: M.columns.status,
      cell: (k) =>
        k.revokedAt ? (
          formatDateTime(k.revokedAt)
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRevoke(k)}
            aria-label={M.revokeLabel(k.name)}
          >
            {M.revoke}
          </Button>
        ),
    },
  ];
}

/** 'Chaves de API': the account's keys, 'Criar chave' (the secret shown once) and 'Revogar' with a confirmation. */
export function ApiKeysPanel({ store }: { store: ApiKeysStore }) {
  useSignals();
  const api = integrationsApi.useApi();
  const titleId = useId();

  useEffect(() => {
    void store.fetchKeys(api);
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
          onRetry={() => void store.fetchKeys(api)}
          retryLabel={INTEGRATIONS_MESSAGES.retry}
        />
      )}
      {load.kind === 'loaded' && load.items.length === 0 && (
        <EmptyState title={M.empty} message={M.emptyHint} action={create} />
      )}
      {load.kind === 'loaded' && load.items.length > 0 && (
        <Table
          caption={M.caption}
          columns={columns(store.askRevoke)}
          rows={load.items}
          rowKey={(k) => k.id}
        />
      )}
      <CreateApiKeyModal store={store} onSubmit={() => void store.create(api)} />
      <SecretModal
        secret={store.secret.value}
        title={M.secretTitle}
        label={M.secretLabel}
        warning={M.secretWarning}
        onClose={store.closeSecret}
      />
      <ConfirmModal
        open={store.confirming.value !== null}
        title={M.revokeTitle}
        question={M.revokeQuestion(store.confirming.value?.name ?? '')}
        confirmLabel={M.revokeConfirm}
        busy={store.revoking.value}
        onConfirm={() => void store.revoke(api)}
        onCancel={store.cancelRevoke}
      />
    </section>
  );
}
