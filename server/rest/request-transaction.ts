import type { Context } from 'hono';
import type { ClientWork, Statement, Transaction } from '../db/database';
import { clientIp } from '../http/client-ip';
import type { RequestIdentity } from './request-claims';

/** PostgREST's default for the authenticated role; a runaway query must not hold the database. */
export const STATEMENT_TIMEOUT_MS = 8000;
export const STATEMENT_TIMEOUT = `${STATEMENT_TIMEOUT_MS / 1000}s`;

/**
 * Whose database work a request is: the signed-in user, or the address an anonymous request came
 * from. PGlite takes turns between them, so one user's heavy queries cannot stall everyone else.
 */
export function requestWork(c: Context, identity: RequestIdentity, trustedProxyHops: number): ClientWork {
  const sub = identity.claims.sub;
  const owner =
    identity.role === 'authenticated' && typeof sub === 'string'
      ? `user:${sub}`
      : `ip:${clientIp(c, trustedProxyHops)}`;
  return { owner, statementTimeoutMs: STATEMENT_TIMEOUT_MS };
}

/**
 * The first statement of every REST transaction: become the request's role with its claims
 * (what RLS policies read) and bound how long its statement may run. All three settings are
 * transaction-local (`true`), so nothing survives into the next request on the connection.
 * (PGlite accepts statement_timeout but cannot enforce it: the database layer does, see requestWork.)
 */
export function requestRoleStatement(identity: RequestIdentity, statementTimeout = STATEMENT_TIMEOUT): Statement {
  return {
    sql: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('statement_timeout', $3, true)`,
    params: [identity.role, JSON.stringify(identity.claims), statementTimeout],
  };
}

/** `requestRoleStatement` inside a transaction that needs more than one trip (RPC). */
export async function enterRequestRole(
  tx: Transaction,
  identity: RequestIdentity,
  statementTimeout = STATEMENT_TIMEOUT,
) {
  const { sql, params } = requestRoleStatement(identity, statementTimeout);
  await tx.query(sql, params);
}
