import { Hono } from 'hono';
import type { AppContext } from './context';
import { createAuthApp } from './auth/auth-app';
import type { PasswordHashing } from './auth/passwords';
import { createRestApp } from './rest/rest-app';
import { createFunctionsApp } from './functions/functions-app';
import { createAppConfigRoute } from './http/app-config-route';
import { createClientErrorsRoute } from './http/client-errors-route';
import { createStaticSite, WEB_DIST_DIR } from './http/static-site';
import { createHashedAssets } from './http/hashed-assets';
import { securityHeaderEntries, securityHeaders } from './http/security-headers';
import { createReadyAnswers, requestHeaderOf } from './http/ready-answers';
import { apiCors } from './http/api-cors';
import { requireApiKey } from './http/require-api-key';
import { apiBodyLimit } from './http/api-body-limit';
import { apiNoStore } from './http/api-no-store';
import { API_PREFIXES } from './http/api-surfaces';
import { handleAppError } from './http/error-handler';
import { createTokenVerifier } from './http/verified-tokens';

/** What the HTTP server calls per request (a Fetch API handler, as @hono/node-server expects). */
export interface TheraAgentApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/**
 * The whole HTTP surface: the ready answers first (server/http/ready-answers.ts), then one
 * sub-app per API surface, then the SPA.
 */
export function createApp(
  ctx: AppContext,
  options: { webDistDir?: string; passwordHashing?: PasswordHashing } = {},
): TheraAgentApp {
  const app = new Hono();
  // One cache of verified tokens for the gateway, REST and functions (same token, verified once).
  const tokens = createTokenVerifier(ctx.keys);
  const everyResponseHeaders = securityHeaderEntries({
    https: ctx.config.siteUrl.startsWith('https://'),
    // The CSP admits Vapi's and Daily's origins only when voice goes through Vapi.
    voiceProvider: ctx.config.voice.vapiPublicKey !== null,
    apiOrigin: ctx.config.pinnedApiOrigin,
  });
  const hashedAssets = createHashedAssets(options.webDistDir ?? WEB_DIST_DIR, everyResponseHeaders);
  const readyAnswer = createReadyAnswers(ctx, {
    everyResponseHeaders,
    tokens,
    assetFromMemory: hashedAssets.fromMemory,
  });
  app.use('*', securityHeaders(everyResponseHeaders));
  // Order matters: CORS answers preflights before the API key check, and the key is checked
  // before a body is read.
  for (const prefix of Object.values(API_PREFIXES)) {
    app.use(`${prefix}/*`, apiNoStore());
    app.use(`${prefix}/*`, apiCors({ siteUrl: ctx.config.siteUrl, corsOrigins: ctx.config.corsOrigins }));
    app.use(`${prefix}/*`, requireApiKey(tokens));
    app.use(`${prefix}/*`, apiBodyLimit());
  }
  app.route('/auth/v1', createAuthApp(ctx, options.passwordHashing));
  app.route('/rest/v1', createRestApp(ctx, tokens));
  app.route('/functions/v1', createFunctionsApp(ctx, tokens));
  app.route('/', createAppConfigRoute(ctx));
  app.route('/', createClientErrorsRoute(ctx));
  // Hashed assets first, from memory; what they do not answer goes on to the site as before.
  app.route('/', hashedAssets.route);
  app.route('/', createStaticSite(options.webDistDir));
  app.onError(handleAppError(ctx));
  return {
    fetch: (request, env) => readyAnswer(request, requestHeaderOf(request, env)) ?? app.fetch(request, env),
  };
}
