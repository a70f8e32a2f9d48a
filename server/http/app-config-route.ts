import { Hono } from 'hono';
import type { AppConfig } from '@common/app-config';
import type { AppContext } from '../context';
import { constantJson } from './constant-json';

/** GET /app-config.json: the browser's runtime settings, so one build serves any deployment. */
export function createAppConfigRoute(ctx: AppContext) {
  const { config } = ctx;
  const body: AppConfig = {
    // Null unless SITE_URL/API_URL pin it: the browser then calls the origin that served the page,
    // whatever host it was opened on (localhost, 127.0.0.1, a LAN address).
    supabaseUrl: config.pinnedApiOrigin,
    supabaseAnonKey: ctx.anonKey,
    brand: config.brand,
    voice: config.voice,
    features: { pointsLive: true, sentimentLive: config.sentimentLive, errorReporting: config.sentryDsn !== undefined },
  };
  return new Hono().get('/app-config.json', constantJson(body, { 'Cache-Control': 'no-cache' }));
}
