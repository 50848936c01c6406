import { formatDateTime } from '@box/core/format';
import { orderTrackingPath } from '@box/core/rules';
import { ROLE } from '@box/core/schemas';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../http/env';
import { findReceipt } from '../queries/receipts';
import { renderPage } from './layout';
import { isFramed, notFoundPage, pageSession } from './page-access';
import { outcomeBadge, receiptCode, renderReceipts } from './receipts';

/**
 * /_ssr/pods and /_ssr/pods/{id}: the old addresses of the proofs. The list is the receipts search (all customers
 * for the super admin, as 'Comprovantes' leads there); one proof shows its summary and opens the proof page.
 */
export const podsLegacyRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const access = pageSession(c, 'customer');
    if ('response' in access) return access.response;
    const admin = access.session.roleId === ROLE.SUPER_ADMIN;
    return renderReceipts(c, {
      path: admin ? '/admin/comprovantes' : '/comprovantes',
      heading: admin ? 'Comprovantes de todos os clientes' : 'Comprovantes',
      customerId: admin ? 'any' : access.session.customerId,
    });
  })
  .get('/:id', async (c) => {
    const access = pageSession(c, 'customer');
    if ('response' in access) return access.response;
    const raw = c.req.param('id');
    const { session } = access;
    const owner = session.roleId === ROLE.SUPER_ADMIN ? 'any' : session.customerId;
    const proof = /^\d{1,9}$/.test(raw) ? await findReceipt(c.get('deps').db, Number(raw), owner) : null;
    if (!proof) return notFoundPage(c);
    return c.html(
      renderPage({
        title: `Comprovante #${proof.hashid}`,
        wide: true,
        framed: isFramed(c),
        body: html`<nav class="crumbs" aria-label="Caminho"><ol>
            <li><a href="/comprovantes" target="_top">Comprovantes</a></li>
            <li aria-current="page">#${proof.hashid}</li>
          </ol></nav>
          <h1>Comprovante #${proof.hashid}</h1>
          <section class="card">
            <dl class="facts">
              <dt>Status</dt><dd>${outcomeBadge(proof.status_type)}</dd>
              <dt>OS</dt><dd><a href="${orderTrackingPath(proof.order_id)}" target="_top">${proof.order_id}</a></dd>
              <dt>Data</dt><dd>${formatDateTime(proof.time_finish)}</dd>
              <dt>Código</dt><dd>${receiptCode(proof.barcode)}</dd>
              <dt>Recebedor</dt><dd>${proof.recipient_name ?? '-'}</dd>
              <dt>Endereço</dt><dd>${proof.address}</dd>
            </dl>
            <div class="actions">
              <a class="button" href="/comprovantes/${proof.id}" target="_top">Abrir o comprovante completo</a>
            </div>
          </section>`,
      }),
    );
  })
  .get('/*', (c) => {
    const access = pageSession(c, 'customer');
    return 'response' in access ? access.response : notFoundPage(c);
  });
