import { DEFAULT_MAP_STYLE_URL } from '@box/core/catalogues';
import * as v from 'valibot';
import { DEMO_CERTIFICATE_KEY, parseCertificateKey } from './canhoto/certificate-key';
import { REAL_SEFAZ_MODES, SEFAZ_MODES, type SefazMode } from './fiscal/sefaz';
import { GEOCODER_MODES, type GeocoderMode } from './geo/select';
import { DEFAULT_DATA_DIR, HOST_DIST_DIR, PACKAGES_DIR } from './paths';

export type BoxMode = 'demo' | 'production';

/** The BOX_MAP_STYLE_URL value that chooses the built-in offline style (no tile provider at all). */
export const OFFLINE_MAP_STYLE = 'offline';

export interface ServerConfig {
  mode: BoxMode;
  port: number;
  host: string;
  /** PGlite data folder, or 'memory://' for an in-memory database. Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | null;
  /** Behind TLS: `__Host-` session cookie, Secure cookies and HSTS. */
  secureCookies: boolean;
  /**
   * BOX_CROSS_SITE_SESSIONS: session and CSRF cookies SameSite=None, so signed-in widgets also work on a partner
   * page of another site (an ERP intranet). Needs secureCookies: browsers take SameSite=None only with Secure.
   */
  crossSiteSessions?: boolean;
  /** Origins allowed to embed the widgets and to call the API (CORS, CSRF Origin check, frame-ancestors). */
  partnerOrigins: string[];
  /** The origin users reach us at, when a proxy rewrites Host/scheme; otherwise taken from the request. */
  publicOrigin: string | null;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  hostDistDir: string;
  packagesDir: string;
  /** The static Storybook (`pnpm build-storybook`), served at /storybook/ in demo mode; default storybook-static/. */
  storybookDir?: string;
  /** How long a price estimate (quotationId) can be turned into an order, in minutes. */
  quoteValidityMinutes: number;
  /** An OSRM server for road distances (`route/v1/driving`); null = straight line × road factor. */
  routerUrl: string | null;
  /**
   * BOX_SEFAZ_MODE: how SEFAZ is reached (fiscal/sefaz.ts): the fiscal-document look-up, and where the canhoto's
   * events go (canhoto/gateway.ts: the fake SEFAZ, or the real web services of homologação or produção).
   */
  sefazMode: SefazMode;
  /**
   * BOX_CERTIFICATE_KEY: the AES-256 key sealing the accounts' A1 certificates at rest (canhoto/seal.ts). Demo
   * mode derives an invented one when unset; production mode has none unless set (certificates cannot be stored),
   * and the real SEFAZ modes require it.
   */
  certificateKey: Uint8Array | null;
  /** BOX_GEOCODER: where GET /locations looks CEPs up, the embedded gazetteer or BrasilAPI (geo/). */
  geocoder: GeocoderMode;
  /**
   * BOX_MAP_STYLE_URL: the tile provider's MapLibre style (OpenFreeMap's by default, core's DEFAULT_MAP_STYLE_URL);
   * null = the built-in offline style (BOX_MAP_STYLE_URL=offline).
   */
  mapStyleUrl: string | null;
  /** BOX_SIMULATOR: move orders through their life (simulator/); on by default in demo mode only. */
  simulatorEnabled: boolean;
  /** BOX_SIMULATOR_SPEED: simulated seconds per real second (travel and time spent at stops). */
  simulatorSpeed: number;
  /** BOX_SMTP_URL: deliver mail through this SMTP server; null = mail stays in the mail_outbox table. */
  smtpUrl: string | null;
  /** BOX_MAIL_FROM: the From of every e-mail. */
  mailFrom: string;
  /** BOX_WHATSAPP_*: tracking recipients told on WhatsApp (whatsapp/); mode 'off' by default. */
  whatsapp: WhatsAppConfig;
  /**
   * TEST ONLY: a cheaper scrypt cost (log2 N) so test suites stay fast. Never read from the environment;
   * production hashes always use N = 2^17.
   */
  testOnlyScryptLogN?: number;
}

