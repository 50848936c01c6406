import { CSRF_COOKIE } from '@box/core/api';
import type { Rng } from '../seed/prng';
import type { Agent, RequestOptions } from '../test/harness';
import { inject, mutate, randomObject, SEGMENTS, TEXTS, VALUES } from './values';

export interface Route {
  method: string;
  path: string;
}

export interface FuzzCase {
  method: string;
  url: string;
  options: RequestOptions;
}

/** The path with each ':param' and '*' filled by a random (often hostile) segment. */
function fillPath(rng: Rng, path: string): string {
  return path
    .replace(/:[A-Za-z]+/g, () => rng.pick(SEGMENTS))
    .replace(/\*$/, () => (rng.chance(0.5) ? rng.pick(SEGMENTS) : `x/${rng.pick(SEGMENTS)}`));
}

/** encodeURIComponent, but a lone surrogate (which it refuses) goes out as the bytes of one, invalid UTF-8. */
function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => (/[\uD800-\uDFFF]/.test(ch) && ch.length === 1 ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('');
  }
}

function queryString(rng: Rng): string {
  const pairs: string[] = [];
  const count = rng.int(0, 3);
  for (let i = 0; i < count; i++) {
    const value = rng.chance(0.2) ? rng.pick(['%00', '%ED%A0%80', '%', '%FF']) : encodeAny(rng.pick(TEXTS));
    const key = rng.pick([
      'busca',
      'page',
      'since',
      'search',
      'month',
      'client_code',
      'redirect',
      'format',
      'x',
    ]);
    pairs.push(`${key}=${value}`);
    if (rng.chance(0.15)) pairs.push(`${key}=1`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

const encodeForm = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([k, v]) => `${encodeAny(k)}=${encodeAny(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');

function multipart(rng: Rng, fields: Record<string, unknown>): { body: string; type: string } {
  const boundary = `fuzz${rng.int(0, 1e9)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  const xml = rng.pick([
    '<nfeProc><NFe><infNFe Id="NFe1"><dest><enderDest><xLgr>&#xD800;</xLgr></enderDest></dest></infNFe></NFe></nfeProc>',
    '<?xml version="1.0"?><a>&#0;</a>',
    '<a><b></a>',
    '\u0000\u0001binary',
    `<a>${'<b>'.repeat(100)}</a>`,
  ]);
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="nota.xml"\r\nContent-Type: text/xml\r\n\r\n${xml}\r\n`,
  );
  const closing = rng.chance(0.2) ? '' : `--${boundary}--\r\n`;
  return {
    body: parts.join('') + closing,
    type: `multipart/form-data; boundary=${rng.chance(0.1) ? 'other' : boundary}`,
  };
}

/**
 * One random request to a route: a mutated known-good body (when the route has one) or a random one, as
 * JSON, broken JSON, a form, multipart with an XML file, XML, or text; random query strings and path segments.
 */
export function fuzzCase(
  rng: Rng,
  route: Route,
  agent: Agent,
  seedBody: unknown,
  anonymous: boolean,
): FuzzCase {
  const fuzzed = requestOf(rng, route, agent, seedBody);
  // A visitor's cookies may be anything; a signed-in agent keeps its own (a reset CSRF cookie would end the run).
  if (anonymous && rng.chance(0.2))
    fuzzed.options.headers = { ...fuzzed.options.headers, cookie: rng.pick(COOKIES) };
  if (anonymous && rng.chance(0.2))
    fuzzed.options.headers = { ...fuzzed.options.headers, authorization: rng.pick(AUTHORIZATIONS) };
  return fuzzed;
}

const COOKIES = [
  'box_session=a%00b',
  'box_session=%ED%A0%80; box_csrf=%00',
  `box_session=${'a'.repeat(4_000)}`,
  'box_session=%%%; box_csrf=\u00ff',
  'box_session=; box_session=x',
  '__Host-box_session=1; box_entrar_email=%00',
];

/** Bearer headers an API key or embed token could never be (or one nobody has). */
const AUTHORIZATIONS = [
  'Bearer box_sk_',
  `Bearer box_sk_${'A'.repeat(43)}`,
  `Bearer box_sk_${'a'.repeat(5_000)}`,
  'Bearer box_et_99999999999_aaaaaaaaaaaaaaaaaaaaaaaa',
  'Bearer box_et_0000000000_%00%00%00%00%00%00%00%00%00%00',
  'Bearer box_et_',
  'Bearer  ',
  'Basic YTpi',
  'bearer box_sk_x y z',
];

function requestOf(rng: Rng, route: Route, agent: Agent, seedBody: unknown): FuzzCase {
  const method = route.method === 'ALL' ? rng.pick(['GET', 'POST', 'PUT', 'DELETE']) : route.method;
  const url = `${fillPath(rng, route.path)}${queryString(rng)}`;
  if (['GET', 'HEAD'].includes(method)) return { method, url, options: {} };
  const fields =
    seedBody === undefined
      ? randomObject(rng)
      : rng.chance(0.5)
        ? inject(rng, seedBody)
        : rng.chance(0.8)
          ? mutate(rng, seedBody)
          : randomObject(rng);
  const csrf = agent.cookies.get(CSRF_COOKIE);
  const formFields = { ...(typeof fields === 'object' && fields !== null ? fields : { value: fields }) };
  if (csrf && rng.chance(0.9)) (formFields as Record<string, unknown>)._csrf = csrf;
  // Most requests in the route's own encoding (forms for pages, JSON for the API), the rest in any other.
  const natural = route.path.startsWith('/_ssr') ? 3 : 0;
  const kind = rng.chance(0.6) ? natural : rng.int(0, 6);
  switch (kind) {
    case 0:
    case 1:
      return { method, url, options: { json: fields } };
    case 2: {
      const broken = rng.pick([
        '{',
        '{"a":',
        '[1,]',
        '\u0000',
        'null',
        '"texto"',
        '{"a":"\\ud800"}',
        `${'['.repeat(50_000)}`,
      ]);
      return { method, url, options: { body: broken, headers: { 'content-type': 'application/json' } } };
    }
    case 3:
      return {
        method,
        url,
        options: {
          body: encodeForm(formFields as Record<string, unknown>),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      };
    case 4: {
      const { body, type } = multipart(rng, formFields as Record<string, unknown>);
      return { method, url, options: { body, headers: { 'content-type': type } } };
    }
    case 5:
      return {
        method,
        url,
        options: {
          body: `<a>${String(rng.pick(VALUES))}</a>`,
          headers: { 'content-type': 'application/xml' },
        },
      };
    default:
      return {
        method,
        url,
        options: { body: JSON.stringify(fields), headers: { 'content-type': 'text/plain' } },
      };
  }
}
