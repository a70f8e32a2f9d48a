import type { Context } from 'hono';
import type { ServerConfig } from '../config';

/**
 * The public origin a request was made to: the pinned API origin when SITE_URL or API_URL set
 * one, else the scheme and host the client used. Behind proxies we run (TRUSTED_PROXY_HOPS > 0)
 * the proxy's X-Forwarded-Proto and X-Forwarded-Host name them; otherwise those headers are the
 * client's own claims and are ignored.
 *
 * Only for things a forged Host cannot turn against someone else: the `iss` of a token handed
 * back to the same client, a TOTP label, a redirect back to where the user already is. Links in
 * mail never use it (a forged Host there would send a victim's link to the attacker's site).
 */
export function requestOrigin(
  c: Context,
  config: Pick<ServerConfig, 'pinnedApiOrigin' | 'siteUrl' | 'trustedProxyHops'>,
): string {
  if (config.pinnedApiOrigin) return config.pinnedApiOrigin;
  const url = new URL(c.req.url);
  const proxied = config.trustedProxyHops > 0;
  const scheme = (proxied && firstValue(c.req.header('x-forwarded-proto'))) || url.protocol.replace(/:$/, '');
  const host = (proxied && firstValue(c.req.header('x-forwarded-host'))) || c.req.header('host') || url.host;
  try {
    const origin = new URL(`${scheme}://${host}`);
    if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return config.siteUrl;
    return origin.origin;
  } catch {
    return config.siteUrl;
  }
}

function firstValue(header: string | undefined): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}
