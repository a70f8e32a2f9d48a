import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { loadSigningKeys } from './auth/signing-keys';
import { loadAnonKey } from './auth/anon-key';
import { createLogger, type Logger } from './logger';
import { createErrorReporter } from './error-reporting/error-reporter';

/** Builds the app context over an open database: migrations, signing keys, the anon key, the error reporter. */
export async function createContext(
  config: ServerConfig,
  db: Database,
  logger: Logger = createLogger(config.logLevel),
): Promise<AppContext> {
  const applied = await migrate(db);
  if (applied.length > 0) logger.info('migrations applied', { files: applied });
  const keys = await loadSigningKeys(db, `${config.siteUrl}/auth/v1`);
  const anonKey = await loadAnonKey(db, keys);
  const errorReporter = await createErrorReporter(config, logger);
  return { config, db, keys, anonKey, logger, errorReporter };
}
