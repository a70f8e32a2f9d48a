import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { requestOrigin } from '../http/request-origin';
import { AuthError, validationFailed } from './auth-errors';
import { CONFIRMATION_LIFETIME_SECONDS } from './email-confirmation';
import { followEmailChangeLink, ONE_OF_TWO_ACCEPTED } from './email-change';
import { safeRedirect } from './redirects';
import { tokenDigest } from './refresh-tokens';
import { readJsonBody } from './request-body';
import { issuerFor, sessionResponse, startSession } from './sessions';

/** The link types we mail; `email` is GoTrue's older name for a signup link. */
const LINK_TYPES = ['signup', 'email', 'recovery', 'email_change'] as const;
type LinkType = (typeof LINK_TYPES)[number];

const MAX_TOKEN_LENGTH = 512;
const linkExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

type Followed = { kind: 'signed-in'; userId: string; sessionId: string; refreshToken: string } | { kind: 'one-of-two' };

/** Follows one single-use mailed link inside `tx`; an unknown, used or expired one throws otp_expired. */
async function followLink(tx: Queryable, type: LinkType, token: string): Promise<Followed> {
  if (type === 'email_change') {
    const outcome = await followEmailChangeLink(tx, token);
    if (outcome.kind === 'invalid') throw linkExpired();
    if (outcome.kind === 'one-of-two') return outcome;
    return { kind: 'signed-in', userId: outcome.userId, ...(await startSession(tx, outcome.userId, 'otp')) };
  }
  if (type === 'recovery') {
    // Following a recovery link also proves the address, as in GoTrue's recoverVerify.
    const updated = await tx.query<{ id: string }>(
      `update auth.users
          set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
        returning id`,
      [tokenDigest(token), CONFIRMATION_LIFETIME_SECONDS],
    );
    const userId = updated.rows[0]?.id;
    if (!userId) throw linkExpired();
    // amr "recovery" (GoTrue's Session.IsRecovery) lets PUT /user set a password without the old one.
    return { kind: 'signed-in', userId, ...(await startSession(tx, userId, 'recovery')) };
  }
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
  if (!userId) throw linkExpired();
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = $1`,
    [userId],
  );
  return { kind: 'signed-in', userId, ...(await startSession(tx, userId, 'otp')) };
}

const verifyPostBody = z.looseObject({
  type: z.string({ error: 'Verify requires a verification type' }).min(1, 'Verify requires a verification type'),
  token: z.string().optional(),
  token_hash: z.string().optional(),
  email: z.string().optional(),
});

/**
 * GET /verify?token=…&type=…&redirect_to=…: the link in every auth mail (signup, recovery,
 * email_change). Like GoTrue it signs the user in and redirects with the session in the URL
 * fragment (which browsers never send to a server), or with the error there.
 * POST /verify {type, token_hash}: the same for supabase-js's verifyOtp, answered as JSON.
 */
export function createVerifyRoute(ctx: AppContext) {
  const app = new Hono();

  app.get('/verify', async (c) => {
    const redirectTo = safeRedirect(ctx.config, requestOrigin(c, ctx.config), c.req.query('redirect_to'));
    const token = c.req.query('token');
    const type = c.req.query('type') as LinkType;
    const fragmentRedirect = (fields: Record<string, string>) =>
      c.redirect(`${redirectTo}#${new URLSearchParams({ ...fields, sb: '' })}`, 303);
    let followed: Followed;
    try {
      if (!token || token.length > MAX_TOKEN_LENGTH || !LINK_TYPES.includes(type)) throw linkExpired();
      followed = await ctx.db.transaction((tx) => followLink(tx, type, token));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      ctx.logger.info('email link refused', { type: LINK_TYPES.includes(type) ? type : 'unknown', reason: error.code });
      return fragmentRedirect({ error: 'access_denied', error_code: error.code, error_description: error.message });
    }
    if (followed.kind === 'one-of-two') return fragmentRedirect({ message: ONE_OF_TWO_ACCEPTED });
    ctx.logger.info('email link followed', { userId: followed.userId, type });
    const session = await sessionResponse(
      ctx,
      issuerFor(c, ctx),
      followed.userId,
      followed.sessionId,
      followed.refreshToken,
    );
    return fragmentRedirect({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    });
  });

  app.post('/verify', async (c) => {
    const body = await readJsonBody(c, verifyPostBody);
    const type = body.type as LinkType;
    if (!LINK_TYPES.includes(type)) throw validationFailed('Unsupported verification type');
    if (!body.token_hash === !body.token) throw validationFailed('Verify requires either a token or a token hash');
    // We mail links, never six-digit codes, so an emailed code can never match.
    if (body.token !== undefined || body.token_hash!.length > MAX_TOKEN_LENGTH) throw linkExpired();
    const followed = await ctx.db.transaction((tx) => followLink(tx, type, body.token_hash!));
    if (followed.kind === 'one-of-two') return c.json({ msg: ONE_OF_TWO_ACCEPTED, code: '200' });
    ctx.logger.info('email link followed', { userId: followed.userId, type });
    return c.json(
      await sessionResponse(ctx, issuerFor(c, ctx), followed.userId, followed.sessionId, followed.refreshToken),
    );
  });

  return app;
}
