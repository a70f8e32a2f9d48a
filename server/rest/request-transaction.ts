import type { Transaction } from '../db/database';
import type { RequestIdentity } from './request-claims';

/** PostgREST's default for the authenticated role; a runaway query must not hold the database. */
export const STATEMENT_TIMEOUT = '8s';

/**
 * The first statement of every REST transaction: become the request's role with its claims
 * (what RLS policies read) and bound how long its statement may run. All three settings are
 * transaction-local (`true`), so nothing survives into the next request on the connection.
 * (PGlite accepts statement_timeout but cannot enforce it; PostgreSQL does.)
 */
export async function enterRequestRole(tx: Transaction, identity: RequestIdentity, statementTimeout = STATEMENT_TIMEOUT) {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('statement_timeout', $3, true)`,
    [identity.role, JSON.stringify(identity.claims), statementTimeout],
  );
}
