import { messageFor } from '@box/core/errors';
import { Alert, Spinner, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { financeApi } from './api';
import { createCurrentInfoStore } from './currentInfo';
import { FinanceInfoFields, type FinanceInfoFieldsProps } from './FinanceInfoFields';
import { FINANCE_MESSAGES as M } from './messages';

/** The form once GET /customers/finance-info answered, starting from those values (over `initial`). */
export function CurrentFinanceInfoFields({
  initial,
  onSaved,
  onCancel,
  focusFirstEmpty,
}: FinanceInfoFieldsProps) {
  useSignals();
  const api = financeApi.useApi();
  const store = useStore(createCurrentInfoStore);

  useEffect(() => {
    void store.fetchCurrent(api);
  }, [store, api]);

  const load = store.load.value;
  if (load.kind === 'loading') {
    return (
      <div className="box-finance__loading">
        <Spinner label={M.loadingCurrent} />
      </div>
    );
  }
  if (load.kind === 'session-expired') {
    const { title, message } = messageFor({ kind: 'SessionExpired' });
    return (
      <Alert tone="danger" title={title}>
        {message}
      </Alert>
    );
  }
  return (
    <>
      {load.kind === 'failed' ? <Alert tone="warning">{M.loadCurrentFailed}</Alert> : null}
      <FinanceInfoFields
        initial={load.kind === 'loaded' ? { ...initial, ...load.values } : initial}
        onSaved={onSaved}
        onCancel={onCancel}
        focusFirstEmpty={focusFirstEmpty}
      />
    </>
  );
}
