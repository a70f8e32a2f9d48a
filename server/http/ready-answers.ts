import { getPath } from 'hono/utils/url';
import type { AppContext } from '../context';
import { AUTH_HEALTH, authSettingsOf } from '../auth/meta-routes';
import { API_VERSION, API_VERSION_HEADER } from '../auth/auth-errors';
import { APP_CONFIG_CACHE_CONTROL, appConfigOf } from './app-config-route';
import { API_CACHE_CONTROL } from './api-no-store';
import { allowedOrigins, CORS_EXPOSE_HEADER_VALUE } from './api-cors';
import { requestMayHaveBody } from './api-body-limit';
import { apiKeyExempt } from './require-api-key';
import type { TokenVerifier } from './verified-tokens';

/** Reads one request header (lower-case name). */
export type RequestHeader = (name: string) => string | undefined;

/** An answer made before any request: undefined means "not this one, let the app handle it". */
type ReadyAnswer = (header: RequestHeader) => Response | undefined;

/**
 * Node's own parsed headers when the request came through @hono/node-server (which passes the
 * IncomingMessage as env.incoming): asking the Fetch Request for `headers` would build a whole
 * Headers object from the raw ones on every request, a large part of these routes' cost.
 */
export function requestHeaderOf(request: Request, env: unknown): RequestHeader {
  const incoming = (env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)
    ?.incoming;
  if (incoming?.headers) {
    const headers = incoming.headers;
    return (name) => {
      const value = headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
  }
  return (name) => request.headers.get(name) ?? undefined;
}

interface ReadyAnswerOptions {
  /** The headers every response carries (security-headers.ts), added here instead of by middleware. */
  everyResponseHeaders: ReadonlyArray<[string, string]>;
  tokens: TokenVerifier;
  /** Hashed assets read before, from memory (hashed-assets.ts). */
  assetFromMemory(name: string, header: RequestHeader): Response | undefined;
}

/**
 * The cheapest GET routes answered before Hono runs (docs/request-path-profile.md): the body and
 * every header the middleware chain would give them are made once at start, and the answer is
 * returned synchronously, which @hono/node-server writes straight to the socket. Only the plain
 * case is answered here: a request that might need anything else (an API key not verified
 * before, a body, a Range header, an asset not read yet) returns undefined and goes through the
 * app as before, which answers it, refusals and errors included, exactly as it always did.
 * server/http/lean-request-path.test.ts holds both paths to the same headers.
 */
export function createReadyAnswers(ctx: AppContext, options: ReadyAnswerOptions) {
  const everyResponse = Object.fromEntries(options.everyResponseHeaders);
  /** A JSON body serialised once, with every header its slow path would give it. */
  const readyJson = (value: unknown, headers: Record<string, string>) => {
    const body = JSON.stringify(value);
    return {
      body,
      headers: {
        ...everyResponse,
        ...headers,
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
      },
    };
  };

  const appConfig = readyJson(appConfigOf(ctx), { 'Cache-Control': APP_CONFIG_CACHE_CONTROL });

  // /auth/v1 answers: what api-no-store, api-cors and the auth app's version header add.
  const corsOrigins = allowedOrigins({ siteUrl: ctx.config.siteUrl, corsOrigins: ctx.config.corsOrigins });
  const authAnswer = (path: string, value: unknown): [string, ReadyAnswer] => {
    const { body, headers } = readyJson(value, {
      'Cache-Control': API_CACHE_CONTROL,
      'Access-Control-Expose-Headers': CORS_EXPOSE_HEADER_VALUE,
      Vary: 'Origin',
      [API_VERSION_HEADER]: API_VERSION,
    });
    // Probes send no key to the exempt paths, as on the slow path (require-api-key.ts).
    const keyRequired = !apiKeyExempt('GET', path);
    // One headers object per allowed origin (a handful), made on first use.
    const perOrigin = new Map<string, Record<string, string>>();
    const answer: ReadyAnswer = (header) => {
      if (requestMayHaveBody(header)) return undefined;
      if (keyRequired) {
        const apiKey = header('apikey');
        if (apiKey === undefined || options.tokens.verifiedBefore(apiKey) === undefined) return undefined;
      }
      const origin = header('origin');
      if (origin === undefined || !corsOrigins.has(origin)) return new Response(body, { status: 200, headers });
      let withOrigin = perOrigin.get(origin);
      if (!withOrigin) {
        withOrigin = { ...headers, 'Access-Control-Allow-Origin': origin };
        perOrigin.set(origin, withOrigin);
      }
      return new Response(body, { status: 200, headers: withOrigin });
    };
    return [path, answer];
  };

  const byPath = new Map<string, ReadyAnswer>([
    ['/app-config.json', () => new Response(appConfig.body, { status: 200, headers: appConfig.headers })],
    authAnswer('/auth/v1/health', AUTH_HEALTH),
    authAnswer('/auth/v1/settings', authSettingsOf(ctx)),
  ]);
  const ASSETS = '/assets/';

  /** The ready answer to `request`, or undefined. */
  return (request: Request, header: RequestHeader): Response | undefined => {
    if (request.method !== 'GET') return undefined;
    const path = getPath(request);
    const answer = byPath.get(path);
    if (answer) return answer(header);
    if (path.startsWith(ASSETS)) return options.assetFromMemory(path.slice(ASSETS.length), header);
    return undefined;
  };
}
