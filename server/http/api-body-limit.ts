import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { surfaceErrorBody, surfaceOf } from './api-surfaces';

export const MAX_BODY_BYTES = 1024 * 1024;

/** 1 MB per request body; larger ones get 413 in the calling surface's error shape. */
export function apiBodyLimit(maxSize = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        surfaceErrorBody(surfaceOf(c.req.path), {
          code: surfaceOf(c.req.path) === 'rest' ? 'PGRST413' : 'request_too_large',
          message: `The request body is too large (at most ${Math.round(maxSize / 1024)} KB)`,
        }),
        413,
      ),
  });
}
