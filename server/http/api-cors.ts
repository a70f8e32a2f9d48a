import type { MiddlewareHandler } from 'hono';
import { outgoingHeaders } from './response-headers';

/** Cross-origin: what supabase-js sends and needs to read cross-origin. */
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
const ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const MAX_AGE_SECONDS = 600;

/**
 * CORS for the API: the site's own origin and CORS_ORIGINS only. Tokens travel in headers,
 * never cookies, so credentials stay off. The same answers as hono/cors gave (which we used
 * before), but its headers are written once on the way out: hono/cors touched the response
 * before and after the handler, which rebuilt every API response (response-headers.ts).
 */
export interface CorsOptions {
  siteUrl: string;
  corsOrigins: string[];
}

/** The origins allowed to call the API: the site's own and CORS_ORIGINS. */
export function allowedOrigins(options: CorsOptions): ReadonlySet<string> {
  return new Set([new URL(options.siteUrl).origin, ...options.corsOrigins.map((origin) => origin.replace(/\/$/, ''))]);
}

export const CORS_EXPOSE_HEADER_VALUE = CORS_EXPOSE_HEADERS.join(',');

export function apiCors(options: CorsOptions): MiddlewareHandler {
  const allowed = allowedOrigins(options);
  const exposeHeaders = CORS_EXPOSE_HEADER_VALUE;
  const preflightHeaders: Array<[string, string]> = [
    ['Access-Control-Expose-Headers', exposeHeaders],
    ['Vary', 'Origin, Access-Control-Request-Headers'],
    ['Access-Control-Max-Age', String(MAX_AGE_SECONDS)],
    ['Access-Control-Allow-Methods', ALLOW_METHODS.join(',')],
    ['Access-Control-Allow-Headers', CORS_ALLOW_HEADERS.join(',')],
  ];
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowOrigin = origin !== undefined && allowed.has(origin) ? origin : undefined;
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers(preflightHeaders);
      if (allowOrigin) headers.set('Access-Control-Allow-Origin', allowOrigin);
      return new Response(null, { status: 204, statusText: 'No Content', headers });
    }
    await next();
    const headers = outgoingHeaders(c);
    if (allowOrigin) headers.set('Access-Control-Allow-Origin', allowOrigin);
    headers.set('Access-Control-Expose-Headers', exposeHeaders);
    headers.append('Vary', 'Origin');
  };
}
