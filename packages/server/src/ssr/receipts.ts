import { podBadge, podBadgeLabel } from '@box/core/catalogues';
import { formatAccessKey, formatDateTime } from '@box/core/format';
import { orderTrackingPath } from '@box/core/rules';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../http/env';
import { loadCustomerRow } from '../queries/customer-row';
import { RECEIPT_OUTCOMES, type ReceiptOutcome, type ReceiptRow, searchReceipts } from '../queries/receipts';
import { type Column, renderTable } from './data-table';
import { type Html, renderPage } from './layout';
import { isFramed, notFoundPage, pageSession } from './page-access';
import { PAGE_SIZE, parsePage, renderPager } from './pagination';

/** How a stored outcome reads on the page, with the proof widget's badge tones. */
export function outcomeBadge(statusType: string) {
  const wire = statusType.replace(' ', '_');
  return html`<span class="badge badge--${podBadge(wire)}">${podBadgeLabel(wire)}</span>`;
}

const OUTCOME_OPTIONS: readonly { value: ReceiptOutcome; label: string }[] = RECEIPT_OUTCOMES.map(
  (value) => ({
    value,
    label: podBadgeLabel(value.replace(' ', '_')),
  }),
);

/** A 'YYYY-MM-DD' that exists on the calendar, else null (a date input sends exactly that, or nothing). */
export function parseDay(raw: string | null): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw ? raw : null;
}

export interface ReceiptsView {
  /** The portal path of this list (the search form's action and the pager's links). */
  path: string;
  heading: string;
  /** The customer whose proofs are listed, or 'any' (super admin, all customers). */
  customerId: number | 'any';
  /** Lines above the heading (a breadcrumb). */
  crumbs?: Html;
}

/** A code as people read it: an access key in groups of four (which also lets a narrow column wrap it). */
export function receiptCode(barcode: string | null): string {
  if (!barcode) return '-';
  return /^[0-9A-Z]{44}$/.test(barcode) ? formatAccessKey(barcode) : barcode;
}

const baseColumns: Column<ReceiptRow>[] = [
  {
    header: 'Comprovante',
    cell: (row) => html`<a href="/comprovantes/${row.id}" target="_top">#${row.hashid}</a>`,
    nowrap: true,
  },
  {
    header: 'OS',
    cell: (row) => html`<a href="${orderTrackingPath(row.order_id)}" target="_top">${row.order_id}</a>`,
    nowrap: true,
  },
  { header: 'Data', cell: (row) => formatDateTime(row.time_finish) },
  { header: 'Status', cell: (row) => outcomeBadge(row.status_type) },
  { header: 'Código', cell: (row) => receiptCode(row.barcode) },
  { header: 'Recebedor', cell: (row) => row.recipient_name ?? '-' },
  { header: 'Endereço', cell: (row) => row.address },
];

const customerColumn: Column<ReceiptRow> = {
  header: 'Cliente',
  cell: (row) =>
    html`<a href="/admin/varejistas/${row.customer_id}/comprovantes" target="_top">${row.customer_name}</a>`,
};

/** The receipts search (SPEC §2): by OS, code or recipient, outcome and finishing days, a page at a time. */
export async function renderReceipts(c: Context<AppEnv>, view: ReceiptsView) {
  const query = new URL(c.req.url).searchParams;
  const page = parsePage(query.get('pagina') ?? undefined);
  const search = (query.get('busca') ?? '').trim().slice(0, 100);
  const outcomeRaw = query.get('status') ?? '';
  const outcome = (RECEIPT_OUTCOMES as readonly string[]).includes(outcomeRaw)
    ? (outcomeRaw as ReceiptOutcome)
    : null;
  const from = parseDay(query.get('de'));
  const to = parseDay(query.get('ate'));
  const { rows, total } = await searchReceipts(c.get('deps').db, {
    customerId: view.customerId,
    search: search || null,
    outcome,
    from,
    to,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const columns =
    view.customerId === 'any'
      ? [...baseColumns.slice(0, 2), customerColumn, ...baseColumns.slice(2)]
      : baseColumns;
  return c.html(
    renderPage({
      title: view.heading,
      wide: true,
      framed: isFramed(c),
      body: html`${view.crumbs ?? ''}
        <h1>${view.heading}</h1>
        <form class="card filters" method="get" action="${view.path}" target="_top" role="search" aria-label="Buscar comprovantes">
          <div>
            <label for="busca">OS, código ou recebedor</label>
            <input id="busca" name="busca" type="search" maxlength="100" value="${search}" />
          </div>
          <div>
            <label for="status">Status</label>
            <select id="status" name="status">
              <option value="">Todos</option>
              ${OUTCOME_OPTIONS.map(
                (option) =>
                  html`<option value="${option.value}" ${option.value === outcome ? 'selected' : ''}>${option.label}</option>`,
              )}
            </select>
          </div>
          <div class="filters__date">
            <label for="de">De</label>
            <input id="de" name="de" type="date" value="${from ?? ''}" />
          </div>
          <div class="filters__date">
            <label for="ate">Até</label>
            <input id="ate" name="ate" type="date" value="${to ?? ''}" />
          </div>
          <div><button type="submit">Buscar</button></div>
        </form>
        ${renderTable({
          caption: `${view.heading}, dos mais recentes aos mais antigos`,
          columns,
          rows,
          empty: 'Nenhum comprovante encontrado.',
        })}
        ${renderPager({ path: view.path, query, page, total })}`,
    }),
  );
}

const adminCrumbs = (items: Html[]) =>
  html`<nav class="crumbs" aria-label="Caminho"><ol>
    <li><a href="/contas-cadastradas" target="_top">Contas cadastradas</a></li>
    ${items.map((item) => html`<li>${item}</li>`)}
  </ol></nav>`;

/** /_ssr/comprovantes: the session customer's proofs (role 1 or 2). */
export const receiptsRoutes = new Hono<AppEnv>().get('/', (c) => {
  const access = pageSession(c, 'customer');
  if ('response' in access) return access.response;
  return renderReceipts(c, {
    path: '/comprovantes',
    heading: 'Comprovantes',
    customerId: access.session.customerId,
  });
});

/** /_ssr/admin/comprovantes: every customer's proofs, super admin only. */
export const adminReceiptsRoutes = new Hono<AppEnv>().get('/', (c) => {
  const access = pageSession(c, 'super_admin');
  if ('response' in access) return access.response;
  return renderReceipts(c, {
    path: '/admin/comprovantes',
    heading: 'Comprovantes de todos os clientes',
    customerId: 'any',
    crumbs: adminCrumbs([html`<span aria-current="page">Comprovantes</span>`]),
  });
});

/** /_ssr/admin/varejistas/{id}/comprovantes: one retailer's proofs, super admin only. */
export async function retailerReceiptsPage(c: Context<AppEnv>, customerId: number) {
  const access = pageSession(c, 'super_admin');
  if ('response' in access) return access.response;
  const customer = await loadCustomerRow(c.get('deps').db, customerId);
  if (!customer) return notFoundPage(c);
  return renderReceipts(c, {
    path: `/admin/varejistas/${customer.id}/comprovantes`,
    heading: `Comprovantes de ${customer.nickname}`,
    customerId: customer.id,
    crumbs: adminCrumbs([
      html`<a href="/admin/varejistas/${customer.id}/usuarios" target="_top">${customer.nickname}</a>`,
      html`<span aria-current="page">Comprovantes</span>`,
    ]),
  });
}
