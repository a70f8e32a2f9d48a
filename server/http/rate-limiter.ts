import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../context';

export interface RateLimit {
  /** Distinguishes this limit's counters from the others' in the shared store. */
  keyPrefix: string;
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/**
 * One rate limiter per limit, from rate-limiter-flexible. On PostgreSQL the counters live in
 * auth.rate_limits, so every server process on the database shares them; PGlite is one process by nature, so memory is enough there.
 */
export function createRateLimiter(ctx: AppContext, limit: RateLimit): RateLimiterAbstract {
  if (ctx.db.kind !== 'postgres') return new RateLimiterMemory(limit);
  // The library calls `client.query({ text, values })` on a pool; our database seam serves that.
  const storeClient = {
    query: (q: { text: string; values?: unknown[] }) => ctx.db.query(q.text, q.values ?? []),
  };
  return new RateLimiterPostgres({
    ...limit,
    storeClient,
    storeType: 'pool',
    schemaName: 'auth',
    tableName: 'rate_limits',
    // The migration creates the table; expired rows are overwritten on the next hit.
    tableCreated: true,
    clearExpiredByTimeout: false,
  });
}
