import { Hono } from 'hono';
import type { AppContext } from './context';
import { createAuthApp } from './auth/auth-app';
import { createRestApp } from './rest/rest-app';
import { createFunctionsApp } from './functions/functions-app';
import { createAppConfigRoute } from './http/app-config-route';
import { createStaticSite } from './http/static-site';
import { securityHeaders } from './http/security-headers';

/** The whole HTTP surface: one sub-app per API surface, then the SPA. */
export function createApp(ctx: AppContext, options: { webDistDir?: string } = {}) {
  const app = new Hono();
  app.use('*', securityHeaders({ https: ctx.config.siteUrl.startsWith('https://') }));
  app.route('/auth/v1', createAuthApp(ctx));
  app.route('/rest/v1', createRestApp(ctx));
  app.route('/functions/v1', createFunctionsApp(ctx));
  app.route('/', createAppConfigRoute(ctx));
  app.route('/', createStaticSite(options.webDistDir));
  app.onError((error, c) => {
    ctx.logger.error('unhandled error', { path: c.req.path, method: c.req.method, error: error.message });
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
