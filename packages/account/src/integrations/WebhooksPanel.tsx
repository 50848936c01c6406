import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@box/core/catalogues';
import { formatDateTime } from '@box/core/format';
import type { WebhookEndpoint } from '@box/core/schemas';
import { Button, type TableColumn } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { DeliveryLog } from './DeliveryLog';
import type { IssuedSecretFormFields } from './IssuedSecretFormModal';
import { IssuedSecretPanel } from './IssuedSecretPanel';
import { INTEGRATIONS_MESSAGES } from './messages';
import type { WebhooksStore } from './webhooksStore';

const M = INTEGRATIONS_MESSAGES.webhooks;

/** 'Adicionar endpoint': a URL and at least one event (core's CreateWebhookEndpointBody). */
const FIELDS: IssuedSecretFormFields<WebhookEvent> = {
  input: { name: 'webhook-url', type: 'url', inputMode: 'url', placeholder: 'https://', maxLength: 2000 },
  choices: { name: 'webhook-event', options: WEBHOOK_EVENTS, labels: WEBHOOK_EVENT_LABELS },
};

function columns({ endpoints, log }: WebhooksStore): TableColumn<WebhookEndpoint>[] {
  const open = log.selected.value?.id;
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
            onClick={() => log.select(open === e.id ? null : e)}
          >
            {M.deliveries}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={M.removeLabel(e.url)}
            onClick={() => endpoints.askRemove(e)}
          >
            {M.removeButton}
          </Button>
        </div>
      ),
    },
  ];
}

/** 'Webhooks': the account's endpoints, 'Adicionar endpoint' (the signing secret shown once), 'Excluir', the log. */
export function WebhooksPanel({ store }: { store: WebhooksStore }) {
  // The columns read which log is open.
  useSignals();
  return (
    <IssuedSecretPanel
      store={store.endpoints}
      texts={M}
      columns={columns(store)}
      label={(endpoint) => endpoint.url}
      fields={FIELDS}
    >
      <DeliveryLog store={store.log} />
    </IssuedSecretPanel>
  );
}
