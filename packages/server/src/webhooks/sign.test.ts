import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newMessageId, newWebhookSecret, signedHeaders } from './sign';

describe('Standard Webhooks signing', () => {
  it("matches the specification's example", () => {
    const headers = signedHeaders(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      new Date(1614265330 * 1000),
      '{"test": 2432232314}',
    );
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('makes secrets of 24 random bytes and message ids that a receiver verifies with', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(secret);
    const id = newMessageId();
    expect(id).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    const body = JSON.stringify({
      type: 'order.created',
      timestamp: new Date().toISOString(),
      data: { orderId: 1 },
    });
    const headers = signedHeaders(secret, id, new Date(), body);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
  });
});
