/**
 * Text no request may carry: NUL (PostgreSQL text cannot hold it, so storing it fails with a 500) and a lone
 * UTF-16 surrogate (not a character at all; JSON's "\ud800" escape and XML's &#xD800; make one, and the
 * database refuses it on the way in). Refused where requests are parsed (see refuse-unsafe-text.ts, and the
 * fiscal XML reader), so no route ever sees one.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const hasUnsafeText = (text: string) => text.includes('\u0000') || text.search(LONE_SURROGATE) !== -1;

/** A name fit to echo back in a reason (a key may itself hold the unsafe character). */
export const printable = (name: string) =>
  name.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATE, '\uFFFD');

/** What the person sees, API reason or SSR page alike. */
export const UNSAFE_TEXT_MESSAGE =
  'O texto enviado contém caracteres inválidos (caractere nulo ou fora do padrão Unicode). Revise os dados e tente novamente.';

/**
 * The dotted path of the first string (value or key) with unsafe text in a parsed JSON value, '' for the value
 * itself, null when there is none. Iterative: a deeply nested body must not overflow the stack.
 */
export function unsafeTextPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasUnsafeText(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, i) => {
        pending.push([entry, path ? `${path}.${i}` : String(i)]);
      });
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, entry] of Object.entries(item)) {
        const at = path ? `${path}.${printable(key)}` : printable(key);
        if (hasUnsafeText(key)) return at;
        pending.push([entry, at]);
      }
    }
  }
  return null;
}
