import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCoinGeckoServer, type FakeCoinGeckoServer } from '../../test-support/fake-coingecko-server';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createTestUser } from '../../test-support/test-users';

/** /functions/v1/market-prices through supabase-js: signed-in only, the configured provider, cached. */
describe('market-prices function', () => {
  let fake: FakeCoinGeckoServer;
  let withPrices: TestServer;
  let withoutPrices: TestServer;

  beforeAll(async () => {
    fake = await startFakeCoinGeckoServer();
    withPrices = await startTestServer('pglite', {
      MARKET_DATA_PROVIDER: 'coingecko',
      MARKET_DATA_URL: fake.baseUrl,
      MARKET_DATA_TIMEOUT_MS: '500',
    });
    withoutPrices = await startTestServer('pglite');
  });
  afterAll(async () => {
    await withPrices.close();
    await withoutPrices.close();
    await fake.close();
  });

  it('answers "none" without a provider, and asks no vendor', async () => {
    const user = await createTestUser(withoutPrices);
    const { data, error } = await user.client.functions.invoke('market-prices', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toEqual({ provider: 'none' });
  });

  it('refuses callers who are not signed in', async () => {
    const { error } = await withPrices.client().functions.invoke('market-prices', { method: 'GET' });
    expect((error as { context?: Response }).context?.status).toBe(401);
  });

  it('serves the vendor prices to signed-in users, one vendor request for many callers', async () => {
    const [ann, bob] = [await createTestUser(withPrices), await createTestUser(withPrices)];
    const answers = await Promise.all(
      [ann, bob, ann].map((user) => user.client.functions.invoke('market-prices', { method: 'GET' })),
    );
    for (const { data, error } of answers) {
      expect(error).toBeNull();
      expect(data.provider).toBe('coingecko');
      expect(data.quotes.map((quote: { token: string }) => quote.token)).toEqual(['BTC', 'ETH', 'ADA', 'SOL']);
    }
    expect(fake.requests).toHaveLength(1);
  });
});

describe('market-prices function when the vendor fails', () => {
  let fake: FakeCoinGeckoServer;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeCoinGeckoServer({ kind: 'status', status: 429 });
    server = await startTestServer('pglite', { MARKET_DATA_PROVIDER: 'coingecko', MARKET_DATA_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('answers 503 with a plain message and Retry-After, and does not ask again within the cache time', async () => {
    const user = await createTestUser(server);
    for (let i = 0; i < 2; i++) {
      const { error } = await user.client.functions.invoke('market-prices', { method: 'GET' });
      const response = (error as { context: Response }).context;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({
        error: 'Prices are unavailable right now. The community mood is still shown.',
        reason: 'rate-limited',
      });
    }
    expect(fake.requests).toHaveLength(1);
  });
});
