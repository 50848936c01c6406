import { createHmac } from 'node:crypto';
import type { WhatsAppConfig } from '../config';
import { type TemplateParameters, WHATSAPP_LANGUAGE } from './templates';

export const SEND_TIMEOUT_MS = 10_000;

export interface OutgoingMessage {
  phone: string;
  template: string;
  parameters: TemplateParameters;
}

/** What one send came to: sent (with the provider's id), worth retrying (5xx, network), or refused for good (4xx). */
export type SendOutcome =
  | { kind: 'sent'; providerMessageId: string | null }
  | { kind: 'retry'; error: string }
  | { kind: 'refused'; error: string };

export type CloudFetch = (url: string, init: RequestInit) => Promise<Response>;

/** The Cloud API's body of a template message (graph API `POST /{phone-number-id}/messages`). */
export function templateBody(message: OutgoingMessage) {
  const components: unknown[] = [
    { type: 'body', parameters: message.parameters.body.map((text) => ({ type: 'text', text })) },
  ];
  if (message.parameters.button !== undefined) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: message.parameters.button }],
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.phone,
    type: 'template',
    template: { name: message.template, language: { code: WHATSAPP_LANGUAGE }, components },
  };
}

/**
 * `appsecret_proof`: HMAC-SHA256 of the access token with the app secret, which Meta checks when the app
 * requires it, so a leaked token alone cannot send.
 */
export const appSecretProof = (token: string, appSecret: string) =>
  createHmac('sha256', appSecret).update(token).digest('hex');

/** One template message through the Cloud API; never throws. */
export async function sendCloudTemplate(
  config: WhatsAppConfig,
  message: OutgoingMessage,
  doFetch: CloudFetch = fetch,
): Promise<SendOutcome> {
  const token = config.token ?? '';
  const url = `${config.apiBaseUrl}/${encodeURIComponent(config.phoneNumberId ?? '')}/messages?appsecret_proof=${appSecretProof(token, config.appSecret ?? '')}`;
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(templateBody(message)),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    if (response.ok) {
      let id: string | null = null;
      try {
        const parsed = JSON.parse(text) as { messages?: { id?: unknown }[] };
        id = typeof parsed.messages?.[0]?.id === 'string' ? parsed.messages[0].id : null;
      } catch {}
      return { kind: 'sent', providerMessageId: id };
    }
    const error = `Resposta HTTP ${response.status}: ${text}`.slice(0, 300);
    // 429 (rate limit) passes; other 4xx (bad template, bad number, bad token) will not by trying again.
    return response.status >= 500 || response.status === 429
      ? { kind: 'retry', error }
      : { kind: 'refused', error };
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { kind: 'retry', error: `Falha de conexão: ${cause}`.slice(0, 300) };
  }
}
