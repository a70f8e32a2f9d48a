import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireTwoStep } from '../../http/require-two-step';
import { requireUser, type RequireUserEnv } from '../../http/require-user';
import type { TokenVerifier } from '../../http/verified-tokens';
import { quoteIdentifier, tablesWithUserRows } from './user-tables';

const CONFIRM_REQUIRED = 'To delete your account, send { "confirm": "DELETE" }.';

/**
 * /functions/v1/delete-account with `{ "confirm": "DELETE" }` (GDPR Article 17): every row of
 * the caller, every session and refresh token, and the auth user itself, in one transaction.
 * Anything else in the body is a 400, so no script deletes an account by accident.
 */
export function createDeleteAccountApp(ctx: AppContext, tokens: TokenVerifier) {
  return new Hono<RequireUserEnv>().post('/', requireUser(tokens), requireTwoStep(ctx), async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: CONFIRM_REQUIRED }, 400);
    }
    if (!body || typeof body !== 'object' || (body as { confirm?: unknown }).confirm !== 'DELETE') {
      return c.json({ error: CONFIRM_REQUIRED }, 400);
    }
    const user = c.get('user');
    await ctx.db.transaction(async (tx) => {
      // Rows of tables whose user_id has no cascading key to auth.users go first, explicitly;
      // the auth user's own delete then cascades to sessions, refresh tokens, factors and the rest.
      for (const table of await tablesWithUserRows(tx)) {
        await tx.query(`delete from public.${quoteIdentifier(table)} where user_id = $1`, [user.id]);
      }
      await tx.query(`delete from auth.users where id = $1`, [user.id]);
    });
    ctx.logger.info('account deleted', { userId: user.id });
    return c.json({ deleted: true });
  });
}
