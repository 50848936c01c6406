import type { WebhookDelivery, WebhookEndpoint } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import type { IntegrationsApi } from './api';
import { INTEGRATIONS_MESSAGES } from './messages';
import { failureText, type Load, type Notice } from './outcome';

const M = INTEGRATIONS_MESSAGES.deliveries;

/** The webhook endpoint whose delivery log is open (the caller's account, or `customerId`'s), and that log. */
export function createDeliveryLogStore(customerId?: number) {
  const selected = signal<WebhookEndpoint | null>(null);
  const deliveries = signal<Load<WebhookDelivery>>({ kind: 'loading' });
  const notice = signal<Notice | null>(null);
  const resending = signal<number | null>(null);

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
    notice.value = null;
    deliveries.value = { kind: 'loading' };
  }

  /** POST /integrations/webhook-deliveries/{id}/resend, then the log again (its status is pending once more). */
  async function resend(
    api: Pick<IntegrationsApi, 'resendWebhookDelivery' | 'webhookDeliveries'>,
    delivery: WebhookDelivery,
  ): Promise<void> {
    if (resending.value !== null) return;
    resending.value = delivery.id;
    notice.value = null;
    try {
      await api.resendWebhookDelivery(delivery.id, customerId);
      await fetchDeliveries(api);
      notice.value = { tone: 'success', message: M.resent };
    } catch (error) {
      notice.value = { tone: 'danger', title: M.resendFailed, message: failureText(error) };
    } finally {
      resending.value = null;
    }
  }

  return { selected, deliveries, notice, resending, fetchDeliveries, select, resend };
}

export type DeliveryLogStore = ReturnType<typeof createDeliveryLogStore>;
