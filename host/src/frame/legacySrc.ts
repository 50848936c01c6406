/** Legacy pages are served by the server under /_ssr with the same path and query. */
export const LEGACY_PREFIX = '/_ssr';
export const LEGACY_LOGIN_PATH = `${LEGACY_PREFIX}/entrar`;

export function legacyFrameSrc(pathname: string, search: string): string {
  return `${LEGACY_PREFIX}${pathname}${search}`;
}

/** The frame ended on the server's login page (its own session ended, or the user logged out there). */
export function isLegacyLoginPath(framePath: string | null): boolean {
  if (!framePath) return false;
  const path = framePath.replace(/\/+$/, '');
  return path === LEGACY_LOGIN_PATH;
}
