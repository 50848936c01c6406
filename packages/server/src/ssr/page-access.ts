import type { Context } from 'hono';
import { html } from 'hono/html';
import { checkAccess } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import type { SessionContext } from '../security/sessions';
import { renderPage } from './layout';

/** Who may open a legacy page: the API's access levels (any role, a shipper's staff, the super admin). */
export type PageAccess = 'user' | 'customer' | 'super_admin';

export const SSR_PREFIX = '/_ssr';

/** The portal path a legacy page stands for: '/_ssr/spots?pagina=2' → '/spots?pagina=2'. */
export function portalPath(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const path = url.pathname.startsWith(SSR_PREFIX)
    ? url.pathname.slice(SSR_PREFIX.length) || '/'
    : url.pathname;
  return path + url.search;
}

/** The page is shown in the host's frame (browsers say so in Sec-Fetch-Dest); it then leaves out the brand. */
export const isFramed = (c: Context<AppEnv>) => c.req.header('sec-fetch-dest') === 'iframe';

export const NOT_FOUND_TEXT = {
  title: 'Página não encontrada',
  message: 'A página que você procura não existe ou você não tem acesso a ela.',
} as const;

/** The legacy 404: the same answer for "no such thing" and "not yours", so ids of others stay unknown. */
export function notFoundPage(c: Context<AppEnv>) {
  return c.html(
    renderPage({
      title: NOT_FOUND_TEXT.title,
      wide: true,
      framed: isFramed(c),
      body: html`<div class="card">
        <h1>${NOT_FOUND_TEXT.title}</h1>
        <p>${NOT_FOUND_TEXT.message}</p>
        <p><a href="/" target="_top">Voltar para o início</a></p>
      </div>`,
    }),
    404,
  );
}

/**
 * The session of a legacy page, or the answer for whoever may not see it: without a session, the login form
 * (which sends the person back to this page's portal path afterwards; the host clears its user when its frame
 * lands there); with the wrong role, the 404 page.
 */
export function pageSession(
  c: Context<AppEnv>,
  access: PageAccess,
): { session: SessionContext } | { response: Response | Promise<Response> } {
  const session = c.get('session');
  if (!session) {
    const redirect = encodeURIComponent(portalPath(c));
    return { response: c.redirect(`${SSR_PREFIX}/entrar?redirect=${redirect}`, 302) };
  }
  try {
    return { session: checkAccess(session, access) };
  } catch (error) {
    if (error instanceof HttpError) return { response: notFoundPage(c) };
    throw error;
  }
}
