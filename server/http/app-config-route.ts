import { Hono } from 'hono';
import type { AppConfig } from '@common/app-config';
import type { AppContext } from '../context';
import { constantJson } from './constant-json';

/** What GET /app-config.json answers: the browser's runtime settings, so one build serves any deployment. */
export function appConfigOf(ctx: AppContext): AppConfig {
  const { config } = ctx;
  return {
    // Null unless SITE_URL/API_URL pin it: the browser then calls the origin that served the page,
    // whatever host it was opened on (localhost, 127.0.0.1, a LAN address).
    supabaseUrl: config.pinnedApiOrigin,
    supabaseAnonKey: ctx.anonKey,
    brand: config.brand,
    voice: config.voice,
    features: { pointsLive: true, sentimentLive: config.sentimentLive, errorReporting: config.sentryDsn !== undefined },
  };
}

/** Revalidated on every page load, so a changed deployment is seen at once. */
export const APP_CONFIG_CACHE_CONTROL = 'no-cache';

export function createAppConfigRoute(ctx: AppContext) {
  return new Hono().get(
    '/app-config.json',
    constantJson(appConfigOf(ctx), { 'Cache-Control': APP_CONFIG_CACHE_CONTROL }),
  );
}
