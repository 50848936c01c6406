import { readConfig, type ServerConfig } from '../config';

/** Tests hash passwords at 2^10 instead of 2^17: same code path, a thousandth of the cost. */
export const TEST_SCRYPT_LOG_N = 10;

/** The server's configuration in the API suite: demo mode, an in-memory PGlite, behind a trusted proxy. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...readConfig({}),
    dataDir: 'memory://',
    databaseUrl: null,
    trustProxy: true,
    testOnlyScryptLogN: TEST_SCRYPT_LOG_N,
    ...overrides,
  };
}
