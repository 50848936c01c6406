import { ApiError, SessionExpiredError } from '@box/core/api';
import type { Customer } from '@box/core/schemas';
import { computed, signal } from '@preact/signals-react';
import type { AccountApi } from '../api';
import { filterRetailers } from './filterRetailers';

export type AccountsLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; retailers: readonly Customer[] }
  | { kind: 'failed' }
  | { kind: 'forbidden' }
  | { kind: 'session-expired' };

/** The state of one registered accounts widget: the list (GET /retailers) and the search over it. */
export function createAccountsStore() {
  const load = signal<AccountsLoad>({ kind: 'loading' });
  const query = signal('');
  /** The retailer whose integrations are open in place of the list; null: the list. */
  const managing = signal<Customer | null>(null);
  const visible = computed(() =>
    load.value.kind === 'loaded' ? filterRetailers(load.value.retailers, query.value) : [],
  );

  async function fetchRetailers(api: Pick<AccountApi, 'retailers'>): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      load.value = { kind: 'loaded', retailers: await api.retailers() };
    } catch (error) {
      if (error instanceof SessionExpiredError) load.value = { kind: 'session-expired' };
      // Only the super admin may list retailers (SPEC §6); anyone else is told so rather than 'try again'.
      else if (error instanceof ApiError && error.status === 403) load.value = { kind: 'forbidden' };
      else load.value = { kind: 'failed' };
    }
  }

  return { load, query, visible, managing, fetchRetailers };
}

export type AccountsStore = ReturnType<typeof createAccountsStore>;
