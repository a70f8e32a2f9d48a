import type { MiddlewareHandler } from 'hono';
import type { TokenVerifier } from './verified-tokens';

/**
 * Supabase's gateway rule: every /auth/v1, /rest/v1 and /functions/v1 request carries an
 * `apikey` header holding a key this project signed (the anon key; a user's access token
 * works too, as with Supabase's legacy JWT keys). Bodies match Supabase's gateway.
 *
 * Exempt, because no client sends headers there:
 * - CORS preflights (OPTIONS): browsers never attach custom headers to them;
 * - GET /auth/v1/verify: the email-confirmation link, opened in a browser;
 * - GET /auth/v1/health: probes from load balancers;
 * - GET /auth/v1/.well-known/jwks.json: public keys by definition, and third-party verifiers
 *   (jose's createRemoteJWKSet, @supabase/server) fetch it without one, as hosted Supabase allows.
 */
const EXEMPT_GET_PATHS = new Set(['/auth/v1/verify', '/auth/v1/health', '/auth/v1/.well-known/jwks.json']);

/** Whether a request to `path` with `method` needs no API key (the exemptions above). */
export function apiKeyExempt(method: string, path: string): boolean {
  return method === 'OPTIONS' || ((method === 'GET' || method === 'HEAD') && EXEMPT_GET_PATHS.has(path));
}

export function requireApiKey(tokens: TokenVerifier): MiddlewareHandler {
  return async (c, next) => {
    if (apiKeyExempt(c.req.method, c.req.path)) return next();
    const apiKey = c.req.header('apikey');
    if (!apiKey) {
      return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header was found.' }, 401);
    }
    try {
      await tokens.verify(apiKey);
    } catch {
      return c.json(
        { message: 'Invalid API key', hint: "Double check your project's anon key (served in /app-config.json)." },
        401,
      );
    }
    return next();
  };
}
