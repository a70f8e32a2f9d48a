import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The peer address of the TCP connection. X-Forwarded-For is not trusted: any client can set it,
 * and there is no trusted-proxy setting yet.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in unit tests has no socket.
    return 'unknown';
  }
}
