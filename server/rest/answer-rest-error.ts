import type { Context } from 'hono';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors';
import { answerClientHangUp, clientHungUp } from '../http/client-hang-up';
import type { Logger } from '../logger';
import { fromDatabaseError, type RestError } from './rest-errors';

export interface RestFailure {
  error: unknown;
  role: 'anon' | 'authenticated';
  logger: Logger;
  /** Which handler failed, for the log line of our own faults ('rest' or 'rpc'). */
  surface: 'rest' | 'rpc';
  /** A handler's own reading of an error before the common one (RPC's routine errors). */
  explain?: (error: unknown) => RestError | undefined;
}

/**
 * How /rest/v1 answers anything that went wrong, tables and RPC alike: a hang-up is logged as
 * such; an unreachable database is 503 with Retry-After; what PostgREST maps to a status gets it
 * in PostgREST's shape; only our own faults are 500, logged with the SQLSTATE and message (never
 * the bound values, which may be private).
 */
export function answerRestError(c: Context, { error, role, logger, surface, explain }: RestFailure) {
  if (clientHungUp(c)) return answerClientHangUp(c, logger);
  if (isDatabaseUnavailable(error)) {
    logger.warn('database unavailable', { surface: 'rest', error: (error as Error).message });
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(
      {
        code: 'PGRST001',
        details: null,
        hint: 'Retry in a few seconds.',
        message: 'The database is unavailable right now',
      },
      503,
    );
  }
  const known = explain?.(error) ?? fromDatabaseError(error, role);
  if (known) {
    for (const [name, value] of Object.entries(known.headers)) c.header(name, value);
    return c.json(known.body, known.status as 400);
  }
  const { code, message } = error as { code?: unknown; message?: unknown };
  logger.error(`${surface} request failed`, {
    path: c.req.path.slice(0, 200),
    method: c.req.method,
    code,
    error: message,
  });
  return c.json(
    { code: 'PGRST000', details: null, hint: null, message: 'Something went wrong on our side. Please try again.' },
    500,
  );
}
