import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AuthError } from './auth-errors';
import { clientIp } from '../http/client-ip';
import type { PasswordHashing } from './passwords';
import type { AuthRateLimits } from './rate-limits';
import { rotateRefreshToken } from './refresh-tokens';
import { readJsonBody } from './request-body';
import { issuerFor, sessionResponse, startSession } from './sessions';
import { providerProbe, refuseUnofferedGrant, refuseUnofferedPasswordSignIn } from './unoffered-features';

const passwordGrantBody = z.looseObject({
  email: z.string({ error: 'Please enter your email address.' }).trim().toLowerCase().pipe(z.email()),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.'),
});

const refreshGrantBody = z.looseObject({
  refresh_token: z.string({ error: 'Refresh token is not valid' }).min(1, 'Refresh token is not valid').max(512),
});

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

/** POST /token?grant_type=password|refresh_token */
export function createTokenRoute(ctx: AppContext, rateLimits: AuthRateLimits, passwords: PasswordHashing) {
  return new Hono().post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') {
      await rateLimits.consume('signInSignUp', clientIp(c, ctx.config.trustedProxyHops));
      refuseUnofferedPasswordSignIn(await readJsonBody(c, providerProbe));
      const body = await readJsonBody(c, passwordGrantBody);
      const found = await ctx.db.query<{ id: string; encrypted_password: string; confirmed: boolean }>(
        `select id, encrypted_password, email_confirmed_at is not null as confirmed from auth.users where email = $1`,
        [body.email],
      );
      const user = found.rows[0];
      if (!(await passwords.matches(user?.encrypted_password, body.password)) || !user) {
        ctx.logger.info('sign-in refused', { userId: user?.id ?? null, reason: 'invalid credentials' });
        throw invalidCredentials();
      }
      if (!user.confirmed) {
        ctx.logger.info('sign-in refused', { userId: user.id, reason: 'email not confirmed' });
        throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      }
      const session = await ctx.db.transaction((tx) => startSession(tx, user.id, 'password'));
      ctx.logger.info('sign-in succeeded', { userId: user.id, sessionId: session.sessionId });
      return c.json(await sessionResponse(ctx, issuerFor(c, ctx), user.id, session.sessionId, session.refreshToken));
    }
    if (grantType === 'refresh_token') {
      await rateLimits.consume('tokenRefresh', clientIp(c, ctx.config.trustedProxyHops));
      const body = await readJsonBody(c, refreshGrantBody);
      const rotated = await rotateRefreshToken(ctx.db, body.refresh_token);
      return c.json(
        await sessionResponse(ctx, issuerFor(c, ctx), rotated.userId, rotated.sessionId, rotated.refreshToken),
      );
    }
    refuseUnofferedGrant(grantType);
  });
}
