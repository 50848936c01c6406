import { SessionExpiredError } from '@box/core/api';
import { type FinanceInfoForm, financeInfoFormValues } from '@box/core/rules';
import { signal } from '@preact/signals-react';
import type { FinanceApi } from './api';

export type CurrentInfoLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; values: Partial<FinanceInfoForm> }
  | { kind: 'failed' }
  | { kind: 'session-expired' };

/**
 * What the account already has on file, for a form that starts from it (the profile). A failure is not a dead
 * end: the form opens empty with a notice, since the person can still type the data.
 */
export function createCurrentInfoStore() {
  const load = signal<CurrentInfoLoad>({ kind: 'loading' });

  async function fetchCurrent(api: Pick<FinanceApi, 'financeInfo'>): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      load.value = { kind: 'loaded', values: financeInfoFormValues(await api.financeInfo()) };
    } catch (error) {
      load.value = error instanceof SessionExpiredError ? { kind: 'session-expired' } : { kind: 'failed' };
    }
  }

  return { load, fetchCurrent };
}
