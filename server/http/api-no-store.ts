import type { MiddlewareHandler } from 'hono';
import { outgoingHeaders } from './response-headers';

/**
 * docs/product-behaviour.md: auth and data responses carry tokens and personal rows, so no cache may keep
 * them. A route that means to be cached (JWKS: `public, max-age=600`) sets its own header.
 */
export function apiNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = outgoingHeaders(c);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  };
}
