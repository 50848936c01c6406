import { like } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { Webhook } from 'standardwebhooks';
import { webhookEndpoints } from '../db/schema/index';
import type { AppEnv } from '../http/env';
import { renderPage } from '../ssr/layout';
import { DEMO_WEBHOOK_RECEIVER_PATH } from './demo-receiver-path';

export interface ReceivedWebhook {
  receivedAt: Date;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The signature verified with the secret of an endpoint registered at this receiver. */
  valid: boolean;
}

const KEPT = 50;
const SHOWN_BODY_CHARS = 4_000;
/** Newest first, in memory: a demo aid, not a log (it empties on restart and per process). */
const received: ReceivedWebhook[] = [];

/** Tests read what arrived. */
export const receivedWebhooks = (): readonly ReceivedWebhook[] => received;

/**
 * Demo mode's local receiver: register `http://localhost:<port>/demo/webhooks` (or 127.0.0.1) as a webhook URL
 * and watch the deliveries arrive on GET of the same address. `?status=500` in the registered URL makes it
 * answer that status, to watch the retries. Every other mode answers 404.
 */
export const demoWebhookReceiverRoutes = new Hono<AppEnv>()
  .use(DEMO_WEBHOOK_RECEIVER_PATH, async (c, next) => {
    if (c.get('deps').config.mode !== 'demo') return c.text('Não encontrado.', 404);
    await next();
  })
  .post(DEMO_WEBHOOK_RECEIVER_PATH, async (c) => {
    const body = await c.req.text();
    const headers = {
      'webhook-id': c.req.header('webhook-id') ?? '',
      'webhook-timestamp': c.req.header('webhook-timestamp') ?? '',
      'webhook-signature': c.req.header('webhook-signature') ?? '',
    };
    // The receiver can be registered under any of this machine's names (and with a query), so every endpoint
    // pointing at this path is a candidate: the signature tells which one sent it.
    const candidates = await c
      .get('deps')
      .db.select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(like(webhookEndpoints.url, `%${DEMO_WEBHOOK_RECEIVER_PATH}%`));
    const valid = candidates.some(({ secret }) => {
      try {
        new Webhook(secret).verify(body, headers);
        return true;
      } catch {
        return false;
      }
    });
    received.unshift({
      receivedAt: new Date(),
      id: headers['webhook-id'],
      timestamp: headers['webhook-timestamp'],
      signature: headers['webhook-signature'],
      body,
      valid,
    });
    received.length = Math.min(received.length, KEPT);
    const asked = Number(c.req.query('status'));
    const status = Number.isInteger(asked) && asked >= 200 && asked <= 599 ? asked : 200;
    return c.json({ received: true, valid }, status as 200);
  })
  .get(DEMO_WEBHOOK_RECEIVER_PATH, (c) => {
    const origin = new URL(c.req.url).origin;
    const rows = received.map(
      (r) => html`<li>
        <p>
          <strong>${r.valid ? 'assinatura válida' : 'assinatura inválida'}</strong> ·
          ${r.receivedAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })} · <code>${r.id}</code>
        </p>
        <pre>${prettyBody(r.body)}</pre>
        <p><small>webhook-timestamp: <code>${r.timestamp}</code> · webhook-signature: <code>${r.signature}</code></small></p>
      </li>`,
    );
    return c.html(
      renderPage({
        title: 'Webhooks recebidos',
        wide: true,
        body: html`<h1>Webhooks recebidos (demonstração)</h1>
          <p>
            Cadastre <code>${origin}${DEMO_WEBHOOK_RECEIVER_PATH}</code> como URL de um webhook em Integrações. As
            entregas aparecem aqui (as ${KEPT} mais recentes, guardadas só na memória do servidor).
          </p>
          <p><a href="${DEMO_WEBHOOK_RECEIVER_PATH}">Atualizar</a></p>
          ${received.length === 0 ? html`<p>Nenhum webhook recebido ainda.</p>` : html`<ol>${rows}</ol>`}`,
      }),
    );
  });

function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2).slice(0, SHOWN_BODY_CHARS);
  } catch {
    return body.slice(0, SHOWN_BODY_CHARS);
  }
}
