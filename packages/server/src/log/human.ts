import pino from 'pino';

const LABELS: Record<number, string> = pino.levels.labels;
/** Fields every line has; a terminal reader does not need them. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

/** One pino JSON line as a short line for a terminal: '[box] message key=value …' (errors: type and message). */
export function humanLine(json: string): string {
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = LABELS[event.level as number] ?? 'info';
  const extras = Object.entries(event)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => {
      if (key === 'err' && typeof value === 'object' && value !== null) {
        const err = value as { type?: string; message?: string };
        return `${err.type}: ${err.message}`;
      }
      return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    });
  const prefix = level === 'info' ? '[box]' : `[box] ${level.toUpperCase()}`;
  return `${[prefix, event.msg, ...extras].filter((part) => part !== undefined && part !== '').join(' ')}\n`;
}
