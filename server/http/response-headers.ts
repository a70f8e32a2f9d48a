import type { Context } from 'hono';

/**
 * The headers of the response a handler produced, to add to in place. Hono's `c.header()` after
 * the response exists rebuilds the whole Response (and @hono/node-server then loses its fast
 * path for string and buffer bodies and streams the body instead), so middleware that adds
 * headers on the way out writes them here, once. A response whose headers are immutable (one
 * passed through from fetch) is copied once first.
 */
export function outgoingHeaders(c: Context): Headers {
  try {
    const { headers } = c.res;
    // A no-op write tells a mutable Headers from a guarded one without changing anything.
    headers.delete('x-theraagent-probe');
    return headers;
  } catch {
    c.res = new Response(c.res.body, c.res);
    return c.res.headers;
  }
}
