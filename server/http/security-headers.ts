import type { MiddlewareHandler } from 'hono';
import { outgoingHeaders } from './response-headers';
import { VOICE_CONNECT_SOURCES, VOICE_SCRIPT_SOURCES } from '@common/voice-provider-origins';

export interface ContentSecurityOptions {
  /** A Vapi public key is configured: Vapi's and Daily's origins are admitted, and only then. */
  voiceProvider: boolean;
  /** The API origin browsers are told to call when it is not the page's own (split deployments). */
  apiOrigin: string | null;
}

/**
 * docs/product-behaviour.md's CSP: no inline script and never 'unsafe-eval'. Browsers connect only to us (and
 * a pinned API origin); a configured Vapi key adds the voice provider's sources and nothing else.
 * Images and media may come from https origins (brand images, the intro video).
 */
export function contentSecurityPolicy(options: ContentSecurityOptions): string {
  const voice = options.voiceProvider;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(voice ? VOICE_SCRIPT_SOURCES : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['media-src', ["'self'", 'https:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      ["'self'", ...(options.apiOrigin ? [options.apiOrigin] : []), ...(voice ? VOICE_CONNECT_SOURCES : [])],
    ],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export type SecurityHeaderOptions = { https: boolean } & ContentSecurityOptions;

/** docs/product-behaviour.md's headers on every response, as name/value pairs (computed once per process). */
export function securityHeaderEntries(options: SecurityHeaderOptions): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), geolocation=(), microphone=(self)'],
    ...(options.https
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
}

/** The headers of securityHeaderEntries() added in place on the way out of every response the app makes. */
export function securityHeaders(constantHeaders: ReadonlyArray<[string, string]>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = outgoingHeaders(c);
    for (const [name, value] of constantHeaders) headers.set(name, value);
  };
}
