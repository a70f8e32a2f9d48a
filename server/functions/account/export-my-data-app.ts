import { Hono, type Context } from 'hono';
import type { AppContext } from '../../context';
import { requireTwoStep } from '../../http/require-two-step';
import { requireUser, type RequireUserEnv } from '../../http/require-user';
import type { TokenVerifier } from '../../http/verified-tokens';
import { exportDocument } from './export-document';

/**
 * /functions/v1/export-my-data (GDPR Article 20): the caller's own data as one JSON document,
 * under their own token (and at aal2 once two-step is on). supabase-js's functions.invoke
 * sends POST; GET answers the same, for a plain link.
 */
export function createExportMyDataApp(ctx: AppContext, tokens: TokenVerifier) {
  const app = new Hono<RequireUserEnv>();
  app.use('*', requireUser(tokens), requireTwoStep(ctx));
  const handler = async (c: Context<RequireUserEnv>) => {
    const user = c.get('user');
    const document = await exportDocument(ctx.db, user.id);
    ctx.logger.info('data exported', { userId: user.id });
    return c.json(document);
  };
  app.post('/', handler);
  app.get('/', handler);
  return app;
}
