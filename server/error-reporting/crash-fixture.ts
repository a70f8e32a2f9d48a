/**
 * A process that crashes, for report-crashes.test.ts: it reports to the Sentry DSN it is given
 * (a local fake ingest host), then throws or leaves a rejection unhandled, as the first argument says.
 */
import { createLogger } from '../logger';
import { reportCrashes } from './report-crashes';
import { sentryErrorReporter } from './sentry-error-reporter';

const [how, dsn] = process.argv.slice(2);
const reporter = await sentryErrorReporter({ dsn: dsn!, environment: 'test', logger: createLogger('info') });
reportCrashes(reporter);
setTimeout(() => {
  if (how === 'throw') throw new Error('the ledger timer broke');
  void Promise.reject(new Error('a promise nobody awaited broke'));
}, 10);
