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
 * reports are sent to an error-reporting service on fatal call errors"). With SENTRY_DSN set
 * they are forwarded to Sentry; otherwise they go to the server log. The body holds a kind and
 * the SDK's error message only; the client never sends what anyone said.
 */
export const clientErrorSchema = z
  .object({
    kind: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'kind must be a short lowercase identifier like voice-call-error'),
    message: z.string().trim().min(1, 'message is required').max(500, 'message can be at most 500 characters'),
  })
  .strict();

export const CLIENT_ERRORS_PER_MINUTE = 20;

export type ClientErrorReport = z.infer<typeof clientErrorSchema>;

export function createClientErrorsRoute(ctx: AppContext, options: { fetchImpl?: typeof fetch } = {}) {
  // Per process, like chat-with-ai's limiter: these reports are diagnostics, not a security
  // boundary; the limit only stops one browser from flooding the log or the Sentry quota.
  const limiter = createRateLimiter(ctx, {
    keyPrefix: 'client_errors',
    points: CLIENT_ERRORS_PER_MINUTE,
    duration: 60,
  });
  const sentry = ctx.config.sentryDsn ? parseSentryDsn(ctx.config.sentryDsn) : undefined;
  const fetchImpl = options.fetchImpl ?? fetch;

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

      const report = parsed.data;
      if (sentry) {
        // Not awaited: the browser needs no answer from Sentry, and a slow Sentry must not hold it.
        void sendToSentry(sentry, report, ctx.config.env, fetchImpl).catch((error: unknown) => {
          ctx.logger.warn('client error not forwarded to Sentry', { kind: report.kind, error: String(error) });
        });
      } else {
        ctx.logger.warn('client error reported', { kind: report.kind, errorMessage: report.message });
      }
      return c.body(null, 204);
    },
  );
}

interface SentryTarget {
  envelopeUrl: string;
  publicKey: string;
}

/** https://<key>@<host>/<project> -> the project's envelope endpoint (Sentry's documented store API). */
export function parseSentryDsn(dsn: string): SentryTarget | undefined {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop();
    if (!url.username || !projectId) return undefined;
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(`/${projectId}`));
    return { envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`, publicKey: url.username };
  } catch {
    return undefined;
  }
}

async function sendToSentry(
  target: SentryTarget,
  report: ClientErrorReport,
  environment: string,
  fetchImpl: typeof fetch,
) {
  const eventId = crypto.randomUUID().replace(/-/g, '');
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    environment,
    logger: 'client-errors',
    tags: { kind: report.kind },
    exception: { values: [{ type: report.kind, value: report.message }] },
  };
  const envelope = [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
  const response = await fetchImpl(target.envelopeUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-sentry-envelope',
      'X-Sentry-Auth': `Sentry sentry_version=7, sentry_client=theraagent-server/0.1, sentry_key=${target.publicKey}`,
    },
    body: envelope,
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`Sentry answered HTTP ${response.status}`);
}
