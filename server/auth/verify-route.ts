import { Hono } from 'hono';
import type { AppContext } from '../context';
import { CONFIRMATION_LIFETIME_SECONDS } from './email-confirmation';
import { tokenDigest } from './refresh-tokens';
import { safeRedirect } from './redirects';
import { requestOrigin } from '../http/request-origin';
import { issuerFor, sessionResponse, startSession } from './sessions';

/**
 * GET /verify?token=…&type=signup&redirect_to=…: the link in the confirmation email. Like GoTrue
 * it confirms, signs the user in and redirects with the session in the URL fragment (which
 * browsers never send to a server), or with the error there.
 */
export function createVerifyRoute(ctx: AppContext) {
  return new Hono().get('/verify', async (c) => {
    const redirectTo = safeRedirect(ctx.config, requestOrigin(c, ctx.config), c.req.query('redirect_to'));
    const token = c.req.query('token');
    const type = c.req.query('type');
    const redirectWithError = () =>
      c.redirect(
        `${redirectTo}#${new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        })}`,
        303,
      );
    if (!token || token.length > 512 || (type !== 'signup' && type !== 'email')) return redirectWithError();

    const confirmed = await ctx.db.transaction(async (tx) => {
      const updated = await tx.query<{ id: string }>(
        `update auth.users
            set email_confirmed_at = now(), confirmation_token = null, updated_at = now(),
                raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb
          where confirmation_token = $1
            and confirmation_sent_at > now() - make_interval(secs => $2)
          returning id`,
        [tokenDigest(token), CONFIRMATION_LIFETIME_SECONDS],
      );
      const userId = updated.rows[0]?.id;
      if (!userId) return undefined;
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = $1`,
        [userId],
      );
      return { userId, ...(await startSession(tx, userId, 'otp')) };
    });
    if (!confirmed) {
      ctx.logger.info('email confirmation refused', { reason: 'invalid or expired link' });
      return redirectWithError();
    }
    ctx.logger.info('email confirmed', { userId: confirmed.userId });
    const session = await sessionResponse(ctx, issuerFor(c, ctx), confirmed.userId, confirmed.sessionId, confirmed.refreshToken);
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: 'signup',
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  });
}
