import type { MiddlewareHandler } from 'hono';
import { outgoingHeaders } from './response-headers';

/**
 * The one place API responses get their cache policy (server/app.ts mounts it on /auth/v1,
 * /rest/v1 and /functions/v1, outside everything else, so errors and refusals get it too): auth
 * and data responses carry tokens and personal rows, so no cache may keep them
 * (docs/product-behaviour.md). A route that means to be cached (JWKS: `public, max-age=600`)
 * sets its own header.
 */
export const API_CACHE_CONTROL = 'no-store';

export function apiNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = outgoingHeaders(c);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', API_CACHE_CONTROL);
  };
}
