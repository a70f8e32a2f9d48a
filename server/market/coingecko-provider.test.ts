import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCoinGeckoServer, type FakeCoinGeckoServer } from '../test-support/fake-coingecko-server';
import { cachedMarketData } from './cached-market-data';
import { coinGeckoProvider } from './coingecko-provider';
import { MarketDataUnavailable, noMarketData } from './market-data-provider';

/** The CoinGecko provider against a local fake of its simple price endpoint (the contract we rely on). */
describe('CoinGecko market data', () => {
  let fake: FakeCoinGeckoServer;

  beforeAll(async () => {
    fake = await startFakeCoinGeckoServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.setBehaviour({ kind: 'prices' });
  });

  const provider = (timeoutMs = 2000) => coinGeckoProvider({ baseUrl: fake.baseUrl, timeoutMs });

  async function failure(promise: Promise<unknown>): Promise<MarketDataUnavailable> {
    const error: unknown = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(MarketDataUnavailable);
    return error as MarketDataUnavailable;
  }

  it('reads price and 24 h change for the four tokens in one request', async () => {
    fake.setBehaviour({ kind: 'prices', changes: { solana: -6.1, bitcoin: 2 } });
    const prices = await provider().latest();
    expect(prices).toEqual({
      provider: 'coingecko',
      fetchedAt: expect.any(String),
      quotes: [
        { token: 'BTC', priceUsd: 64_000, change24hPercent: 2 },
        { token: 'ETH', priceUsd: 3_100, change24hPercent: 1.25 },
        { token: 'ADA', priceUsd: 0.45, change24hPercent: 0.4 },
        { token: 'SOL', priceUsd: 140, change24hPercent: -6.1 },
      ],
    });
    expect(fake.requests).toEqual([
      '/api/v3/simple/price?ids=bitcoin%2Cethereum%2Ccardano%2Csolana&vs_currencies=usd&include_24hr_change=true',
    ]);
  });

  it('gives up after its timeout', async () => {
    fake.setBehaviour({ kind: 'hang' });
    const started = performance.now();
    expect((await failure(provider(300).latest())).reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('says rate-limited on 429 and bad-response on other errors', async () => {
    fake.setBehaviour({ kind: 'status', status: 429 });
    expect((await failure(provider().latest())).reason).toBe('rate-limited');
    fake.setBehaviour({ kind: 'status', status: 500 });
    expect((await failure(provider().latest())).reason).toBe('bad-response');
  });

  it('refuses malformed answers rather than show half the tokens', async () => {
    for (const body of [
      '<html>busy</html>',
      '[]',
      '{"bitcoin":{"usd":1,"usd_24h_change":"up"}}',
      '{"bitcoin":{"usd":1,"usd_24h_change":1}}',
    ]) {
      fake.setBehaviour({ kind: 'body', body });
      expect((await failure(provider().latest())).reason, body).toBe('bad-response');
    }
  });

  it('says unreachable when nothing listens', async () => {
    const closed = await startFakeCoinGeckoServer();
    await closed.close();
    expect((await failure(coinGeckoProvider({ baseUrl: closed.baseUrl, timeoutMs: 2000 }).latest())).reason).toBe(
      'unreachable',
    );
  });

  it('behind the cache asks the vendor once per ttl, shares one request in flight, and remembers failures', async () => {
    let clock = 1_000_000;
    const cached = cachedMarketData(provider(), { ttlMs: 60_000, now: () => clock });
    const [first, second] = await Promise.all([cached.latest(), cached.latest()]);
    expect(second).toBe(first);
    expect(fake.requests).toHaveLength(1);
    clock += 59_000;
    await cached.latest();
    expect(fake.requests).toHaveLength(1);
    clock += 2_000;
    fake.setBehaviour({ kind: 'status', status: 429 });
    expect((await failure(cached.latest())).reason).toBe('rate-limited');
    expect((await failure(cached.latest())).reason).toBe('rate-limited');
    expect(fake.requests).toHaveLength(2);
    clock += 61_000;
    fake.setBehaviour({ kind: 'prices' });
    expect((await cached.latest()).provider).toBe('coingecko');
    expect(fake.requests).toHaveLength(3);
  });

  it('asks nobody when no provider is configured', async () => {
    expect(await noMarketData.latest()).toEqual({ provider: 'none' });
  });
});
