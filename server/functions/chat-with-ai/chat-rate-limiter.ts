import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../../context';

export const CHAT_MESSAGES_PER_MINUTE = 20;

/**
 * The per-user message limit. On PostgreSQL the counts live in auth.rate_limits (the auth
 * limits' table, under their own key prefix), so every server process on the database shares
 * them; PGlite is one process by nature, so memory is enough there.
 */
export function createChatRateLimiter(ctx: AppContext): RateLimiterAbstract {
  const options = { keyPrefix: 'chat_with_ai', points: CHAT_MESSAGES_PER_MINUTE, duration: 60 };
  if (ctx.db.kind !== 'postgres') return new RateLimiterMemory(options);
  // The library calls `client.query({ text, values })` on a pool; our database seam serves that.
  const storeClient = { query: (q: { text: string; values?: unknown[] }) => ctx.db.query(q.text, q.values ?? []) };
  return new RateLimiterPostgres({
    ...options,
    storeClient,
    storeType: 'pool',
    schemaName: 'auth',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
  });
}
