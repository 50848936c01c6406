import type { ApiScope } from '@box/core/catalogues';
import { type ApiKey, CreateApiKeyBody } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import type { IntegrationsApi } from './api';
import { INTEGRATIONS_MESSAGES } from './messages';
import { type FieldErrors, failureText, type Load, type Notice, refusalErrors } from './outcome';
import { schemaErrors } from './validate';

const M = INTEGRATIONS_MESSAGES.keys;
const FIELDS = ['name', 'scopes'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The API keys of one account: the caller's own, or `customerId`'s when the super admin manages another account
 * (named in every call). The secret of a new key lives here only until its modal is closed.
 */
export function createApiKeysStore(customerId?: number) {
  const load = signal<Load<ApiKey>>({ kind: 'loading' });
  const notice = signal<Notice | null>(null);

  const formOpen = signal(false);
  const name = signal('');
  const scopes = signal<readonly ApiScope[]>([]);
  const errors = signal<FieldErrors<Field>>({});
  const saving = signal(false);
  /** The secret of the key just created: shown once, forgotten when its modal closes. */
  const secret = signal<string | null>(null);

  const confirming = signal<ApiKey | null>(null);
  const revoking = signal(false);

  async function fetchKeys(api: Pick<IntegrationsApi, 'apiKeys'>): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      load.value = { kind: 'loaded', items: (await api.apiKeys(customerId)).keys };
    } catch (error) {
      load.value = { kind: 'failed', message: failureText(error) };
    }
  }

  function openForm(): void {
    name.value = '';
    scopes.value = [];
    errors.value = {};
    formOpen.value = true;
  }

  function closeForm(): void {
    if (!saving.value) formOpen.value = false;
  }

  function setName(value: string): void {
    name.value = value;
    const { name: _, form: __, ...rest } = errors.value;
    errors.value = rest;
  }

  function toggleScope(scope: ApiScope, on: boolean): void {
    const others = scopes.value.filter((s) => s !== scope);
    scopes.value = on ? [...others, scope] : others;
    const { scopes: _, form: __, ...rest } = errors.value;
    errors.value = rest;
  }

  /** POST /integrations/api-keys; on success the form closes, the key joins the list and its secret shows. */
  async function create(api: Pick<IntegrationsApi, 'createApiKey'>): Promise<boolean> {
    if (saving.value) return false;
    const body = {
      name: name.value,
      scopes: [...scopes.value],
      ...(customerId === undefined ? {} : { customerId }),
    };
    const refused = schemaErrors(CreateApiKeyBody, body, FIELDS);
    if (refused) {
      errors.value = refused;
      return false;
    }
    saving.value = true;
    errors.value = {};
    try {
      const created = await api.createApiKey(body);
      if (load.value.kind === 'loaded')
        load.value = { kind: 'loaded', items: [created.key, ...load.value.items] };
      else load.value = { kind: 'loaded', items: [created.key] };
      formOpen.value = false;
      notice.value = null;
      secret.value = created.secret;
      return true;
    } catch (error) {
      errors.value = refusalErrors(error, FIELDS);
      return false;
    } finally {
      saving.value = false;
    }
  }

  function closeSecret(): void {
    secret.value = null;
  }

  function askRevoke(key: ApiKey): void {
    notice.value = null;
    confirming.value = key;
  }

  function cancelRevoke(): void {
    if (!revoking.value) confirming.value = null;
  }

  /** DELETE /integrations/api-keys/{id}: the row then shows when it was revoked. */
  async function revoke(api: Pick<IntegrationsApi, 'revokeApiKey'>): Promise<void> {
    const key = confirming.value;
    if (!key || revoking.value) return;
    revoking.value = true;
    try {
      await api.revokeApiKey(key.id, customerId);
      // The server answers only { ok }; the instant it revoked is within a moment of now.
      const revokedAt = new Date().toISOString();
      if (load.value.kind === 'loaded') {
        load.value = {
          kind: 'loaded',
          items: load.value.items.map((k) => (k.id === key.id ? { ...k, revokedAt } : k)),
        };
      }
      notice.value = { tone: 'success', message: M.revoked(key.name) };
    } catch (error) {
      notice.value = { tone: 'danger', title: M.revokeFailed, message: failureText(error) };
    } finally {
      revoking.value = false;
      confirming.value = null;
    }
  }

  return {
    customerId,
    load,
    notice,
    formOpen,
    name,
    scopes,
    errors,
    saving,
    secret,
    confirming,
    revoking,
    fetchKeys,
    openForm,
    closeForm,
    setName,
    toggleScope,
    create,
    closeSecret,
    askRevoke,
    cancelRevoke,
    revoke,
  };
}

export type ApiKeysStore = ReturnType<typeof createApiKeysStore>;
