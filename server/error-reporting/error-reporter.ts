import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { logErrorReporter } from './log-error-reporter';

/**
 * Where errors nobody answered go: the server log by default, Sentry when SENTRY_DSN is set
 * (docs/decisions/0024-sentry-sdk-for-error-reports.md). Chosen once, in server/bootstrap.ts.
 * Nothing a person typed reaches a reporter: no request bodies, passwords, tokens or chat text.
 */
export interface ErrorReporter {
  /** A fatal error the browser reported (POST /client-errors): a kind and the SDK's message. */
  reportClientError(report: ClientErrorReport): void;
  /** An error no route answered (server/http/error-handler.ts); where it happened, never the request's content. */
  reportServerError(error: Error, where: { method: string; path: string }): void;
  /** An exception nothing caught (a crash, or a promise rejection nobody handled); the process ends after it. */
  reportCrash(error: Error): void;
  /** Sends what is still queued (waits at most a couple of seconds); call once, at shutdown. */
  close(): Promise<void>;
}

export interface ClientErrorReport {
  kind: string;
  message: string;
}

export async function createErrorReporter(config: ServerConfig, logger: Logger): Promise<ErrorReporter> {
  if (!config.sentryDsn) return logErrorReporter(logger);
  // @sentry/node takes most of a second to load: only servers that report to Sentry pay for it.
  const { sentryErrorReporter } = await import('./sentry-error-reporter');
  return sentryErrorReporter({ dsn: config.sentryDsn, environment: config.env, logger });
}
