/**
 * An error as the log may keep it. Query errors carry what must never reach a log: drizzle's message ends
 * with the query's parameters ('params: …', e.g. a new user's password hash or a login's e-mail), and
 * PostgreSQL's `detail` repeats the failing row. So the parameters and `detail` are dropped, scrypt hashes are
 * masked wherever they appear, and the message is cut short (an anonymous caller must not be able to fill the
 * log with its own text).
 */
export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SafeError;
}

const MAX_MESSAGE = 500;
const MAX_DEPTH = 3;

/** A message without what follows drizzle's '\nparams:' and with secrets masked, at most 500 characters. */
export function scrubText(text: string): string {
  const cut = text.indexOf('\nparams:');
  const kept = (cut === -1 ? text : `${text.slice(0, cut)}\nparams: [redacted]`)
    .replace(/scrypt\$[^\s,)'"]*/g, 'scrypt$[redacted]')
    .replace(/(box_session|box_csrf|csrf|token|password|senha)=([^\s;&,]+)/gi, '$1=[redacted]');
  return kept.length > MAX_MESSAGE ? `${kept.slice(0, MAX_MESSAGE)}…` : kept;
}

/** The stack's frames only: the first line repeats the message, which is already kept, scrubbed. */
function framesOf(error: Error): string | undefined {
  const stack = error.stack;
  if (!stack) return undefined;
  const head = `${error.name}: ${error.message}`;
  const frames = stack.startsWith(head)
    ? stack.slice(head.length)
    : stack
        .split('\n')
        .filter((line) => /^\s+at \S/.test(line))
        .join('\n');
  // Ten frames say where it failed; the rest is the driver's plumbing.
  const kept = frames.replace(/^\n/, '').split('\n').slice(0, 10).join('\n');
  return kept.trim() === '' ? undefined : kept;
}

const stringField = (error: object, name: string) => {
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, 100) : undefined;
};

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const safe: SafeError = { type: error.name, message: scrubText(error.message) };
  const stack = framesOf(error);
  if (stack) safe.stack = stack;
  for (const name of ['code', 'constraint', 'table', 'column'] as const) {
    const value = stringField(error, name);
    if (value !== undefined) safe[name] = value;
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
