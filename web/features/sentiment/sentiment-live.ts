import { getAppConfig } from '@web/lib/app-config';

/** The runtime flag (GET /app-config.json features.sentimentLive); off shows the spec's seed copy. */
export function isSentimentLive(): boolean {
  return getAppConfig().features.sentimentLive;
}
