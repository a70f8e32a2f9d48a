import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../../context';
import { createRateLimiter } from '../../http/rate-limiter';

export const CHAT_MESSAGES_PER_MINUTE = 20;

/** The per-user message limit, shared by every server process on PostgreSQL. */
export function createChatRateLimiter(ctx: AppContext): RateLimiterAbstract {
  return createRateLimiter(ctx, { keyPrefix: 'chat_with_ai', points: CHAT_MESSAGES_PER_MINUTE, duration: 60 });
}
