import type { Logger } from '../logger';
import type { ErrorReporter } from './error-reporter';

/** The default reporter: one log line per error, with the facts only (server/logger.ts). */
export function logErrorReporter(logger: Logger): ErrorReporter {
  return {
    reportClientError({ kind, message }) {
      logger.warn('client error reported', { kind, errorMessage: message });
    },
    reportServerError(error, { method, path }) {
      logger.error('unhandled error', { path, method, error: error.message });
    },
    reportCrash(error) {
      logger.error('uncaught exception: the server stops', { error: error.message });
    },
    close: () => Promise.resolve(),
  };
}
