import type { MiddlewareHandler } from 'hono';

/**
 * SECURITY.md: auth and data responses carry tokens and personal rows, so no cache may keep
 * them. A route that means to be cached (JWKS: `public, max-age=600`) sets its own header.
 */
export function apiNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}
