import type { ServerConfig } from '../config';

/**
 * Where a confirmation link may send the browser: our own site, the origin this request came
 * to (requestOrigin(): the server's own address as the browser knows it) or an allowed CORS
 * origin. Anything else falls back to the site, so the link can never be an open redirect.
 */
export function safeRedirect(
  config: ServerConfig,
  currentOrigin: string,
  requested: string | undefined | null,
): string {
  const fallback = `${config.siteUrl}/`;
  if (!requested) return fallback;
  try {
    const url = new URL(requested);
    const allowed = [new URL(config.siteUrl).origin, currentOrigin, ...config.corsOrigins];
    return allowed.includes(url.origin) ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}