export const WHATSAPP_MODES = ['off', 'demo', 'cloud'] as const;
export type WhatsAppMode = (typeof WHATSAPP_MODES)[number];

export interface WhatsAppConfig {
  /** off: nothing queued; demo: queued and kept, shown at /demo/whatsapp; cloud: sent by the Cloud API. */
  mode: WhatsAppMode;
  /** The Cloud API's base URL (a local fake in tests). */
  apiBaseUrl: string;
  /** Cloud mode: the system user's access token (Bearer), the sending number's id, the app secret. */
  token: string | null;
  phoneNumberId: string | null;
  appSecret: string | null;
  /** The word Meta's GET handshake of the inbound webhook must echo (hub.verify_token). */
  verifyToken: string | null;
}

export const WHATSAPP_DEFAULT_API_URL = 'https://graph.facebook.com/v21.0';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A variable whose value (a string) `parse` turns into a setting, or refuses with a pt-BR reason. */
const setting = <T>(parse: (raw: string) => T | { refused: string }) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const read = parse(dataset.value);
      if (typeof read === 'object' && read !== null && 'refused' in read) {
        addIssue({ message: read.refused });
        return NEVER;
      }
      return read;
    }),
  );

/** A number within bounds, or the reason (`must`) naming the variable and the value. */
const numberIn = (name: string, must: string, ok: (n: number) => boolean) =>
  setting((raw) => (ok(Number(raw)) ? Number(raw) : { refused: `${name}: '${raw}' ${must}` }));

/** One of `values`, else "NAME: 'value' deve ser …". */
const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T, listed: string) =>
  v.picklist(values, (issue) => `${name}: '${String(issue.input)}' deve ser ${listed}`);

const flag = v.pipe(
  v.string(),
  v.transform((raw) => raw === '1' || raw === 'true'),
);

/**
 * Comma-separated origins. (BOX_PUBLIC_ORIGIN shares the refusal, which names BOX_PARTNER_ORIGINS, as it always
 * has.)
 */
const origins = setting((raw) => {
  const found: string[] = [];
  for (const s of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(s);
    } catch {
      return { refused: `BOX_PARTNER_ORIGINS: '${s}' não é uma origem (exemplo: https://loja.example)` };
    }
    if (url.origin === 'null') return { refused: `BOX_PARTNER_ORIGINS: '${s}' não é uma origem http(s)` };
    found.push(url.origin);
  }
  return found;
});

/**
 * An address of one of the protocols. A secret one (it may hold a password) is never echoed in the reason,
 * which ends up in logs.
 */
const address = (name: string, example: string, protocols: readonly string[], secret = false) =>
  setting((raw) => {
    const shown = secret ? '' : ` '${raw}'`;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { refused: `${name}:${shown} não é um endereço (exemplo: ${example})` };
    }
    if (!protocols.includes(url.protocol)) {
      return { refused: `${name}:${shown} deve começar com ${protocols.map((p) => `${p}//`).join(' ou ')}` };
    }
    return url;
  });

const HTTP = ['http:', 'https:'] as const;
const MAIL_ADDRESS = /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/;

/**
 * The environment the server reads, variable by variable (see the package README for each), in the order a
 * refusal is reported. An empty variable counts as unset; defaults are the values an unset variable means.
 */
