import { parseSefazMode, SEFAZ_MODES, type SefazMode } from './fiscal/sefaz';
import { GEOCODER_MODES, type GeocoderMode, parseGeocoderMode } from './geo/select';
import { DEFAULT_DATA_DIR, HOST_DIST_DIR, PACKAGES_DIR } from './paths';

export type BoxMode = 'demo' | 'production';

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
  /** BOX_SEFAZ_MODE: how the fiscal-document look-up reaches SEFAZ (fiscal/sefaz.ts). */
  sefazMode: SefazMode;
  /** BOX_GEOCODER: where GET /locations looks CEPs up, the embedded gazetteer or BrasilAPI (geo/). */
  geocoder: GeocoderMode;
  /** BOX_MAP_STYLE_URL: a tile provider's MapLibre style; null = the built-in offline style (map/). */
  mapStyleUrl: string | null;
  /** BOX_SIMULATOR: move orders through their life (simulator/); on by default in demo mode only. */
  simulatorEnabled: boolean;
  /** BOX_SIMULATOR_SPEED: simulated seconds per real second (travel and time spent at stops). */
  simulatorSpeed: number;
  /** BOX_SMTP_URL: deliver mail through this SMTP server; null = mail stays in the mail_outbox table. */
  smtpUrl: string | null;
  /** BOX_MAIL_FROM: the From of every e-mail. */
  mailFrom: string;
  /**
   * TEST ONLY: a cheaper scrypt cost (log2 N) so test suites stay fast. Never read from the environment;
   * production hashes always use N = 2^17.
   */
  testOnlyScryptLogN?: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      let url: URL;
      try {
        url = new URL(s);
      } catch {
        throw new ConfigError(`BOX_PARTNER_ORIGINS: '${s}' não é uma origem (exemplo: https://loja.example)`);
      }
      if (url.origin === 'null')
        throw new ConfigError(`BOX_PARTNER_ORIGINS: '${s}' não é uma origem http(s)`);
      return url.origin;
    });
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT: '${raw}' não é uma porta válida`);
  return port;
}

function parseMode(raw: string | undefined): BoxMode {
  if (raw === undefined || raw === '' || raw === 'demo') return 'demo';
  if (raw === 'production') return 'production';
  throw new ConfigError(`BOX_MODE: '${raw}' deve ser 'demo' ou 'production'`);
}

function parseQuoteValidity(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 15;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60)
    throw new ConfigError(`BOX_QUOTE_VALIDITY_MINUTES: '${raw}' deve ser um número inteiro de 1 a 1440`);
  return minutes;
}

/**
 * An optional address setting: empty is null; otherwise a URL of one of the protocols, else a pt-BR reason.
 * A secret one (it may hold a password) is never echoed in the reason, which ends up in logs.
 */
function parseUrl(
  name: string,
  raw: string | undefined,
  example: string,
  protocols: readonly string[],
  secret = false,
): URL | null {
  if (!raw) return null;
  const shown = secret ? '' : ` '${raw}'`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name}:${shown} não é um endereço (exemplo: ${example})`);
  }
  if (!protocols.includes(url.protocol))
    throw new ConfigError(`${name}:${shown} deve começar com ${protocols.map((p) => `${p}//`).join(' ou ')}`);
  return url;
}

const HTTP = ['http:', 'https:'] as const;

function parseRouterUrl(raw: string | undefined): string | null {
  const url = parseUrl('BOX_ROUTER_URL', raw, 'http://osrm:5000', HTTP);
  return url?.toString().replace(/\/+$/, '') ?? null;
}

function parseMapStyleUrl(raw: string | undefined): string | null {
  return parseUrl('BOX_MAP_STYLE_URL', raw, 'https://tiles.example/style.json', HTTP)?.toString() ?? null;
}

function sefazMode(raw: string | undefined): SefazMode {
  const mode = parseSefazMode(raw);
  if (!mode) throw new ConfigError(`BOX_SEFAZ_MODE: '${raw}' deve ser ${SEFAZ_MODES.join(', ')}`);
  return mode;
}

