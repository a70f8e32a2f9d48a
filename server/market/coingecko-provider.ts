import { z } from 'zod';
import type { MarketQuote, MarketToken } from '@common/market/market-quotes';
import { MarketDataUnavailable, type MarketDataProvider } from './market-data-provider';

/** CoinGecko's ids for our four tokens. */
const COINGECKO_IDS: Record<MarketToken, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  ADA: 'cardano',
  SOL: 'solana',
};

const coinSchema = z.object({ usd: z.number().finite(), usd_24h_change: z.number().finite() });
const simplePriceSchema = z.record(z.string(), coinSchema.optional());

export interface CoinGeckoOptions {
  /** The API base, e.g. https://api.coingecko.com/api/v3 (a local fake in tests). */
  baseUrl: string;
  /** Sent as x-cg-demo-api-key when set (CoinGecko's free demo keys). */
  apiKey?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/**
 * CoinGecko's simple price endpoint: USD price and 24 h change for the four tokens in one GET.
 * Every failure (slow, 429, not JSON, a token missing) is a MarketDataUnavailable, never a
 * half-filled answer.
 */
export function coinGeckoProvider({
  baseUrl,
  apiKey,
  timeoutMs,
  fetchImpl = fetch,
}: CoinGeckoOptions): MarketDataProvider {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/simple/price`);
  url.searchParams.set('ids', Object.values(COINGECKO_IDS).join(','));
  url.searchParams.set('vs_currencies', 'usd');
  url.searchParams.set('include_24hr_change', 'true');

  return {
    async latest() {
      let response: Response;
      let body: unknown;
      try {
        response = await fetchImpl(url, {
          headers: { Accept: 'application/json', ...(apiKey ? { 'x-cg-demo-api-key': apiKey } : {}) },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 429) throw new MarketDataUnavailable('rate-limited', 'HTTP 429');
        if (!response.ok) throw new MarketDataUnavailable('bad-response', `HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof MarketDataUnavailable) throw error;
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw new MarketDataUnavailable('timeout', `no answer within ${timeoutMs} ms`);
        }
        if (error instanceof SyntaxError) throw new MarketDataUnavailable('bad-response', 'not JSON');
        throw new MarketDataUnavailable('unreachable', error instanceof Error ? error.message : String(error));
      }
      const parsed = simplePriceSchema.safeParse(body);
      if (!parsed.success) throw new MarketDataUnavailable('bad-response', 'unexpected shape');
      const quotes: MarketQuote[] = [];
      for (const [token, id] of Object.entries(COINGECKO_IDS) as [MarketToken, string][]) {
        const coin = parsed.data[id];
        if (!coin) throw new MarketDataUnavailable('bad-response', `no ${token} in the answer`);
        quotes.push({ token, priceUsd: coin.usd, change24hPercent: coin.usd_24h_change });
      }
      return { provider: 'coingecko', quotes, fetchedAt: new Date().toISOString() };
    },
  };
}
