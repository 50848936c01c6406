import type { WebhookEvent } from '@box/core/catalogues';
import { CreateWebhookEndpointBody, type WebhookDelivery, type WebhookEndpoint } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import type { IntegrationsApi } from './api';
import { INTEGRATIONS_MESSAGES } from './messages';
import { type FieldErrors, failureText, type Load, type Notice, refusalErrors } from './outcome';
import { schemaErrors } from './validate';

const M = INTEGRATIONS_MESSAGES;
const FIELDS = ['url', 'events'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The webhook endpoints of one account (the caller's, or `customerId`'s for the super admin), the one whose
 * delivery log is open, and that log. The signing secret of a new endpoint lives here only until its modal closes.
 */
export function createWebhooksStore(customerId?: number) {
  const load = signal<Load<WebhookEndpoint>>({ kind: 'loading' });
  const notice = signal<Notice | null>(null);

  const formOpen = signal(false);
  const url = signal('');
  const events = signal<readonly WebhookEvent[]>([]);
  const errors = signal<FieldErrors<Field>>({});
  const saving = signal(false);
  const secret = signal<string | null>(null);

  const confirming = signal<WebhookEndpoint | null>(null);
  const removing = signal(false);

  const selected = signal<WebhookEndpoint | null>(null);
  const deliveries = signal<Load<WebhookDelivery>>({ kind: 'loading' });
  const deliveriesNotice = signal<Notice | null>(null);
  const resending = signal<number | null>(null);

  async function fetchEndpoints(api: Pick<IntegrationsApi, 'webhookEndpoints'>): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      load.value = { kind: 'loaded', items: (await api.webhookEndpoints(customerId)).endpoints };
    } catch (error) {
      load.value = { kind: 'failed', message: failureText(error) };
    }
  }

  function openForm(): void {
    url.value = '';
    events.value = [];
    errors.value = {};
    formOpen.value = true;
  }

  function closeForm(): void {
    if (!saving.value) formOpen.value = false;
  }

  function setUrl(value: string): void {
    url.value = value;
    const { url: _, form: __, ...rest } = errors.value;
    errors.value = rest;
  }

  function toggleEvent(event: WebhookEvent, on: boolean): void {
    const others = events.value.filter((e) => e !== event);
    events.value = on ? [...others, event] : others;
    const { events: _, form: __, ...rest } = errors.value;
    errors.value = rest;
  }

  /** POST /integrations/webhooks; on success the endpoint joins the list and its signing secret shows. */
  async function create(api: Pick<IntegrationsApi, 'createWebhookEndpoint'>): Promise<boolean> {
    if (saving.value) return false;
    const body = {
      url: url.value,
      events: [...events.value],
      ...(customerId === undefined ? {} : { customerId }),
    };
    const refused = schemaErrors(CreateWebhookEndpointBody, body, FIELDS);
    if (refused) {
      errors.value = refused;
      return false;
    }
    saving.value = true;
    errors.value = {};
    try {
      const created = await api.createWebhookEndpoint(body);
      const before = load.value.kind === 'loaded' ? load.value.items : [];
      load.value = { kind: 'loaded', items: [created.endpoint, ...before] };
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

  function askRemove(endpoint: WebhookEndpoint): void {
    notice.value = null;
    confirming.value = endpoint;
  }

  function cancelRemove(): void {
    if (!removing.value) confirming.value = null;
  }

  /** DELETE /integrations/webhooks/{id}: the row goes, and its delivery log with it if it was open. */
  async function remove(api: Pick<IntegrationsApi, 'deleteWebhookEndpoint'>): Promise<void> {
    const endpoint = confirming.value;
    if (!endpoint || removing.value) return;
    removing.value = true;
    try {
      await api.deleteWebhookEndpoint(endpoint.id, customerId);
      if (load.value.kind === 'loaded') {
        load.value = { kind: 'loaded', items: load.value.items.filter((e) => e.id !== endpoint.id) };
      }
      if (selected.value?.id === endpoint.id) selected.value = null;
      notice.value = { tone: 'success', message: M.webhooks.removed };
    } catch (error) {
      notice.value = { tone: 'danger', title: M.webhooks.removeFailed, message: failureText(error) };
    } finally {
      removing.value = false;
      confirming.value = null;
    }
  }

  /** GET /integrations/webhooks/{id}/deliveries of the open endpoint (the newest 100). */
  async function fetchDeliveries(api: Pick<IntegrationsApi, 'webhookDeliveries'>): Promise<void> {
    const endpoint = selected.value;
    if (!endpoint) return;
    deliveries.value = { kind: 'loading' };
    try {
      const answer = await api.webhookDeliveries(endpoint.id, customerId);
      // Another endpoint may have been opened while this one's log was on its way.
      if (selected.value?.id === endpoint.id) deliveries.value = { kind: 'loaded', items: answer.deliveries };
    } catch (error) {
      if (selected.value?.id === endpoint.id)
        deliveries.value = { kind: 'failed', message: failureText(error) };
    }
  }

  function select(endpoint: WebhookEndpoint | null): void {
    selected.value = endpoint;
    deliveriesNotice.value = null;
    deliveries.value = { kind: 'loading' };
  }

  /** POST /integrations/webhook-deliveries/{id}/resend, then the log again (its status is pending once more). */
  async function resend(
    api: Pick<IntegrationsApi, 'resendWebhookDelivery' | 'webhookDeliveries'>,
    delivery: WebhookDelivery,
  ): Promise<void> {
    if (resending.value !== null) return;
    resending.value = delivery.id;
    deliveriesNotice.value = null;
    try {
      await api.resendWebhookDelivery(delivery.id, customerId);
      await fetchDeliveries(api);
      deliveriesNotice.value = { tone: 'success', message: M.deliveries.resent };
    } catch (error) {
      deliveriesNotice.value = {
        tone: 'danger',
        title: M.deliveries.resendFailed,
        message: failureText(error),
      };
    } finally {
      resending.value = null;
    }
  }

  return {
    customerId,
    load,
    notice,
    formOpen,
    url,
    events,
    errors,
    saving,
    secret,
    confirming,
    removing,
    selected,
    deliveries,
    deliveriesNotice,
    resending,
    fetchEndpoints,
    openForm,
    closeForm,
    setUrl,
    toggleEvent,
    create,
    closeSecret,
    askRemove,
    cancelRemove,
    remove,
    fetchDeliveries,
    select,
    resend,
  };
}

export type WebhooksStore = ReturnType<typeof createWebhooksStore>;
