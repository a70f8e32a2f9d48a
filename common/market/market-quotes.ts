/**
 * What GET /functions/v1/market-prices answers (server/market/, docs/sentiment.md): the 24-hour
 * price change per token from the configured provider, fetched and cached by our server.
 */
export const MARKET_TOKENS = ['BTC', 'ETH', 'ADA', 'SOL'] as const;

export type MarketToken = (typeof MARKET_TOKENS)[number];

export interface MarketQuote {
  token: MarketToken;
  priceUsd: number;
  /** Percent, e.g. -3.2 for a 3.2 % fall over 24 hours. */
  change24hPercent: number;
}

export type MarketPrices =
  /** No provider configured: nothing leaves the server and the tab shows no prices. */
  { provider: 'none' } | { provider: 'coingecko'; quotes: MarketQuote[]; fetchedAt: string };
