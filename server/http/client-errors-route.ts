import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiter } from './rate-limiter';
import { z } from 'zod';
import type { AppContext } from '../context';
import { clientIp } from './client-ip';
import { answerClientHangUp, clientHungUp } from './client-hang-up';

/**
 * POST /client-errors: the browser reports fatal voice-call errors here (docs/product-behaviour.md: "error
 * reports are sent to an error-reporting service on fatal call errors"). They go to ctx.errorReporter:
 * the server log, and Sentry too when SENTRY_DSN is set (server/error-reporting/). The body holds a
 * kind and the SDK's error message only; the client never sends what anyone said.
 */
export const clientErrorSchema = z
  .object({
    kind: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'kind must be a short lowercase identifier like voice-call-error'),
    message: z.string().trim().min(1, 'message is required').max(500, 'message can be at most 500 characters'),
  })
  .strict();

export const CLIENT_ERRORS_PER_MINUTE = 20;

export function createClientErrorsRoute(ctx: AppContext) {
  // Per process, like chat-with-ai's limiter: these reports are diagnostics, not a security
  // boundary; the limit only stops one browser from flooding the log or the Sentry quota.
  const limiter = createRateLimiter(ctx, {
    keyPrefix: 'client_errors',
    points: CLIENT_ERRORS_PER_MINUTE,
    duration: 60,
  });

  return new Hono().post(
    '/client-errors',
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.json({ error: 'The error report is too large.' }, 413) }),
    async (c) => {
      if (ctx.config.auth.rateLimits) {
        try {
          await limiter.consume(clientIp(c, ctx.config.trustedProxyHops));
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          c.header('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
          return c.json({ error: 'Too many error reports. Please wait a minute.' }, 429);
        }
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        if (clientHungUp(c)) return answerClientHangUp(c, ctx.logger);
        return c.json({ error: 'Please send the error report as JSON: { kind, message }.' }, 400);
      }
      const parsed = clientErrorSchema.safeParse(body);
      if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? 'Invalid error report.' }, 400);

      // Queued, not awaited: a slow Sentry must not hold the browser's answer.
      ctx.errorReporter.reportClientError(parsed.data);
      return c.body(null, 204);
    },
  );
}
