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
  /** Origins allowed to embed the widgets and to call the API (CORS, CSRF Origin check, frame-ancestors). */
  partnerOrigins: string[];
  /** The origin users reach us at, when a proxy rewrites Host/scheme; otherwise taken from the request. */
  publicOrigin: string | null;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  hostDistDir: string;
  packagesDir: string;
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

const flag = (raw: string | undefined) => raw === '1' || raw === 'true';

/** The server's settings from the environment (see the package README for each variable). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    mode: parseMode(env.BOX_MODE),
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || null,
    secureCookies: flag(env.BOX_SECURE_COOKIES),
    partnerOrigins: parseOrigins(env.BOX_PARTNER_ORIGINS),
    publicOrigin: env.BOX_PUBLIC_ORIGIN ? parseOrigins(env.BOX_PUBLIC_ORIGIN)[0]! : null,
    trustProxy: flag(env.BOX_TRUST_PROXY),
    hostDistDir: HOST_DIST_DIR,
    packagesDir: PACKAGES_DIR,
  };
}
