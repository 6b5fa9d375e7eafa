import { createLogger, type Logger } from '../../../server/lib/log';

// The server's log lines kept in memory instead of written: the tests' apps stay quiet, and a
// test reads what the server logged (the request lines, a defect, what WeChat answered).

export type LogEntry = Record<string, unknown> & { level: number; msg: string };

export interface CapturedLog {
  /** the logger to give the app (createApp's `log`) */
  log: Logger;
  /** every line written since the last clear, as written */
  lines(): string[];
  /** the same lines, parsed */
  entries(): LogEntry[];
  clear(): void;
}

export function captureLog(): CapturedLog {
  let lines: string[] = [];
  const log = createLogger({ level: 'info', format: 'json' }, { write: (line: string) => void lines.push(line) });
  return {
    log,
    lines: () => [...lines],
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
    clear: () => {
      lines = [];
    },
  };
}
