import { html } from 'hono/html';

/** Rows per page of the legacy lists: small enough for a phone on a mobile network. */
export const PAGE_SIZE = 50;

/** `?pagina=N` as a page number: anything that is not a whole number from 1 up is page 1. */
export function parsePage(raw: string | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The portal URL of another page of the same list: the same query, with `pagina` replaced. */
export function pageHref(path: string, query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  if (page <= 1) next.delete('pagina');
  else next.set('pagina', String(page));
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}

/** 'Mostrando 51–100 de 230' with previous/next links (to the top window, like every link of these pages). */
export function renderPager(input: { path: string; query: URLSearchParams; page: number; total: number }) {
  const { path, query, page, total } = input;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  if (pages === 1) return html`<p class="pager muted">${summary(first, last, total)}</p>`;
  return html`<nav class="pager" aria-label="Páginas">
    <span>${summary(first, last, total)}</span>
    <ul>
      ${page > 1 ? html`<li><a href="${pageHref(path, query, page - 1)}" target="_top" rel="prev">Anterior</a></li>` : ''}
      ${page < pages ? html`<li><a href="${pageHref(path, query, page + 1)}" target="_top" rel="next">Próxima</a></li>` : ''}
    </ul>
  </nav>`;
}

function summary(first: number, last: number, total: number): string {
  if (total === 0) return 'Nenhum resultado';
  return `Mostrando ${first}–${last} de ${total}`;
}
