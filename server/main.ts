import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createContext } from './bootstrap';
import { createApp } from './app';
import { createLogger } from './logger';
import { createInFlightRequests } from './http/in-flight-requests';
import { reportCrashes } from './error-reporting/report-crashes';
import { warmModelClients } from './functions/chat-with-ai/warm-model-clients';
import { warmUpRiskScreen } from '@common/safety/risk-screen';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pgliteSliceMs: config.pgliteSliceMs,
});
const ctx = await createContext(config, db, logger);
reportCrashes(ctx.errorReporter);
// In the background: the server listens at once, and the first reply no longer pays the set-up.
if (config.llm) void warmModelClients(config.llm);
// So do the crisis screen's patterns (compiled on first use otherwise, in a person's wait).
void warmUpRiskScreen(() => new Promise((resolve) => setImmediate(resolve)));
const app = createApp(ctx);
const inFlight = createInFlightRequests();

const server = serve(
  { fetch: (request, env) => inFlight.track(() => app.fetch(request, env)), port: config.port, hostname: config.host },
  (info) => {
    logger.info('TheraAgent is listening', {
      url: `http://localhost:${info.port}`,
      database: db.kind === 'pglite' ? `pglite:${config.dataDir}` : 'postgres',
      llm: config.llm ? 'openai-compatible' : 'offline companion',
    });
  },
) as Server;

let shuttingDown = false;
function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info('shutting down', { signal });
  setTimeout(() => {
    logger.error('shutdown timed out; exiting with requests still open', { timeoutMs: SHUTDOWN_TIMEOUT_MS });
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  // close() stops accepting and waits for open connections. Keep-alive connections that go
  // idle after their last in-flight response would hold it open, so sweep them as they do.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  server.close(() => {
    clearInterval(idleSweep);
    // Only now, with every request answered and every handler finished (a client that hung up
    // leaves its handler running), is the database closed (PGlite flushes to disk).
    inFlight
      .drained()
      .then(() => db.close())
      // Error reports still queued for Sentry go out before the process ends (at most two seconds).
      .then(() => ctx.errorReporter.close())
      .then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: Error) => {
          logger.error('closing the database failed', { error: error.message });
          process.exit(1);
        },
      );
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
