import { Alert, Button, EmptyState, ErrorState, Skeleton, Table, type TableColumn } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId } from 'react';
import { integrationsApi } from './api';
import { ConfirmModal } from './ConfirmModal';
import {
  type IssuedSecretFormFields,
  IssuedSecretFormModal,
  type IssuedSecretFormTexts,
} from './IssuedSecretFormModal';
import type { IssuedSecretStore } from './issuedSecretStore';
import { INTEGRATIONS_MESSAGES } from './messages';
import { SecretModal } from './SecretModal';

/** The texts of one panel ('Chaves de API', 'Webhooks'), from INTEGRATIONS_MESSAGES. */
export interface IssuedSecretTexts {
  title: string;
  caption: string;
  create: string;
  empty: string;
  emptyHint: string;
  loadFailed: string;
  form: IssuedSecretFormTexts;
  secret: { title: string; label: string; warning: string };
  remove: { title: string; question: (label: string) => string; confirm: string };
}

export interface IssuedSecretPanelProps<Item extends { id: number }, Choice extends string> {
  store: IssuedSecretStore<Item, Choice>;
  texts: IssuedSecretTexts;
  /** The table's columns; the row's remove button calls `store.askRemove`. */
  columns: TableColumn<Item>[];
  /** How the removal question names the item (a key's name, an endpoint's URL). */
  label: (item: Item) => string;
  fields: IssuedSecretFormFields<Choice>;
  /** What follows the table while it has rows (the webhooks' delivery log). */
  children?: ReactNode;
}

/**
 * One part of 'Integrações': its list (loading, failed with a retry, empty with the create button, a table),
 * the create form, the secret shown once, and the removal's confirmation.
 */
export function IssuedSecretPanel<Item extends { id: number }, Choice extends string>({
  store,
  texts,
  columns,
  label,
  fields,
  children,
}: IssuedSecretPanelProps<Item, Choice>) {
  useSignals();
  const api = integrationsApi.useApi();
  const titleId = useId();

  useEffect(() => {
    void store.fetchList(api);
  }, [store, api]);

  const load = store.load.value;
  const notice = store.notice.value;
  const confirming = store.confirming.value;
  const create = (
    <Button onClick={store.openForm} size="sm">
      {texts.create}
    </Button>
  );
  return (
    <section className="box-integrations__part" aria-labelledby={titleId} aria-busy={load.kind === 'loading'}>
      <div className="box-integrations__head">
        <h3 id={titleId} className="box-integrations__subtitle">
          {texts.title}
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
          title={texts.loadFailed}
          message={load.message}
          onRetry={() => void store.fetchList(api)}
          retryLabel={INTEGRATIONS_MESSAGES.retry}
        />
      )}
      {load.kind === 'loaded' && load.items.length === 0 && (
        <EmptyState title={texts.empty} message={texts.emptyHint} action={create} />
      )}
      {load.kind === 'loaded' && load.items.length > 0 && (
        <>
          <Table caption={texts.caption} columns={columns} rows={load.items} rowKey={(item) => item.id} />
          {children}
        </>
      )}
      <IssuedSecretFormModal
        store={store}
        texts={texts.form}
        fields={fields}
        onSubmit={() => void store.create(api)}
      />
      <SecretModal
        secret={store.secret.value}
        title={texts.secret.title}
        label={texts.secret.label}
        warning={texts.secret.warning}
        onClose={store.closeSecret}
      />
      <ConfirmModal
        open={confirming !== null}
        title={texts.remove.title}
        question={texts.remove.question(confirming === null ? '' : label(confirming))}
        confirmLabel={texts.remove.confirm}
        busy={store.removing.value}
        onConfirm={() => void store.remove(api)}
        onCancel={store.cancelRemove}
      />
    </section>
  );
}
