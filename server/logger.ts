import type { ServerConfig } from './config';

/**
 * One-line JSON logs. Callers pass facts (ids, statuses, durations), never passwords, tokens
 * or anything a person told Thera; SECURITY.md's privacy rules depend on that discipline.
 */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;
export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

export function createLogger(minLevel: ServerConfig['logLevel'] = 'info'): Logger {
  const write = (level: Level) => (message: string, fields: Record<string, unknown> = {}) => {
    if (levels[level] < levels[minLevel]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
    if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
