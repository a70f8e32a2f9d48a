import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address for per-IP rate limits.
 *
 * With no trusted proxy (the default) it is the TCP peer: X-Forwarded-For is ignored because any
 * client can write it. Behind N proxies we run (TRUSTED_PROXY_HOPS=N), each proxy appends the
 * address it saw, so the client is the N-th entry from the right; entries further left are the
 * client's own claims and are never used.
 */
export function clientIp(c: Context, trustedProxyHops: number): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // app.request() in unit tests has no socket.
  }
  return clientIpFrom(c.req.header('x-forwarded-for'), socketAddress, trustedProxyHops);
}

export function clientIpFrom(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxyHops: number,
): string {
  if (trustedProxyHops > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = hops[Math.max(0, hops.length - trustedProxyHops)];
    if (client) return client;
  }
  return socketAddress ?? 'unknown';
}
