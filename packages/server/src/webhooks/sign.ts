import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks signing secret: 'whsec_' + base64 of 24 random bytes (the bytes are the HMAC key). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The `webhook-id` of one event ('msg_…'), shared by its deliveries to several endpoints and by every retry. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The three Standard Webhooks headers for `body` sent at `at`: 'v1,' + base64 HMAC-SHA256 of
 * "id.timestamp.body", computed by the spec's reference library so a receiver using any of its ports verifies it.
 */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): SignedHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}
