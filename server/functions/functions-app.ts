import { Hono } from 'hono';
import type { AppContext } from '../context';
import { createTokenVerifier, type TokenVerifier } from '../http/verified-tokens';
import { createDeleteAccountApp } from './account/delete-account-app';
import { createExportMyDataApp } from './account/export-my-data-app';
import { createChatWithAiApp } from './chat-with-ai/chat-with-ai-app';
import { createMarketPricesApp } from './market-prices/market-prices-app';

/**
 * /functions/v1/:name: edge-function routing. Each function is a sub-app mounted at its name;
 * any other name is a 404 in the functions' `{ error }` shape (supabase-js reads it from
 * `error.context`).
 */
export function createFunctionsApp(ctx: AppContext, tokens: TokenVerifier = createTokenVerifier(ctx.keys)) {
  const app = new Hono();
  app.route('/chat-with-ai', createChatWithAiApp(ctx, { tokens }));
  app.route('/export-my-data', createExportMyDataApp(ctx, tokens));
  app.route('/delete-account', createDeleteAccountApp(ctx, tokens));
  app.route('/market-prices', createMarketPricesApp(ctx, tokens));
  app.all('*', (c) => c.json({ error: 'Function not found' }, 404));
  return app;
}
