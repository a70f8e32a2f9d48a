import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { UnofficialStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger';

/**
 * nginx's "client closed request": nobody receives it, but it tells the log (and anything
 * that counts statuses) that the request ended on the client's side, not ours.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * True when the client went away before its request body arrived in full. Reading such a body
 * fails with ECONNRESET, the same code a dropped database connection has, so without this check
 * anyone could hang up mid-body and have the server log a database outage.
 */
export function clientHungUp(c: Context): boolean {
  // @hono/node-server hands handlers the Node request as `env.incoming`.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return !incoming.complete && (incoming.destroyed || incoming.readableAborted);
  return c.req.raw.signal.aborted;
}

/** Logs the hang-up as what it is (info: a client's choice, not a fault) and answers 499. */
export function answerClientHangUp(c: Context, logger: Logger) {
  logger.info('client closed request', { path: c.req.path, method: c.req.method, status: CLIENT_CLOSED_REQUEST });
  return c.body(null, CLIENT_CLOSED_REQUEST as UnofficialStatusCode);
}
