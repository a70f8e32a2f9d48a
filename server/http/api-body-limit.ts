import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { surfaceErrorBody, surfaceOf } from './api-surfaces';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * HTTP/1.1 (RFC 9112 section 6.3): a request without Content-Length or Transfer-Encoding has no
 * body. Checked from the headers because hono/body-limit asks `request.body`, which makes
 * @hono/node-server build a full Fetch Request even for a GET.
 */
export function requestMayHaveBody(header: (name: string) => string | null | undefined): boolean {
  return header('content-length') != null || header('transfer-encoding') != null;
}

/** Runs `limit` only for requests that carry a body. */
export function onlyWithBody(limit: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (requestMayHaveBody((name) => c.req.header(name)) ? limit(c, next) : next());
}

/** 1 MB per request body; larger ones get 413 in the calling surface's error shape. */
export function apiBodyLimit(maxSize = MAX_BODY_BYTES): MiddlewareHandler {
  return onlyWithBody(
    bodyLimit({
      maxSize,
      onError: (c) =>
        c.json(
          surfaceErrorBody(surfaceOf(c.req.path), {
            code: surfaceOf(c.req.path) === 'rest' ? 'PGRST413' : 'request_too_large',
            message: `The request body is too large (at most ${Math.round(maxSize / 1024)} KB)`,
          }),
          413,
        ),
    }),
  );
}
