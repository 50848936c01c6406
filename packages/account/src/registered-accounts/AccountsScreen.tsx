import { NEW_ACCOUNT_PATH } from '@box/core/rules';
import { EmptyState, ErrorState, SearchInput, Skeleton, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { accountApi } from '../api';
import { MESSAGES } from '../messages';
import { NavLink } from '../NavLink';
import { AccountIntegrations } from './AccountIntegrations';
import { AccountsTable } from './AccountsTable';
import { createAccountsStore } from './store';

const M = MESSAGES.accounts;

/** The registered accounts screen inside its providers: loads GET /retailers and shows its state. */
export function AccountsScreen({ onNavigate }: { onNavigate?: (path: string) => void }) {
  useSignals();
  const api = accountApi.useApi();
  const store = useStore(createAccountsStore);
  const titleId = useId();

  useEffect(() => {
    void store.fetchRetailers(api);
  }, [store, api]);

  // Back from a retailer's integrations, focus returns to the button that opened them.
  const root = useRef<HTMLElement>(null);
  const returnTo = useRef<number | null>(null);
  const managing = store.managing.value;
  useEffect(() => {
    if (managing || returnTo.current === null) return;
    root.current?.querySelector<HTMLElement>(`[data-integrations-for="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [managing]);

  const load = store.load.value;
  const newAccount = (
    <NavLink
      path={NEW_ACCOUNT_PATH}
      onNavigate={onNavigate}
      className="box-button box-button--primary box-button--md"
    >
      {M.newAccount}
    </NavLink>
  );
  return (
    <section
      ref={root}
      className="box-accounts"
      aria-labelledby={titleId}
      aria-busy={load.kind === 'loading'}
    >
      <div className="box-accounts__head" part="header">
        <h2 id={titleId} className="box-accounts__title">
          {M.title}
        </h2>
        {load.kind === 'loaded' && load.retailers.length > 0 && !managing ? newAccount : null}
      </div>
      {managing && (
        <AccountIntegrations
          retailer={managing}
          onBack={() => {
            returnTo.current = managing.id;
            store.managing.value = null;
          }}
        />
      )}
      {load.kind === 'loading' && (
        <div className="box-accounts__loading" role="status" aria-busy="true">
          <span className="box-sr-only">{M.loading}</span>
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
            <Skeleton key={i} height="2.25rem" />
          ))}
        </div>
      )}
      {load.kind === 'failed' && (
        <ErrorState
          title={M.loadFailedTitle}
          message={M.loadFailedMessage}
          onRetry={() => void store.fetchRetailers(api)}
          retryLabel={MESSAGES.retry}
        />
      )}
      {load.kind === 'forbidden' && <ErrorState title={M.forbiddenTitle} message={M.forbiddenMessage} />}
      {load.kind === 'session-expired' && (
        <ErrorState title={MESSAGES.sessionTitle} message={MESSAGES.sessionMessage} />
      )}
      {load.kind === 'loaded' && load.retailers.length === 0 && (
        <EmptyState title={M.empty} action={newAccount} />
      )}
      {load.kind === 'loaded' && load.retailers.length > 0 && !managing && (
        <>
          <div className="box-accounts__tools">
            <SearchInput
              className="box-accounts__search"
              label={M.search}
              placeholder={M.searchPlaceholder}
              value={store.query.value}
              onChange={(value) => (store.query.value = value)}
            />
            <p className="box-accounts__count" aria-live="polite">
              {M.count(store.visible.value.length, load.retailers.length)}
            </p>
          </div>
          {store.visible.value.length > 0 ? (
            <AccountsTable
              retailers={store.visible.value}
              onNavigate={onNavigate}
              onIntegrations={(retailer) => (store.managing.value = retailer)}
            />
          ) : (
            <EmptyState title={M.noMatch(store.query.value.trim())} />
          )}
        </>
      )}
    </section>
  );
}
