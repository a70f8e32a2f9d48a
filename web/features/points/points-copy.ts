import { getAppConfig } from '@web/lib/app-config';

/** Said wherever TheraPoints are shown: they are a wellness habit marker, nothing more. */
export const POINTS_NOT_TRADABLE = 'TheraPoints are not tradable and are not tied to the token.';

/** The runtime flag (GET /app-config.json features.pointsLive); off shows the spec's "coming soon". */
export function isPointsLive(): boolean {
  return getAppConfig().features.pointsLive;
}
