import type { AppConfig } from '@common/app-config';

/**
 * The browser's one configuration source: GET /app-config.json, fetched once before the app
 * renders, so one build serves any deployment (brand links, anon key, voice keys, flags).
 */
/** The settings with the API origin resolved: the server's pin, else this page's own origin. */
export type BrowserConfig = AppConfig & { supabaseUrl: string };

let loaded: BrowserConfig | undefined;

export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<BrowserConfig> {
  const response = await fetchImpl('/app-config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load app settings (HTTP ${response.status})`);
  loaded = withApiOrigin(checkAppConfig(await response.json()));
  return loaded;
}

export function getAppConfig(): BrowserConfig {
  if (!loaded) throw new Error('App settings are not loaded yet');
  return loaded;
}

/** For tests: install settings without a server. */
export function setAppConfigForTests(config: AppConfig) {
  loaded = withApiOrigin(config);
}

function withApiOrigin(config: AppConfig): BrowserConfig {
  return { ...config, supabaseUrl: config.supabaseUrl ?? window.location.origin };
}

/**
 * A light shape check instead of the zod schema (common/app-config.ts): the settings come from
 * our own server, built from the same commit and typed by the same `AppConfig`, and zod would
 * add ~16 KB gzipped to the landing page's first download. What the app cannot start without is
 * checked; the server's own test validates the full schema.
 */
function checkAppConfig(value: unknown): AppConfig {
  const config = value as Partial<AppConfig> | null;
  const ok =
    typeof config === 'object' &&
    config !== null &&
    (typeof config.supabaseUrl === 'string' || config.supabaseUrl === null) &&
    typeof config.supabaseAnonKey === 'string' &&
    typeof config.brand === 'object' &&
    typeof config.voice === 'object' &&
    typeof config.features === 'object';
  if (!ok) throw new Error('The app settings from the server are incomplete');
  return config as AppConfig;
}
