import { API_SCOPE_LABELS, API_SCOPES, type ApiScope } from '@box/core/catalogues';
import { formatDateTime } from '@box/core/format';
import type { ApiKey } from '@box/core/schemas';
import { Button, type TableColumn } from '@box/ui';
import type { ApiKeysStore } from './apiKeysStore';
import type { IssuedSecretFormFields } from './IssuedSecretFormModal';
import { IssuedSecretPanel } from './IssuedSecretPanel';
import { INTEGRATIONS_MESSAGES } from './messages';

const M = INTEGRATIONS_MESSAGES.keys;

/** 'Criar chave': a name and at least one scope (core's CreateApiKeyBody). */
const FIELDS: IssuedSecretFormFields<ApiScope> = {
  input: { name: 'api-key-name', maxLength: 80 },
  choices: { name: 'api-key-scope', options: API_SCOPES, labels: API_SCOPE_LABELS },
};

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
  return (
    <IssuedSecretPanel
      store={store}
      texts={M}
      columns={columns(store.askRemove)}
      label={(key) => key.name}
      fields={FIELDS}
    />
  );
}
