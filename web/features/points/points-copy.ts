import { getAppConfig, useAppSetting } from '@web/lib/app-config';

/** Said wherever TheraPoints are shown: they are a wellness habit marker, nothing more. */
export const POINTS_NOT_TRADABLE = 'TheraPoints are not tradable and are not tied to the token.';

/** The runtime flag (GET /app-config.json features.pointsLive); off shows the product's "coming soon". */
export function isPointsLive(): boolean {
  return getAppConfig().features.pointsLive;
}

/** isPointsLive() for screens that may render before the settings arrive (the prerendered landing). */
export function usePointsLive(): boolean {
  return useAppSetting((settings) => settings.features.pointsLive);
}
