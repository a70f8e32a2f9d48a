import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors';
import type { AppContext } from '../context';
import { surfaceErrorBody, surfaceOf } from './api-surfaces';
import { answerClientHangUp, clientHungUp } from './client-hang-up';

/**
 * The app's last line: what no route answered itself. A client that hung up mid-body is logged
 * as such (its ECONNRESET would otherwise pass for a database outage). Malformed JSON from
 * `c.req.json()` is the client's mistake (400); an unreachable database is 503 with Retry-After
 * (pg's pool reconnects on the next request, so nothing needs a restart); anything else is our
 * fault (500, reported through ctx.errorReporter without request content).
 */
export function handleAppError({ logger, errorReporter }: Pick<AppContext, 'logger' | 'errorReporter'>) {
  return (error: Error, c: Context) => {
    if (clientHungUp(c)) return answerClientHangUp(c, logger);
    const surface = surfaceOf(c.req.path);
    if (error instanceof HTTPException) {
      const response = error.getResponse();
      if (error.status < 500 && response.headers.get('content-type')?.includes('json')) return response;
      return c.json(
        surfaceErrorBody(surface, {
          code: error.status === 413 ? 'request_too_large' : 'bad_request',
          message: error.message || 'Bad request',
        }),
        error.status,
      );
    }
    if (error instanceof SyntaxError) {
      return c.json(
        surfaceErrorBody(surface, {
          code: surface === 'rest' ? 'PGRST102' : 'bad_json',
          message: 'The request body is not valid JSON',
        }),
        400,
      );
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn('database unavailable', { path: c.req.path, error: error.message });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(
        surfaceErrorBody(surface, {
          code: surface === 'rest' ? 'PGRST001' : 'service_unavailable',
          message: 'The service is briefly unavailable. Please try again in a moment.',
        }),
        503,
      );
    }
    errorReporter.reportServerError(error, { method: c.req.method, path: c.req.path });
    return c.json(
      surfaceErrorBody(surface, {
        code: surface === 'rest' ? 'PGRST000' : 'unexpected_failure',
        message: 'Something went wrong on our side. Please try again.',
      }),
      500,
    );
  };
}
