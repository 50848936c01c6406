import { API_ERROR_CODE } from '@box/core/schemas';
import { desc, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { whatsappOptOuts, whatsappOutbox } from '../db/schema/index';
import type { AppEnv } from '../http/env';
import { renderPage } from '../ssr/layout';
import { optOutPhones, validHubSignature } from './inbound';
import { previewText, WHATSAPP_TEMPLATES } from './templates';

/** Under /jade/api: the Cloud API's inbound webhook (public: Meta signs it, no cookie is involved). */
export const WHATSAPP_WEBHOOK_PATH = '/whatsapp/webhook';
export const DEMO_WHATSAPP_PATH = '/demo/whatsapp';

const NOT_FOUND = { code: API_ERROR_CODE.NOT_FOUND, message: 'Não encontrado.' };

/**
 * GET: Meta's subscription handshake (echo hub.challenge when hub.verify_token matches). POST: messages sent to
 * our number; 'PARAR', 'SAIR' or 'STOP' records the sender's opt-out. Only in cloud mode.
 */
export const whatsappWebhookRoutes = new Hono<AppEnv>()
  .get(WHATSAPP_WEBHOOK_PATH, (c) => {
    const { whatsapp } = c.get('deps').config;
    if (whatsapp.mode !== 'cloud') return c.json(NOT_FOUND, 404);
    const ok =
      c.req.query('hub.mode') === 'subscribe' &&
      whatsapp.verifyToken !== null &&
      c.req.query('hub.verify_token') === whatsapp.verifyToken;
    if (!ok)
      return c.json({ code: API_ERROR_CODE.FORBIDDEN, message: 'Token de verificação inválido.' }, 403);
    return c.text(c.req.query('hub.challenge') ?? '');
  })
  .post(WHATSAPP_WEBHOOK_PATH, async (c) => {
    const { config, db, clock } = c.get('deps');
    if (config.whatsapp.mode !== 'cloud') return c.json(NOT_FOUND, 404);
    const raw = await c.req.text();
    if (!validHubSignature(raw, c.req.header('x-hub-signature-256'), config.whatsapp.appSecret ?? '')) {
      return c.json({ code: API_ERROR_CODE.INVALID_CREDENTIALS, message: 'Assinatura inválida.' }, 401);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return c.json({ code: API_ERROR_CODE.VALIDATION_ERROR, message: 'Corpo JSON inválido.' }, 400);
    }
    const phones = optOutPhones(body);
    if (phones.length > 0) {
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .insert(whatsappOptOuts)
          .values(phones.map((phone) => ({ phone, optedOutAt: now, source: 'webhook' })))
          .onConflictDoNothing();
        // What is still waiting for them is not sent either.
        await tx
          .update(whatsappOutbox)
          .set({ status: 'opted_out', lockedUntil: null })
          .where(inArray(whatsappOutbox.phone, phones));
      });
    }
    return c.json({ received: true, optedOut: phones.length });
  });

/** Demo mode's page of the messages WhatsApp would have carried (newest 50); every other mode answers 404. */
export const demoWhatsAppRoutes = new Hono<AppEnv>().get(DEMO_WHATSAPP_PATH, async (c) => {
  const { config, db } = c.get('deps');
  if (config.whatsapp.mode !== 'demo') return c.text('Não encontrado.', 404);
  const origin = new URL(c.req.url).origin;
  const rows = await db.select().from(whatsappOutbox).orderBy(desc(whatsappOutbox.id)).limit(50);
  const items = rows.map(
    (r) => html`<li>
      <p><strong>${r.phone}</strong> · ${r.createdAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}
        · modelo <code>${r.template}</code></p>
      <p>${previewText(r.template, r.parameters)}</p>
      ${r.parameters.button ? html`<p><a href="${origin}/rr/${encodeURIComponent(r.parameters.button)}">Acompanhar a entrega</a></p>` : ''}
    </li>`,
  );
  return c.html(
    renderPage({
      title: 'Mensagens de WhatsApp',
      wide: true,
      body: html`<h1>Mensagens de WhatsApp (demonstração)</h1>
        <p>
          Com BOX_WHATSAPP_MODE=demo as mensagens aos destinatários ficam aqui, sem sair do servidor: o link de
          rastreamento (${WHATSAPP_TEMPLATES.trackingLink}) e o resultado da entrega.
        </p>
        <p><a href="${DEMO_WHATSAPP_PATH}">Atualizar</a></p>
        ${rows.length === 0 ? html`<p>Nenhuma mensagem ainda.</p>` : html`<ol>${items}</ol>`}`,
    }),
  );
});
