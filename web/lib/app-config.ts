import { useSyncExternalStore } from 'react';
import type { AppConfig } from '@common/app-config';

/**
 * The browser's one configuration source: GET /app-config.json, fetched once at start, so one
 * build serves any deployment (brand links, anon key, voice keys, flags). A prerendered page
 * hydrates without waiting for it; client-only screens render once it has answered (main.tsx).
 */
/** The settings with the API origin resolved: the server's pin, else this page's own origin. */
export type BrowserConfig = AppConfig & { supabaseUrl: string };

let loaded: BrowserConfig | undefined;
const listeners = new Set<() => void>();
let settle!: { resolve(config: BrowserConfig): void; reject(error: unknown): void };
const whenLoaded = new Promise<BrowserConfig>((resolve, reject) => (settle = { resolve, reject }));
// Nobody may be waiting yet (a prerendered page hydrates first); the failure is reported by main.tsx.
whenLoaded.catch(() => undefined);

export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<BrowserConfig> {
  try {
    const response = await fetchImpl('/app-config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`Could not load app settings (HTTP ${response.status})`);
    install(checkAppConfig(await response.json()));
    return loaded!;
  } catch (error) {
    settle.reject(error);
    throw error;
  }
}

/** Resolves once the settings are loaded: what needs the anon key (the auth client) waits here. */
export function appConfigLoaded(): Promise<BrowserConfig> {
  return whenLoaded;
}

export function getAppConfig(): BrowserConfig {
  if (!loaded) throw new Error('App settings are not loaded yet');
  return loaded;
}

/** For tests: install settings without a server. */
export function setAppConfigForTests(config: AppConfig) {
  install(config);
}

function install(config: AppConfig) {
  loaded = withApiOrigin(config);
  settle.resolve(loaded);
  listeners.forEach((listener) => listener());
}

/**
 * The settings a page renders with before /app-config.json has answered: no brand links, and the
 * features the server turns on everywhere (server/http/app-config-route.ts). Prerendered pages
 * (web/prerender/) are rendered with these, so hydration renders them too, and the deployment's
 * own settings swap in right after (useAppSetting).
 */
export const SETTINGS_BEFORE_LOAD: Pick<AppConfig, 'brand' | 'features'> = {
  brand: {
    xUrl: null,
    telegramUrl: null,
    chartUrl: null,
    contractAddress: null,
    explorerUrl: null,
    introVideoUrl: null,
  },
  features: { pointsLive: true, sentimentLive: false, errorReporting: false },
};

/**
 * A setting for rendering: SETTINGS_BEFORE_LOAD's until the settings are loaded, and always while
 * prerendering or hydrating (React then re-renders with the loaded one). `select` must return a
 * value or an object of the settings as they are (not a new object), as useSyncExternalStore asks.
 */
export function useAppSetting<T>(select: (settings: Pick<AppConfig, 'brand' | 'features'>) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(loaded ?? SETTINGS_BEFORE_LOAD),
    () => select(SETTINGS_BEFORE_LOAD),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
