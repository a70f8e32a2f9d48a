import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { createRateLimiter } from '../http/rate-limiter';
import { MAIL_MIN_INTERVAL_SECONDS, overEmailSendRateLimit } from './mail-frequency';

export type MailKind = 'confirmation' | 'recovery' | 'email_change';

export interface MailAddressLimit {
  /**
   * Counts one request for a `kind` mail to `address`; throws GoTrue's 429
   * over_email_send_rate_limit within 60 s of the last one. Callers count every request,
   * whether or not the address has an account, so the 429 never tells who does.
   */
  consume(kind: MailKind, address: string): Promise<void>;
}

/**
 * GoTrue keeps the last send time on the user row, which answers 429 only for real accounts;
 * keying a shared limiter by the address digest keeps the limit and drops that tell. The
 * counts live where the per-IP limits do (auth.rate_limits on PostgreSQL), never the address.
 */
export function createMailAddressLimit(ctx: AppContext): MailAddressLimit {
  const limiter: RateLimiterAbstract = createRateLimiter(ctx, {
    keyPrefix: 'auth_mail_frequency',
    points: 1,
    duration: MAIL_MIN_INTERVAL_SECONDS,
  });
  return {
    async consume(kind, address) {
      const key = `${kind}:${createHash('sha256').update(address.toLowerCase()).digest('hex')}`;
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw overEmailSendRateLimit(rejection.msBeforeNext / 1000);
      }
    },
  };
}
