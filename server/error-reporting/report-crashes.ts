import type { ErrorReporter } from './error-reporter';

/**
 * Reports an exception nothing caught, then ends the process as Node would have (exit code 1).
 * Without this, Node prints the stack and exits at once, and a report queued for Sentry never
 * leaves. A promise rejection nobody handled arrives here too: with no 'unhandledRejection'
 * listener, Node raises it as an uncaught exception. The process is not resumed after a crash
 * (its state is unknown); it only waits for the report to be sent, at most the reporter's close
 * timeout.
 */
export function reportCrashes(reporter: ErrorReporter, exit: (code: number) => void = (code) => process.exit(code)) {
  let crashed = false;
  process.on('uncaughtException', (thrown) => {
    // A second crash while the first report is on its way: the first one already ends the process.
    if (crashed) return;
    crashed = true;
    reporter.reportCrash(thrown instanceof Error ? thrown : new Error(String(thrown)));
    void reporter.close().finally(() => exit(1));
  });
}
