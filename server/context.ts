import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { SigningKeys } from './auth/signing-keys';
import type { Logger } from './logger';
import type { ErrorReporter } from './error-reporting/error-reporter';
import type { Mailer } from './mail/mailer';

/** What every API surface is built from; created once at start (server/main.ts) or per test. */
export interface AppContext {
  config: ServerConfig;
  db: Database;
  keys: SigningKeys;
  /** Long-lived JWT with role anon, signed by `keys`; served to the browser as supabaseAnonKey. */
  anonKey: string;
  logger: Logger;
  /** Where unexpected errors go: the log, or Sentry when SENTRY_DSN is set (server/error-reporting/). */
  errorReporter: ErrorReporter;
  /** Overrides the mailer SMTP_URL selects (tests put a capturing fake here). */
  mailer?: Mailer;
}
