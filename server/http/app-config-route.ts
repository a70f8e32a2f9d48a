import { Hono } from 'hono';
import type { AppConfig } from '@common/app-config';
import type { AppContext } from '../context';

/** GET /app-config.json: the browser's runtime settings, so one build serves any deployment. */
export function createAppConfigRoute(ctx: AppContext) {
  const { config } = ctx;
  const body: AppConfig = {
    // The browser reaches the API on whatever origin served the page.
    supabaseUrl: config.siteUrl,
    supabaseAnonKey: ctx.anonKey,
    brand: config.brand,
    voice: config.voice,
    features: { pointsLive: false, sentimentLive: false, errorReporting: config.sentryDsn !== undefined },
  };
  return new Hono().get('/app-config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(body);
  });
}
