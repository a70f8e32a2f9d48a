import type { ServerConfig } from './config';

/**
 * One-line JSON logs. Callers pass facts (ids, statuses, durations), never passwords, tokens
 * or anything a person told Thera; docs/product-behaviour.md's privacy rules depend on that discipline.
 */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;
export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

/** A level below the configured one is this empty function, chosen once: it costs one call. */
const off = () => {};

export function createLogger(minLevel: ServerConfig['logLevel'] = 'info'): Logger {
  const write = (level: Level) => {
    if (levels[level] < levels[minLevel]) return off;
    const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout;
    return (message: string, fields: Record<string, unknown> = {}) => {
      stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
    };
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
