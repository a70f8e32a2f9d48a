import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createContext } from './bootstrap';
import { createApp } from './app';
import { createLogger } from './logger';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const ctx = await createContext(config, db, logger);
const app = createApp(ctx);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info('TheraAgent is listening', {
    url: `http://localhost:${info.port}`,
    database: db.kind === 'pglite' ? `pglite:${config.dataDir}` : 'postgres',
    llm: config.llm ? 'openai-compatible' : 'offline companion',
  });
});

let shuttingDown = false;
async function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info('shutting down', { signal });
  // Stop accepting, let in-flight requests finish, then close the database.
  server.close(async () => {
    await db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
