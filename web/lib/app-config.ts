import { appConfigSchema, type AppConfig } from '@common/app-config';

/**
 * The browser's one configuration source: GET /app-config.json, fetched once before the app
 * renders, so one build serves any deployment (brand links, anon key, voice keys, flags).
 */
let loaded: AppConfig | undefined;

export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchImpl('/app-config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load app settings (HTTP ${response.status})`);
  loaded = appConfigSchema.parse(await response.json());
  return loaded;
}

export function getAppConfig(): AppConfig {
  if (!loaded) throw new Error('App settings are not loaded yet');
  return loaded;
}

/** For tests: install settings without a server. */
export function setAppConfigForTests(config: AppConfig) {
  loaded = config;
}
