import type { Rng } from '../seed/prng';

/**
 * Hostile and odd values for the fuzz suite: NUL and lone surrogates, huge and deep values, wrong types, numbers
 * at their edges, text that looks like code, dates and codes that do not exist.
 */
const deepArray = (depth: number): unknown => {
  let value: unknown = 'fundo';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

export const TEXTS: readonly string[] = [
  '\u0000',
  `a\u0000b`,
  '\ud800',
  `x\udfffy`,
  '\ud83d\ude00'.repeat(2_000),
  'a'.repeat(200_000),
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(400),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\\u0000',
  `${'a'.repeat(330)}@loja.example`,
  'ana@mercado.example',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  '00000-000',
  '01310100:1',
  'true',
  '{}',
  '\u202e\u200b\ufeff',
];

export const VALUES: readonly unknown[] = [
  ...TEXTS,
  0,
  -1,
  1.5,
  -0,
  2 ** 53 + 1,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  {},
  [null],
  { a: { b: { c: '\u0000' } } },
  deepArray(3_000),
  Array.from({ length: 5_000 }, (_, i) => i),
];

/** Path segments: percent-encoded as a client would send them, broken encodings included. */
export const SEGMENTS: readonly string[] = [
  '1',
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  'C'.repeat(43),
  'a'.repeat(5_000),
  '..%2F..',
  '%',
  '%E0%A4%A',
  '35260543210000000100550010000001231000001234',
];

/** Keys the app's bodies and queries use, so random objects reach past the first check now and then. */
export const KEYS: readonly string[] = [
  'email',
  'password',
  'passwordRepeat',
  'currentPassword',
  'newPassword',
  'name',
  'nickname',
  'razaoSocial',
  'cnpj',
  'userName',
  'redirect',
  'busca',
  'page',
  'id',
  'customerId',
  'userId',
  'driverId',
  'rating',
  'comment',
  'extraQuestions',
  'shipments',
  'shipmentId',
  'recipients',
  'places',
  'vehicle',
  'address',
  'search',
  'since',
  'month',
  'year',
  'orderId',
  'format',
  'client_code',
  'requireGeolocation',
  'externalId',
  'scheduledFor',
  'code',
  'postalCode',
  'number',
  '__proto__',
  'constructor',
];

const HOSTILE = ['\u0000', '\ud800', '\udc00'];

/** A value to put somewhere: often the given text with NUL or a lone surrogate in it, else any odd value. */
export function pickValue(rng: Rng, near?: unknown): unknown {
  if (rng.chance(0.4)) {
    const base = typeof near === 'string' ? near : 'texto';
    const at = rng.int(0, base.length);
    return `${base.slice(0, at)}${rng.pick(HOSTILE)}${base.slice(at)}`;
  }
  return rng.pick(VALUES);
}

export function randomObject(rng: Rng, keys = 4): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = 0; i < keys; i++) object[rng.pick(KEYS)] = pickValue(rng);
  return object;
}

/** A copy of `value` with one leaf (or one whole branch) replaced, removed, or given an unexpected sibling. */
export function mutate(rng: Rng, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || rng.chance(0.15)) return pickValue(rng, value);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  if (keys.length === 0 || rng.chance(0.1)) {
    (copy as Record<string, unknown>)[rng.pick(KEYS)] = pickValue(rng);
    return copy;
  }
  const key = rng.pick(keys);
  if (rng.chance(0.1) && !Array.isArray(copy)) delete copy[key];
  else (copy as Record<string, unknown>)[key] = mutate(rng, (copy as Record<string, unknown>)[key]);
  return copy;
}

/** A copy of `value` with NUL or a lone surrogate slipped into one of its strings (else `mutate`). */
export function inject(rng: Rng, value: unknown): unknown {
  const strings: (string | number)[][] = [];
  const walk = (item: unknown, path: (string | number)[]) => {
    if (typeof item === 'string') strings.push(path);
    else if (Array.isArray(item)) {
      item.forEach((entry, i) => {
        walk(entry, [...path, i]);
      });
    } else if (item && typeof item === 'object')
      for (const [k, entry] of Object.entries(item)) walk(entry, [...path, k]);
  };
  walk(value, []);
  if (strings.length === 0) return mutate(rng, value);
  const target = rng.pick(strings);
  const copy = structuredClone(value);
  if (target.length === 0) return pickValue(rng, copy);
  let parent = copy as Record<string | number, unknown>;
  for (const key of target.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = target[target.length - 1]!;
  const base = String(parent[last]);
  const at = rng.int(0, base.length);
  parent[last] = `${base.slice(0, at)}${rng.pick(HOSTILE)}${base.slice(at)}`;
  return copy;
}
