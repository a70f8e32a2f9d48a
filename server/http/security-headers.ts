import type { MiddlewareHandler } from 'hono';

/**
 * SECURITY.md's headers on every response. The CSP allows no inline script; media and
 * connections may reach https origins (intro video, Vapi, Sentry, an LLM is server-side only).
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https: blob:",
    "font-src 'self' data:",
    "connect-src 'self' https: wss:",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self)');
    if (options.https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
