import { API_ERROR_CODE, CreateWebhookEndpointBody, IntegrationsQuery } from '@box/core/schemas';
import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { managedCustomerId } from '../http/managed-account';
import { parseJsonBody, validQuery } from '../http/validate';
import {
  deleteWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
} from '../queries/webhooks';
import { newWebhookSecret } from '../webhooks/sign';
import { webhookUrlProblem } from '../webhooks/url-rules';
import { webhookNudges } from '../webhooks/wake';
import { idParam } from './path-params';

const ENDPOINT_NOT_FOUND = { code: API_ERROR_CODE.NOT_FOUND, message: 'Webhook não encontrado.' };
const DELIVERY_NOT_FOUND = { code: API_ERROR_CODE.NOT_FOUND, message: 'Entrega de webhook não encontrada.' };

const manage = requireAccess('customer', 'webhooks:manage');

/**
 * /jade/api/integrations/webhooks* and /integrations/webhook-deliveries* (issue 16): a customer's webhook
 * endpoints and their delivery log. Ids of another customer's endpoints or deliveries answer 404, as unknown ones.
 */
export const webhookRoutes = new Hono<AppEnv>()
  .get('/integrations/webhooks', manage, validQuery(IntegrationsQuery), async (c) => {
    const customerId = await managedCustomerId(
      c.get('deps').db,
      sessionOf(c),
      c.req.valid('query').customerId,
    );
    return c.json({ endpoints: await listWebhookEndpoints(c.get('deps').db, customerId) });
  })
  .post('/integrations/webhooks', manage, async (c) => {
    const { db, config, clock } = c.get('deps');
    const body = await parseJsonBody(c, CreateWebhookEndpointBody);
    const problem = await webhookUrlProblem(body.url, config.mode);
    if (problem) {
      throw new HttpError(422, {
        code: API_ERROR_CODE.VALIDATION_ERROR,
        message: problem,
        reasons: [{ field: 'url', message: problem }],
      });
    }
    const secret = newWebhookSecret();
    const endpoint = await insertWebhookEndpoint(db, {
      customerId: await managedCustomerId(c.get('deps').db, sessionOf(c), body.customerId),
      url: body.url,
      events: body.events,
      secret,
      now: clock(),
    });
    return c.json({ endpoint, secret }, 201);
  })
  .delete('/integrations/webhooks/:id', manage, validQuery(IntegrationsQuery), async (c) => {
    const id = idParam(c.req.param('id'), 'id');
    const customerId = await managedCustomerId(
      c.get('deps').db,
      sessionOf(c),
      c.req.valid('query').customerId,
    );
    if (!(await deleteWebhookEndpoint(c.get('deps').db, customerId, id))) {
      throw new HttpError(404, ENDPOINT_NOT_FOUND);
    }
    return c.json({ ok: true as const });
  })
  .get('/integrations/webhooks/:id/deliveries', manage, validQuery(IntegrationsQuery), async (c) => {
    const id = idParam(c.req.param('id'), 'id');
    const customerId = await managedCustomerId(
      c.get('deps').db,
      sessionOf(c),
      c.req.valid('query').customerId,
    );
    const deliveries = await listWebhookDeliveries(c.get('deps').db, customerId, id);
    if (!deliveries) throw new HttpError(404, ENDPOINT_NOT_FOUND);
    return c.json({ deliveries });
  })
  .post('/integrations/webhook-deliveries/:id/resend', manage, validQuery(IntegrationsQuery), async (c) => {
    const { db, clock } = c.get('deps');
    const id = idParam(c.req.param('id'), 'id');
    const customerId = await managedCustomerId(
      c.get('deps').db,
      sessionOf(c),
      c.req.valid('query').customerId,
    );
    if (!(await resendWebhookDelivery(db, customerId, id, clock()))) {
      throw new HttpError(404, DELIVERY_NOT_FOUND);
    }
    webhookNudges.nudge();
    return c.json({ ok: true as const });
  });
