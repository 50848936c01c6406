import {
  ORDER_STATUS_LABELS,
  orderStatusLabel,
  serviceTypeLabel,
  stopStatusLabel,
  taskTypeLabel,
  vehicleTypeLabel,
} from '@box/core/catalogues';
import { formatDateTime, formatMoney } from '@box/core/format';
import { orderTrackingPath } from '@box/core/rules';
import { ORDER_STATUSES, ROLE } from '@box/core/schemas';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../http/env';
import {
  findRequestedOrder,
  type HistoryRow,
  isOrderStatus,
  listOrderHistory,
} from '../queries/order-history';
import { renderTable } from './data-table';
import { renderPage } from './layout';
import { isFramed, notFoundPage, pageSession } from './page-access';
import { PAGE_SIZE, parsePage, renderPager } from './pagination';

const trackingLink = (id: number) => html`<a href="${orderTrackingPath(id)}" target="_top">${id}</a>`;
const scheduled = (row: HistoryRow) => (row.scheduled_for ? formatDateTime(row.scheduled_for) : 'Imediata');

const HISTORY_COLUMNS = [
  { header: 'OS', cell: (row: HistoryRow) => trackingLink(row.id), nowrap: true },
  { header: 'Solicitada', cell: (row: HistoryRow) => formatDateTime(row.created_at) },
  { header: 'Agendada', cell: scheduled },
  {
    header: 'Status',
    cell: (row: HistoryRow) => html`<span class="badge">${orderStatusLabel(row.status)}</span>`,
  },
  { header: 'Serviço', cell: (row: HistoryRow) => serviceTypeLabel(row.service_type) },
  { header: 'Veículo', cell: (row: HistoryRow) => vehicleTypeLabel(row.vehicle_type) },
  { header: 'Solicitante', cell: (row: HistoryRow) => row.requester },
  { header: 'Paradas', cell: (row: HistoryRow) => row.total_stops },
  { header: 'Valor total', cell: (row: HistoryRow) => formatMoney(row.gross_price), nowrap: true },
] as const;

/** The OS search box: digits only (an OS number); anything else is ignored rather than matching nothing. */
export function parseOrderSearch(raw: string | undefined): number | null {
  const text = raw?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** /_ssr/spots (Histórico) and /_ssr/spots/{id}/requested/ (the page after a request): the session customer's. */
export const historyRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const access = pageSession(c, 'customer');
    if ('response' in access) return access.response;
    const query = new URL(c.req.url).searchParams;
    const page = parsePage(query.get('pagina') ?? undefined);
    const orderId = parseOrderSearch(query.get('os') ?? undefined);
    const statusRaw = query.get('status') ?? '';
    const status = isOrderStatus(statusRaw) ? statusRaw : null;
    const { rows, total } = await listOrderHistory(c.get('deps').db, {
      customerId: access.session.customerId,
      orderId,
      status,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    return c.html(
      renderPage({
        title: 'Histórico',
        wide: true,
        framed: isFramed(c),
        body: html`<div class="head">
            <h1>Histórico de solicitações</h1>
            <a class="button" href="/spots/solicitar" target="_top">Solicitar serviço</a>
          </div>
          <form class="card filters" method="get" action="/spots" target="_top" role="search" aria-label="Filtrar solicitações">
            <div>
              <label for="os">Número da OS</label>
              <input id="os" name="os" type="search" inputmode="numeric" maxlength="9" value="${query.get('os') ?? ''}" />
            </div>
            <div>
              <label for="status">Status</label>
              <select id="status" name="status">
                <option value="">Todos</option>
                ${ORDER_STATUSES.map(
                  (code) =>
                    html`<option value="${code}" ${code === status ? 'selected' : ''}>${ORDER_STATUS_LABELS[code]}</option>`,
                )}
              </select>
            </div>
            <div><button type="submit">Filtrar</button></div>
          </form>
          ${renderTable({
            caption: 'Solicitações da sua conta, das mais recentes às mais antigas',
            columns: HISTORY_COLUMNS,
            rows,
            empty: 'Nenhuma solicitação encontrada.',
          })}
          ${renderPager({ path: '/spots', query, page, total })}`,
      }),
    );
  })
  .get('/:id/requested', (c) => requestedPage(c))
  .get('/:id/requested/', (c) => requestedPage(c));

/** SPEC §2 writes the path with a final slash; both spellings answer. */
async function requestedPage(c: Context<AppEnv>) {
  const access = pageSession(c, 'customer');
  if ('response' in access) return access.response;
  const id = parseOrderSearch(c.req.param('id'));
  const { session } = access;
  const owner = session.roleId === ROLE.SUPER_ADMIN ? 'any' : session.customerId;
  const order = id === null ? null : await findRequestedOrder(c.get('deps').db, id, owner);
  if (!order) return notFoundPage(c);
  return c.html(
    renderPage({
      title: 'Solicitação enviada',
      wide: true,
      framed: isFramed(c),
      body: html`<nav class="crumbs" aria-label="Caminho"><ol>
            <li><a href="/spots" target="_top">Histórico</a></li>
            <li aria-current="page">OS ${order.id}</li>
          </ol></nav>
          <h1>Solicitação enviada</h1>
          <p class="notice" role="status">A OS ${order.id} foi registrada. Acompanhe a alocação e a execução pelo rastreamento.</p>
          <section class="card" aria-labelledby="resumo">
            <h2 id="resumo">Resumo da OS ${order.id}</h2>
            <dl class="facts">
              <dt>Status</dt><dd>${orderStatusLabel(order.status)}</dd>
              <dt>Solicitada em</dt><dd>${formatDateTime(order.created_at)}</dd>
              <dt>Agendada para</dt><dd>${scheduled(order)}</dd>
              <dt>Serviço</dt><dd>${serviceTypeLabel(order.service_type)}</dd>
              <dt>Veículo</dt><dd>${vehicleTypeLabel(order.vehicle_type)}</dd>
              <dt>Solicitante</dt><dd>${order.requester}</dd>
              ${order.external_id ? html`<dt>Código externo</dt><dd>${order.external_id}</dd>` : ''}
              <dt>Valor total</dt><dd>${formatMoney(order.gross_price)}</dd>
            </dl>
          </section>
          <section class="card" aria-labelledby="paradas">
            <h2 id="paradas">Paradas</h2>
            ${renderTable({
              caption: `Paradas da OS ${order.id}`,
              columns: [
                { header: '#', cell: (stop) => stop.position + 1 },
                { header: 'Tarefa', cell: (stop) => taskTypeLabel(stop.task_type) },
                { header: 'Endereço', cell: (stop) => stop.address },
                { header: 'Situação', cell: (stop) => stopStatusLabel(stop.status) || 'Pendente' },
              ],
              rows: order.stops,
              empty: 'Esta OS não tem paradas.',
            })}
          </section>
          <div class="actions">
            <a class="button" href="${orderTrackingPath(order.id)}" target="_top">Acompanhar a OS</a>
            <a class="button button--secondary" href="/pedidos/monitoramento" target="_top">Ir para o monitoramento</a>
          </div>`,
    }),
  );
}
