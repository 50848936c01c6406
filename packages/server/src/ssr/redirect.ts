/**
 * Where to go after login: only a same-origin path ('/…'), never '//host' or '/\host' (both leave the site in
 * browsers), never a scheme, control characters or whitespace. Anything else gives '/'.
 */
export function safeRedirect(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\s\\\u0000-\u001f\u007f]/.test(raw)) return '/';
  return raw;
}
