import type { ServerConfig } from '../config';
import { cachedMarketData } from './cached-market-data';
import { coinGeckoProvider } from './coingecko-provider';
import { noMarketData, type MarketDataProvider } from './market-data-provider';

/** The provider MARKET_DATA_PROVIDER selects, behind the server-wide cache. */
export function marketDataFromConfig(market: ServerConfig['market']): MarketDataProvider {
  if (market.provider === 'none') return noMarketData;
  return cachedMarketData(coinGeckoProvider(market), { ttlMs: market.cacheMs });
}
