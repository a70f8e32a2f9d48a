import type { MarketPrices } from '@common/market/market-quotes';
import type { MarketDataProvider } from './market-data-provider';

export interface CacheOptions {
  /** How long an answer, or a failure, is reused (at least 60 s in production: config.ts). */
  ttlMs: number;
  now?: () => number;
}

/**
 * Puts a provider behind a server-wide cache: however many people have the tab open, the vendor
 * sees at most one request per ttl. A failure is remembered for the same time, so a 429 or an
 * outage is not hammered; callers arriving while a request is in flight share it.
 */
export function cachedMarketData(
  provider: MarketDataProvider,
  { ttlMs, now = Date.now }: CacheOptions,
): MarketDataProvider {
  let entry: { until: number; result: Promise<MarketPrices> } | undefined;
  return {
    latest() {
      if (entry && now() < entry.until) return entry.result;
      const result = provider.latest();
      const started = now();
      entry = { until: Number.POSITIVE_INFINITY, result };
      // The clock starts when the answer arrives; until then every caller shares the request.
      const settle = () => {
        if (entry?.result === result) entry = { until: Math.max(started, now()) + ttlMs, result };
      };
      result.then(settle, settle);
      return result;
    },
  };
}
