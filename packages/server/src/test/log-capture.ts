import { captureLogs } from '../log/logger';

export interface CapturedLogs {
  /** Each line the server logged since the capture began, parsed. */
  readonly events: Record<string, unknown>[];
  /** Everything logged, as written (to search for what must never appear). */
  text(): string;
  stop(): void;
}

/** Catches the server's log lines (also keeping them out of the test output) until `stop()`. */
export function captureServerLogs(): CapturedLogs {
  const lines: string[] = [];
  const stop = captureLogs((line) => {
    lines.push(line);
  });
  return {
    get events() {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => lines.join(''),
    stop,
  };
}
