import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { createRateLimiter } from '../http/rate-limiter';
import { AuthError } from './auth-errors';

/** docs/product-behaviour.md's per-IP limits (GoTrue's defaults). */
const LIMITS = {
  tokenRefresh: { points: 150, duration: 5 * 60 },
  signInSignUp: { points: 30, duration: 5 * 60 },
  mfa: { points: 15, duration: 60 },
  // PUT /user as sign-in: a password change costs an argon2 hash. Its own counter, so editing a
  // profile never uses up sign-in attempts.
  userUpdate: { points: 30, duration: 5 * 60 },
} as const;

export type RateLimitKind = keyof typeof LIMITS;

export interface AuthRateLimits {
  /** Counts one request from `ip`; throws 429 over_request_rate_limit when over the limit. */
  consume(kind: RateLimitKind, ip: string): Promise<void>;
}

/**
 * On PostgreSQL the counts live in auth.rate_limits, so every server process on the database
 * shares them; PGlite is one process by nature, so memory is enough there.
 */
export function createAuthRateLimits(ctx: AppContext): AuthRateLimits {
  if (!ctx.config.auth.rateLimits) return { consume: async () => {} };
  const limiters: Record<RateLimitKind, RateLimiterAbstract> = {
    tokenRefresh: createLimiter(ctx, 'tokenRefresh', LIMITS.tokenRefresh),
    signInSignUp: createLimiter(ctx, 'signInSignUp', LIMITS.signInSignUp),
    mfa: createLimiter(ctx, 'mfa', LIMITS.mfa),
    userUpdate: createLimiter(ctx, 'userUpdate', LIMITS.userUpdate),
  };
  return {
    async consume(kind, ip) {
      try {
        await limiters[kind].consume(ip);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfter = String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        throw new AuthError(
          429,
          'over_request_rate_limit',
          'Request rate limit reached',
          {},
          { 'Retry-After': retryAfter },
        );
      }
    },
  };
}

function createLimiter(ctx: AppContext, kind: string, limit: { points: number; duration: number }) {
  return createRateLimiter(ctx, { keyPrefix: `auth_${kind}`, ...limit });
}
