import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../context';
import type { RequireUserEnv } from './require-user';

/** The `{ error, code }` a function answers to a password-only session of a two-step user. */
export const TWO_STEP_REQUIRED = {
  error: 'Two-step verification is on for this account. Enter the code from your authenticator app to continue.',
  code: 'insufficient_aal',
} as const;

export async function hasVerifiedFactor(ctx: Pick<AppContext, 'db'>, userId: string): Promise<boolean> {
  const found = await ctx.db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [
    userId,
  ]);
  return found.rows.length > 0;
}

/**
 * For edge functions, after requireUser: a user with a verified factor must come with an aal2
 * token, as the data tables demand (docs/decisions/0012-two-step-on-data.md). 403 with
 * `code: insufficient_aal`, which the web app answers by asking for the code.
 */
export function requireTwoStep(ctx: Pick<AppContext, 'db'>) {
  return createMiddleware<RequireUserEnv>(async (c, next) => {
    const user = c.get('user');
    if (user.aal !== 'aal2' && (await hasVerifiedFactor(ctx, user.id))) return c.json(TWO_STEP_REQUIRED, 403);
    await next();
  });
}
