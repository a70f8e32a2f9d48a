import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';

/** supabase-protocol.md section 0: what supabase-js sends and needs to read cross-origin. */
export const CORS_ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'x-retry-count',
];
export const CORS_EXPOSE_HEADERS = ['X-Supabase-Api-Version', 'Content-Range'];

/**
 * CORS for the API: the site's own origin and CORS_ORIGINS only. Tokens travel in headers,
 * never cookies, so credentials stay off.
 */
export function apiCors(options: { siteUrl: string; corsOrigins: string[] }): MiddlewareHandler {
  const allowed = new Set([new URL(options.siteUrl).origin, ...options.corsOrigins.map((origin) => origin.replace(/\/$/, ''))]);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: 600,
  });
}
