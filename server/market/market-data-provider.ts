import type { MarketPrices } from '@common/market/market-quotes';

/**
 * The one seam through which market data reaches the product. Providers run on the server only;
 * the browser asks our /functions/v1/market-prices and never a vendor (the CSP stays closed).
 */
export interface MarketDataProvider {
  latest(): Promise<MarketPrices>;
}

/** Why a provider could not answer; said to the browser as a plain 503, to the log as the reason. */
export type MarketDataFailure = 'timeout' | 'rate-limited' | 'bad-response' | 'unreachable';

export class MarketDataUnavailable extends Error {
  constructor(
    readonly reason: MarketDataFailure,
    detail: string,
  ) {
    super(`Market data unavailable (${reason}): ${detail}`);
    this.name = 'MarketDataUnavailable';
  }
}

/** The default: no provider, no outbound request. */
export const noMarketData: MarketDataProvider = {
  latest: () => Promise.resolve({ provider: 'none' }),
};
