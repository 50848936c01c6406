// Which addresses are public pages, for the specs that declare `public: true` (a visitor without a session):
// the product's routes marked public in the host's route table, and any page of another site (a partner's page
// embedding the elements). The sign-in page is left out: it answers a mistyped password with a 401, as HTTP
// wants, and Chromium logs every 4xx load as a console error.
import { matchRoute } from '../host/src/routes/router';
import { ROUTES } from '../host/src/routes/table';

export function isPublicPage(address: string, productUrl: string): boolean {
  let page: URL;
  try {
    page = new URL(address);
  } catch {
    return false;
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  if (page.origin !== new URL(productUrl).origin) return true;
  const route = matchRoute(ROUTES, page.pathname)?.route;
  return Boolean(route?.public && route.name !== 'login');
}
