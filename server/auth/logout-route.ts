import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { hasVerifiedFactor } from '../http/require-two-step';
import { AuthError, validationFailed } from './auth-errors';
import { authenticate } from './sessions';

const scopeSchema = z.enum(['global', 'local', 'others']).default('global');

/**
 * POST /logout?scope=global|local|others: ends sessions server-side (their refresh tokens go too).
 *
 * Two-step means two-step (docs/decisions/0012): for a user with a verified factor, a
 * password-only (aal1) session may not end the sessions that proved the second factor.
 * `others` is refused with 422, a status supabase-js reports (it ignores 401, 403 and 404 on
 * sign-out); `global`, which every sign-out button sends, ends only the caller's own session.
 */
export function createLogoutRoute(ctx: AppContext) {
  return new Hono().post('/logout', async (c) => {
    const scope = scopeSchema.safeParse(c.req.query('scope') || undefined);
    if (!scope.success) throw validationFailed('Unsupported logout scope: use global, local or others.');
    const auth = await authenticate(ctx, c.req.header('authorization'));
    let effective = scope.data;
    if (effective !== 'local' && auth.sessionAal !== 'aal2') {
      if (await hasVerifiedFactor(ctx, auth.userId)) {
        if (effective === 'others') {
          throw new AuthError(
            422,
            'insufficient_aal',
            'AAL2 session is required to sign out other sessions when MFA is enabled.',
          );
        }
        effective = 'local';
      }
    }
    if (effective === 'local') {
      await ctx.db.query(`delete from auth.sessions where id = $1`, [auth.sessionId]);
    } else if (effective === 'others') {
      await ctx.db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [auth.userId, auth.sessionId]);
    } else {
      await ctx.db.query(`delete from auth.sessions where user_id = $1`, [auth.userId]);
    }
    ctx.logger.info('signed out', { userId: auth.userId, scope: effective });
    return c.body(null, 204);
  });
}
