import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../context';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors';
import { answerClientHangUp, clientHungUp } from '../http/client-hang-up';
import { onlyWithBody } from '../http/api-body-limit';
import { outgoingHeaders } from '../http/response-headers';
import { allowedMethods } from '../http/route-methods';
import { API_PREFIXES } from '../http/api-surfaces';
import { createMailer } from '../mail/create-mailer';
import { API_VERSION, API_VERSION_HEADER, AuthError, authErrorResponse } from './auth-errors';
import { createFactorsRoutes } from './factors-routes';
import { createLogoutRoute } from './logout-route';
import { createMailAddressLimit } from './mail-address-limit';
import { createMetaRoutes } from './meta-routes';
import { createPasswordHashing, type PasswordHashing } from './passwords';
import { createAuthRateLimits } from './rate-limits';
import { createRecoverRoute } from './recover-route';
import { createResendRoute } from './resend-route';
import { createSignUpRoute } from './signup-route';
import { createTokenRoute } from './token-route';
import { createUnofferedRoutes } from './unoffered-features';
import { createUserRoute } from './user-route';
import { createVerifyRoute } from './verify-route';

const MAX_BODY_BYTES = 64 * 1024;

/** /auth/v1: the GoTrue-compatible subset supabase-js needs. */
export function createAuthApp(ctx: AppContext, passwords: PasswordHashing = createPasswordHashing()) {
  const rateLimits = createAuthRateLimits(ctx);
  const mailAddressLimit = createMailAddressLimit(ctx);
  const configuredMailer = createMailer(ctx.config, ctx.logger);
  // Read per request, so a test can put a capturing mailer on the context after start.
  const mailer = () => ctx.mailer ?? configuredMailer;

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    const headers = outgoingHeaders(c);
    headers.set(API_VERSION_HEADER, API_VERSION);
  });
  app.use(
    '*',
    onlyWithBody(
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => authErrorResponse(c, new AuthError(413, 'request_too_large', 'The request body is too large.')),
      }),
    ),
  );

  app.route('/', createMetaRoutes(ctx));
  app.route('/', createSignUpRoute(ctx, { rateLimits, mailer, passwords }));
  app.route('/', createTokenRoute(ctx, rateLimits, passwords));
  app.route('/', createVerifyRoute(ctx));
  app.route('/', createLogoutRoute(ctx));
  app.route('/', createUserRoute(ctx, rateLimits, { mailAddressLimit, mailer }, passwords));
  app.route('/', createRecoverRoute(ctx, { rateLimits, mailAddressLimit, mailer }));
  app.route('/', createResendRoute(ctx, { rateLimits, mailAddressLimit, mailer }));
  app.route('/', createFactorsRoutes(ctx, rateLimits));
  app.route('/', createUnofferedRoutes());

  // Mounted under /auth/v1, a sub-app's notFound never runs: without this catch-all, an unknown
  // GET fell through to the web app's index.html, which supabase-js reads as a network failure.
  app.all('*', (c) => {
    const path = c.req.path.startsWith(API_PREFIXES.auth) ? c.req.path.slice(API_PREFIXES.auth.length) : c.req.path;
    const allowed = allowedMethods(app.routes, path || '/');
    if (allowed.length === 0) {
      return authErrorResponse(c, new AuthError(404, 'not_found', 'This auth endpoint does not exist.'));
    }
    return authErrorResponse(
      c,
      new AuthError(
        405,
        'method_not_allowed',
        `${c.req.method} is not allowed here. Use ${allowed.join(', ')}.`,
        {},
        {
          Allow: allowed.join(', '),
        },
      ),
    );
  });
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    if (clientHungUp(c)) return answerClientHangUp(c, ctx.logger);
    // Like REST and functions: 503 with Retry-After while the database is unreachable, which
    // supabase-js reports as retryable; the pool reconnects by itself once it is back.
    if (isDatabaseUnavailable(error)) {
      ctx.logger.warn('database unavailable', { surface: 'auth', path: c.req.path, error: error.message });
      return authErrorResponse(
        c,
        new AuthError(
          503,
          'service_unavailable',
          'The service is briefly unavailable. Please try again in a moment.',
          {},
          {
            'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
          },
        ),
      );
    }
    ctx.logger.error('auth request failed', { path: c.req.path, method: c.req.method, error: error.message });
    return authErrorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Something went wrong on our side. Please try again.'),
    );
  });
  return app;
}
