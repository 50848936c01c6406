import pino from 'pino';
import { humanLine } from './human';
import { safeError } from './safe-error';

/**
 * Keys whose values never reach the log, at any of the first levels of a logged object: passwords and their
 * hashes, session and CSRF tokens, cookies, and SQL parameters.
 */
const SECRET_KEYS = [
  'password',
  'passwordRepeat',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'hash',
  'token',
  'tokenHash',
  'csrf',
  '_csrf',
  'csrfToken',
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
  'x-csrf-token',
  'params',
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const at = /^[A-Za-z_]\w*$/.test(key) ? `.${key}` : `["${key}"]`;
  return [at.startsWith('.') ? key : at, `*${at}`, `*.*${at}`];
});

/**
 * JSON lines (one object per event, for an operator's log store), or short human lines in a terminal (the
 * `pnpm start` banner): BOX_LOG_FORMAT=json|pretty decides, else whether stdout is a terminal.
 */
function pretty(): boolean {
  const format = process.env.BOX_LOG_FORMAT;
  return format === 'pretty' || (format !== 'json' && process.stdout.isTTY === true);
}

const human = pretty();

/** Where lines go: stdout, unless a test captures them (captureLogs, which always gets the JSON). */
let write: (line: string) => void = (line) => process.stdout.write(human ? humanLine(line) : line);

/** The server's one logger: structured, with secrets redacted and errors reduced to what is safe to keep. */
export const logger = pino(
  {
    level: process.env.BOX_LOG_LEVEL ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: safeError, error: safeError },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  { write: (line: string) => write(line) },
);

export type Logger = typeof logger;

/** Sends log lines to `sink` (JSON, one per call) until the returned function is called. For tests. */
export function captureLogs(sink: (line: string) => void): () => void {
  const previous = write;
  write = sink;
  return () => {
    write = previous;
  };
}
