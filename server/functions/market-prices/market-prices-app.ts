import { Hono, type Context } from 'hono';
import type { AppContext } from '../../context';
import { requireUser, type RequireUserEnv } from '../../http/require-user';
import type { TokenVerifier } from '../../http/verified-tokens';
import { MarketDataUnavailable } from '../../market/market-data-provider';
import { marketDataFromConfig } from '../../market/market-data-from-config';

/**
 * /functions/v1/market-prices: the 24 h price change per token from the configured provider,
 * fetched and cached by this server (docs/decisions/0018-market-prices-through-our-server.md).
 * Signed-in users only, so the server is no open relay to the vendor. GET or POST (functions.invoke).
 */
export function createMarketPricesApp(ctx: AppContext, tokens: TokenVerifier) {
  const market = marketDataFromConfig(ctx.config.market);
  const app = new Hono<RequireUserEnv>();
  app.use('*', requireUser(tokens));
  const handler = async (c: Context<RequireUserEnv>) => {
    try {
      return c.json(await market.latest());
    } catch (error) {
      if (!(error instanceof MarketDataUnavailable)) throw error;
      ctx.logger.warn('market prices unavailable', { reason: error.reason });
      c.header('Retry-After', '60');
      return c.json(
        { error: 'Prices are unavailable right now. The community mood is still shown.', reason: error.reason },
        503,
      );
    }
  };
  app.get('/', handler);
  app.post('/', handler);
  return app;
}
