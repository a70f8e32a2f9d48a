import type { ServerConfig } from '../config';

/**
 * Where a confirmation link may send the browser: our own site or an allowed CORS origin.
 * Anything else falls back to the site, so the link can never be an open redirect.
 */
export function safeRedirect(config: ServerConfig, requested: string | undefined | null): string {
  const fallback = `${config.siteUrl}/`;
  if (!requested) return fallback;
  try {
    const url = new URL(requested);
    const allowed = [new URL(config.siteUrl).origin, ...config.corsOrigins];
    return allowed.includes(url.origin) ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}
