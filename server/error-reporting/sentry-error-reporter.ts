import type { ErrorEvent } from '@sentry/node';
import type { Logger } from '../logger';
import type { ErrorReporter } from './error-reporter';
import { logErrorReporter } from './log-error-reporter';

const CLOSE_TIMEOUT_MS = 2000;
/** Ids in a path (a user's, a row's) are left out of what goes to Sentry. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Reports to Sentry through its SDK for Node, and to the log as well (the log stays the server's
 * own record). A client of its own rather than the SDK's global `init()`: no instrumentation of
 * http, fetch, the console or the process's crash handlers, nothing changed outside this object,
 * and two servers in one process (tests) do not share one. Imported only when SENTRY_DSN is set
 * (server/error-reporting/error-reporter.ts).
 */
export async function sentryErrorReporter(options: {
  dsn: string;
  environment: string;
  logger: Logger;
}): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  const { logger } = options;
  const client = new Sentry.NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    // Only integrations that work on the event itself; none reads requests, locals or the console.
    integrations: [Sentry.eventFiltersIntegration(), Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    // SDK 11's successor to `sendDefaultPii: false`: collect nothing about requests, users or data.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    sendClientReports: false,
    enableRuntimeChannelInjection: false,
    beforeBreadcrumb: () => null,
    beforeSend: withoutPersonalData,
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  client.on('afterSendEvent', (_event, response) => {
    const status = response.statusCode;
    if (status === undefined || status >= 400) logger.warn('error report not accepted by Sentry', { status });
  });
  const log = logErrorReporter(logger);

  return {
    reportClientError(report) {
      log.reportClientError(report);
      // The browser's error, not one of ours: no server stack trace, its kind as the exception type.
      scope.captureEvent({
        level: 'error',
        logger: 'client-errors',
        tags: { kind: report.kind, source: 'browser' },
        exception: { values: [{ type: report.kind, value: report.message }] },
      });
    },
    reportServerError(error, where) {
      log.reportServerError(error, where);
      const requestScope = scope.clone();
      requestScope.setTags({ source: 'server', method: where.method, path: where.path.replace(UUID, ':id') });
      requestScope.captureException(error);
    },
    reportCrash(error) {
      log.reportCrash(error);
      const crashScope = scope.clone();
      crashScope.setLevel('fatal');
      crashScope.setTags({ source: 'server', kind: 'crash' });
      crashScope.captureException(error);
    },
    async close() {
      await client.close(CLOSE_TIMEOUT_MS);
    },
  };
}

/**
 * The last filter before anything leaves: whatever an integration or a future caller attached
 * about the request or the person is dropped (bodies, headers, cookies, query strings, users).
 */
export function withoutPersonalData(event: ErrorEvent): ErrorEvent {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  return event;
}