const Environment = v.pipe(
  v.object({
    BOX_MODE: v.optional(oneOf('BOX_MODE', ['demo', 'production'], "'demo' ou 'production'"), 'demo'),
    PORT: v.optional(
      numberIn('PORT', 'não é uma porta válida', (n) => Number.isInteger(n) && n >= 0 && n <= 65535),
      '3000',
    ),
    HOST: v.optional(v.string(), '127.0.0.1'),
    DATA_DIR: v.optional(v.string(), DEFAULT_DATA_DIR),
    DATABASE_URL: v.optional(v.string()),
    BOX_SECURE_COOKIES: v.optional(flag, '0'),
    BOX_CROSS_SITE_SESSIONS: v.optional(flag, '0'),
    BOX_PARTNER_ORIGINS: v.optional(origins, ''),
    BOX_PUBLIC_ORIGIN: v.optional(origins, ''),
    BOX_TRUST_PROXY: v.optional(flag, '0'),
    BOX_QUOTE_VALIDITY_MINUTES: v.optional(
      numberIn(
        'BOX_QUOTE_VALIDITY_MINUTES',
        'deve ser um número inteiro de 1 a 1440',
        (n) => Number.isInteger(n) && n >= 1 && n <= 24 * 60,
      ),
      '15',
    ),
    BOX_ROUTER_URL: v.optional(address('BOX_ROUTER_URL', 'http://osrm:5000', HTTP)),
    BOX_SEFAZ_MODE: v.optional(oneOf('BOX_SEFAZ_MODE', SEFAZ_MODES, SEFAZ_MODES.join(', ')), 'embedded'),
    BOX_CERTIFICATE_KEY: v.optional(setting(parseCertificateKey)),
    BOX_GEOCODER: v.optional(oneOf('BOX_GEOCODER', GEOCODER_MODES, GEOCODER_MODES.join(' ou ')), 'embedded'),
    BOX_MAP_STYLE_URL: v.optional(
      v.union(
        [
          v.literal(OFFLINE_MAP_STYLE),
          address('BOX_MAP_STYLE_URL', `${DEFAULT_MAP_STYLE_URL}, ou ${OFFLINE_MAP_STYLE}`, HTTP),
        ],
        (issue) => issue.issues?.at(-1)?.message ?? `BOX_MAP_STYLE_URL: '${String(issue.input)}'`,
      ),
      DEFAULT_MAP_STYLE_URL,
    ),
    BOX_SIMULATOR: v.optional(oneOf('BOX_SIMULATOR', ['on', '1', 'off', '0'], "'on' ou 'off'")),
    BOX_SIMULATOR_SPEED: v.optional(
      numberIn(
        'BOX_SIMULATOR_SPEED',
        'deve ser um número maior que 0 e até 10000',
        (n) => Number.isFinite(n) && n > 0 && n <= 10_000,
      ),
      '10',
    ),
    BOX_SMTP_URL: v.optional(
      v.pipe(
        address('BOX_SMTP_URL', 'smtp://usuario:senha@host:587', ['smtp:', 'smtps:'], true),
        v.check((url) => url.hostname !== '', 'BOX_SMTP_URL: falta o servidor (exemplo: smtp://host:587)'),
      ),
    ),
    BOX_MAIL_FROM: v.optional(
      setting((raw) =>
        MAIL_ADDRESS.test(raw.trim())
          ? raw.trim()
          : {
              refused: `BOX_MAIL_FROM: '${raw}' deve ser um e-mail (exemplo: Box <nao-responda@box.example>)`,
            },
      ),
      'Box <nao-responda@box.example>',
    ),
    BOX_WHATSAPP_MODE: v.optional(
      oneOf('BOX_WHATSAPP_MODE', WHATSAPP_MODES, "'off', 'demo' ou 'cloud'"),
      'off',
    ),
    BOX_WHATSAPP_API_URL: v.optional(address('BOX_WHATSAPP_API_URL', WHATSAPP_DEFAULT_API_URL, HTTP)),
    BOX_WHATSAPP_TOKEN: v.optional(v.string()),
    BOX_WHATSAPP_PHONE_NUMBER_ID: v.optional(v.string()),
    BOX_WHATSAPP_APP_SECRET: v.optional(v.string()),
    BOX_WHATSAPP_VERIFY_TOKEN: v.optional(v.string()),
  }),
  v.check(
    (env) => !env.BOX_CROSS_SITE_SESSIONS || env.BOX_SECURE_COOKIES,
    'BOX_CROSS_SITE_SESSIONS=1 precisa de BOX_SECURE_COOKIES=1: navegadores só aceitam cookies SameSite=None com Secure (HTTPS).',
  ),
  v.check(
    (env) => !REAL_SEFAZ_MODES.includes(env.BOX_SEFAZ_MODE) || env.BOX_CERTIFICATE_KEY !== undefined,
    'BOX_SEFAZ_MODE=homologacao ou producao precisa de BOX_CERTIFICATE_KEY: a chave que cifra os certificados A1 guardados (openssl rand -base64 32).',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.BOX_WHATSAPP_MODE !== 'cloud') return;
    const missing = (
      ['BOX_WHATSAPP_TOKEN', 'BOX_WHATSAPP_PHONE_NUMBER_ID', 'BOX_WHATSAPP_APP_SECRET'] as const
    ).filter((name) => !dataset.value[name]);
    if (missing.length > 0) {
      addIssue({
        message: `BOX_WHATSAPP_MODE=cloud precisa de ${missing.join(', ')} (WhatsApp Cloud API needs ${missing.join(', ')})`,
      });
    }
  }),
  v.transform(
    (env): ServerConfig => ({
      mode: env.BOX_MODE,
      port: env.PORT,
      host: env.HOST,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL ?? null,
      secureCookies: env.BOX_SECURE_COOKIES,
      crossSiteSessions: env.BOX_CROSS_SITE_SESSIONS,
      partnerOrigins: env.BOX_PARTNER_ORIGINS,
      publicOrigin: env.BOX_PUBLIC_ORIGIN[0] ?? null,
      trustProxy: env.BOX_TRUST_PROXY,
      hostDistDir: HOST_DIST_DIR,
      packagesDir: PACKAGES_DIR,
      quoteValidityMinutes: env.BOX_QUOTE_VALIDITY_MINUTES,
      routerUrl: env.BOX_ROUTER_URL?.toString().replace(/\/+$/, '') ?? null,
      sefazMode: env.BOX_SEFAZ_MODE,
      certificateKey: env.BOX_CERTIFICATE_KEY ?? (env.BOX_MODE === 'demo' ? DEMO_CERTIFICATE_KEY : null),
      geocoder: env.BOX_GEOCODER,
      mapStyleUrl: env.BOX_MAP_STYLE_URL === OFFLINE_MAP_STYLE ? null : env.BOX_MAP_STYLE_URL.toString(),
      simulatorEnabled:
        env.BOX_SIMULATOR === undefined ? env.BOX_MODE === 'demo' : ['on', '1'].includes(env.BOX_SIMULATOR),
      simulatorSpeed: env.BOX_SIMULATOR_SPEED,
      smtpUrl: env.BOX_SMTP_URL?.toString() ?? null,
      mailFrom: env.BOX_MAIL_FROM,
      whatsapp: {
        mode: env.BOX_WHATSAPP_MODE,
        apiBaseUrl: (env.BOX_WHATSAPP_API_URL?.toString() ?? WHATSAPP_DEFAULT_API_URL).replace(/\/+$/, ''),
        token: env.BOX_WHATSAPP_TOKEN ?? null,
        phoneNumberId: env.BOX_WHATSAPP_PHONE_NUMBER_ID ?? null,
        appSecret: env.BOX_WHATSAPP_APP_SECRET ?? null,
        verifyToken: env.BOX_WHATSAPP_VERIFY_TOKEN ?? null,
      },
    }),
  ),
);

/** The server's settings from the environment; a bad value is a ConfigError saying which and why, in pt-BR. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const read = v.safeParse(Environment, set);
  if (!read.success) throw new ConfigError(read.issues[0].message);
  return read.output;
}