function geocoderMode(raw: string | undefined): GeocoderMode {
  const mode = parseGeocoderMode(raw);
  if (!mode) throw new ConfigError(`BOX_GEOCODER: '${raw}' deve ser ${GEOCODER_MODES.join(' ou ')}`);
  return mode;
}

function parseSimulator(raw: string | undefined, mode: BoxMode): boolean {
  if (raw === undefined || raw === '') return mode === 'demo';
  if (raw === 'on' || raw === '1') return true;
  if (raw === 'off' || raw === '0') return false;
  throw new ConfigError(`BOX_SIMULATOR: '${raw}' deve ser 'on' ou 'off'`);
}

function parseSimulatorSpeed(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 10;
  const speed = Number(raw);
  if (!Number.isFinite(speed) || speed <= 0 || speed > 10_000)
    throw new ConfigError(`BOX_SIMULATOR_SPEED: '${raw}' deve ser um número maior que 0 e até 10000`);
  return speed;
}

function parseSmtpUrl(raw: string | undefined): string | null {
  const url = parseUrl('BOX_SMTP_URL', raw, 'smtp://usuario:senha@host:587', ['smtp:', 'smtps:'], true);
  if (url && !url.hostname)
    throw new ConfigError(`BOX_SMTP_URL: falta o servidor (exemplo: smtp://host:587)`);
  return url?.toString() ?? null;
}

function parseMailFrom(raw: string | undefined): string {
  if (!raw) return 'Box <nao-responda@box.example>';
  if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(raw.trim()))
    throw new ConfigError(
      `BOX_MAIL_FROM: '${raw}' deve ser um e-mail (exemplo: Box <nao-responda@box.example>)`,
    );
  return raw.trim();
}

const flag = (raw: string | undefined) => raw === '1' || raw === 'true';

function parseCrossSiteSessions(env: NodeJS.ProcessEnv): boolean {
  if (!flag(env.BOX_CROSS_SITE_SESSIONS)) return false;
  if (!flag(env.BOX_SECURE_COOKIES))
    throw new ConfigError(
      'BOX_CROSS_SITE_SESSIONS=1 precisa de BOX_SECURE_COOKIES=1: navegadores só aceitam cookies SameSite=None com Secure (HTTPS).',
    );
  return true;
}

/** The server's settings from the environment (see the package README for each variable). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode = parseMode(env.BOX_MODE);
  return {
    mode,
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || null,
    secureCookies: flag(env.BOX_SECURE_COOKIES),
    crossSiteSessions: parseCrossSiteSessions(env),
    partnerOrigins: parseOrigins(env.BOX_PARTNER_ORIGINS),
    publicOrigin: env.BOX_PUBLIC_ORIGIN ? parseOrigins(env.BOX_PUBLIC_ORIGIN)[0]! : null,
    trustProxy: flag(env.BOX_TRUST_PROXY),
    hostDistDir: HOST_DIST_DIR,
    packagesDir: PACKAGES_DIR,
    quoteValidityMinutes: parseQuoteValidity(env.BOX_QUOTE_VALIDITY_MINUTES),
    routerUrl: parseRouterUrl(env.BOX_ROUTER_URL),
    sefazMode: sefazMode(env.BOX_SEFAZ_MODE),
    geocoder: geocoderMode(env.BOX_GEOCODER),
    mapStyleUrl: parseMapStyleUrl(env.BOX_MAP_STYLE_URL),
    simulatorEnabled: parseSimulator(env.BOX_SIMULATOR, mode),
    simulatorSpeed: parseSimulatorSpeed(env.BOX_SIMULATOR_SPEED),
    smtpUrl: parseSmtpUrl(env.BOX_SMTP_URL),
    mailFrom: parseMailFrom(env.BOX_MAIL_FROM),
  };
}
