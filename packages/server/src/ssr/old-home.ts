import { OPEN_ORDER_STATUSES, ORDER_STATUS_LABELS, roleLabel } from '@box/core/catalogues';
import { firstName, isSuperAdmin, receiptsPath } from '@box/core/rules';
import { ROLE } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { customers, users } from '../db/schema/index';
import type { AppEnv } from '../http/env';
import { countOpenOrders } from '../queries/order-history';
import { renderPage } from './layout';
import { isFramed, pageSession } from './page-access';

/** The portal's sections a role may open, as the header's menu offers them (SPEC §2). */
export function homeLinks(roleId: number): { href: string; label: string }[] {
  const shipper = roleId === ROLE.SUPER_ADMIN || roleId === ROLE.ADMIN;
  return [
    ...(shipper
      ? [
          { href: '/spots/solicitar', label: 'Solicitar serviço' },
          { href: '/pedidos/monitoramento', label: 'Monitoramento' },
          { href: '/spots', label: 'Histórico' },
          { href: receiptsPath(roleId), label: 'Comprovantes' },
          { href: '/extrato', label: 'Extrato' },
        ]
      : []),
    { href: '/perfil', label: 'Preferências do usuário' },
    ...(isSuperAdmin(roleId) ? [{ href: '/contas-cadastradas', label: 'Contas cadastradas' }] : []),
  ];
}

/** /_ssr/inicio: the old home, a greeting, the open orders by status and the way to each section. */
export const oldHomeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const access = pageSession(c, 'user');
  if ('response' in access) return access.response;
  const { session } = access;
  const { db } = c.get('deps');
  const [who] = await db
    .select({ name: users.name, nickname: customers.nickname })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, session.userId))
    .limit(1);
  const shipper = session.roleId === ROLE.SUPER_ADMIN || session.roleId === ROLE.ADMIN;
  const counts = shipper ? await countOpenOrders(db, session.customerId) : null;
  return c.html(
    renderPage({
      title: 'Início',
      wide: true,
      framed: isFramed(c),
      body: html`<h1>Olá, ${firstName(who?.name ?? '')}</h1>
        <p class="muted">${who?.nickname ?? ''} · ${roleLabel(session.roleId)}</p>
        ${
          counts
            ? html`<section aria-labelledby="abertas">
                <h2 id="abertas">Ordens de serviço em aberto</h2>
                <ul class="stats">
                  ${OPEN_ORDER_STATUSES.map(
                    (status) =>
                      html`<li><strong>${counts[status] ?? 0}</strong>${ORDER_STATUS_LABELS[status]}</li>`,
                  )}
                </ul>
              </section>`
            : ''
        }
        <section aria-labelledby="atalhos">
          <h2 id="atalhos">Ir para</h2>
          <ul class="links">
            ${homeLinks(session.roleId).map((link) => html`<li><a href="${link.href}" target="_top">${link.label}</a></li>`)}
          </ul>
        </section>`,
    }),
  );
});
