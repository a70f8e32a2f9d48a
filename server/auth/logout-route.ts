import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { validationFailed } from './auth-errors';
import { authenticate } from './sessions';

const scopeSchema = z.enum(['global', 'local', 'others']).default('global');

/** POST /logout?scope=global|local|others: ends sessions server-side (their refresh tokens go too). */
export function createLogoutRoute(ctx: AppContext) {
  return new Hono().post('/logout', async (c) => {
    const scope = scopeSchema.safeParse(c.req.query('scope') || undefined);
    if (!scope.success) throw validationFailed('Unsupported logout scope: use global, local or others.');
    const auth = await authenticate(ctx, c.req.header('authorization'));
    if (scope.data === 'local') {
      await ctx.db.query(`delete from auth.sessions where id = $1`, [auth.sessionId]);
    } else if (scope.data === 'others') {
      await ctx.db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [auth.userId, auth.sessionId]);
    } else {
      await ctx.db.query(`delete from auth.sessions where user_id = $1`, [auth.userId]);
    }
    ctx.logger.info('signed out', { userId: auth.userId, scope: scope.data });
    return c.body(null, 204);
  });
}
