import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AuthError } from './auth-errors';
import { clientIp } from '../http/client-ip';
import type { AuthRateLimits } from './rate-limits';
import { issueRootRefreshToken } from './refresh-tokens';
import { readJsonBody } from './request-body';
import { authenticate, issuerFor, sessionResponse } from './sessions';
import { requestOrigin } from '../http/request-origin';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from './totp';

const MAX_FACTORS = 10;
const CHALLENGE_LIFETIME_SECONDS = 300;

const enrolBody = z.looseObject({
  factor_type: z.enum(['totp', 'phone', 'webauthn'], { error: 'factor_type must be totp' }),
  friendly_name: z.string().trim().max(120).optional(),
  issuer: z.string().trim().min(1).max(120).optional(),
});

const verifyBody = z.looseObject({
  challenge_id: z.uuid({ error: 'challenge_id must be a challenge id' }),
  code: z.string({ error: 'code must be text' }).max(20),
});

const factorIdParam = z.uuid();

interface FactorRow {
  id: string;
  status: 'verified' | 'unverified';
  secret: string;
  last_used_totp_step: number | string | bigint | null;
}

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

/** /factors: enrol TOTP, challenge, verify (raises the session to aal2), unenrol. */
export function createFactorsRoutes(ctx: AppContext, rateLimits: AuthRateLimits) {
  const app = new Hono();

  async function findFactor(userId: string, rawId: string) {
    const id = factorIdParam.safeParse(rawId);
    if (!id.success) throw factorNotFound();
    const found = await ctx.db.query<FactorRow>(
      `select id, status, secret, last_used_totp_step from auth.mfa_factors where id = $1 and user_id = $2`,
      [id.data, userId],
    );
    const factor = found.rows[0];
    if (!factor) throw factorNotFound();
    return factor;
  }

  app.post('/factors', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    const body = await readJsonBody(c, enrolBody);
    if (body.factor_type === 'phone') {
      throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    }
    if (body.factor_type === 'webauthn') {
      throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    }
    const factors = await ctx.db.query<{ friendly_name: string | null; status: string }>(
      `select friendly_name, status from auth.mfa_factors where user_id = $1`,
      [auth.userId],
    );
    if (factors.rows.some((f) => f.status === 'verified') && auth.sessionAal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    if (factors.rows.length >= MAX_FACTORS) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of enrolled factors reached, unenroll to continue',
      );
    }
    const friendlyName = body.friendly_name || null;
    if (friendlyName && factors.rows.some((f) => f.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const secret = newTotpSecret();
    const inserted = await ctx.db.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret) values ($1, $2, 'totp', $3) returning id`,
      [auth.userId, friendlyName, secret],
    );
    const issuer = body.issuer ?? new URL(requestOrigin(c, ctx.config)).host;
    ctx.logger.info('mfa factor enrolled', { userId: auth.userId });
    return c.json({
      id: inserted.rows[0]!.id,
      type: 'totp',
      friendly_name: friendlyName ?? '',
      totp: await totpEnrolment(secret, issuer, auth.claims.email),
    });
  });

  app.post('/factors/:id/challenge', async (c) => {
    await rateLimits.consume('mfa', clientIp(c, ctx.config.trustedProxyHops));
    const auth = await authenticate(ctx, c.req.header('authorization'));
    const factor = await findFactor(auth.userId, c.req.param('id'));
    const created = await ctx.db.transaction(async (tx) => {
      await tx.query(`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`, [
        factor.id,
      ]);
      return tx.query<{ id: string; expires_at: number }>(
        `insert into auth.mfa_challenges (factor_id) values ($1)
         returning id, floor(extract(epoch from created_at))::int + $2::int as expires_at`,
        [factor.id, CHALLENGE_LIFETIME_SECONDS],
      );
    });
    const challenge = created.rows[0]!;
    return c.json({ id: challenge.id, type: 'totp', expires_at: Number(challenge.expires_at) });
  });

  app.post('/factors/:id/verify', async (c) => {
    await rateLimits.consume('mfa', clientIp(c, ctx.config.trustedProxyHops));
    const auth = await authenticate(ctx, c.req.header('authorization'));
    const factor = await findFactor(auth.userId, c.req.param('id'));
    const body = await readJsonBody(c, verifyBody);
    const found = await ctx.db.query<{ expired: boolean }>(
      `select created_at <= now() - make_interval(secs => $3) as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2 and verified_at is null`,
      [body.challenge_id, factor.id, CHALLENGE_LIFETIME_SECONDS],
    );
    const challenge = found.rows[0];
    if (!challenge) {
      throw new AuthError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (challenge.expired) {
      await ctx.db.query(`delete from auth.mfa_challenges where id = $1`, [body.challenge_id]);
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${body.challenge_id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const lastStep = factor.last_used_totp_step === null ? null : Number(factor.last_used_totp_step);
    const step = await acceptedTotpStep(factor.secret, body.code, lastStep);
    const invalidCode = () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    if (step === undefined) {
      ctx.logger.info('mfa verification refused', { userId: auth.userId });
      throw invalidCode();
    }

    const refreshToken = await ctx.db.transaction(async (tx) => {
      // Both updates are conditional, so two requests racing with one code cannot both win.
      const usedChallenge = await tx.query(
        `update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null`,
        [body.challenge_id],
      );
      const usedStep = await tx.query(
        `update auth.mfa_factors set status = 'verified', last_used_totp_step = $2, updated_at = now()
          where id = $1 and (last_used_totp_step is null or last_used_totp_step < $2)`,
        [factor.id, step],
      );
      if (usedChallenge.affectedRows !== 1 || usedStep.affectedRows !== 1) return undefined;
      await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
        auth.sessionId,
        factor.id,
      ]);
      await tx.query(
        `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
         on conflict (session_id, authentication_method) do update set updated_at = now()`,
        [auth.sessionId],
      );
      // docs/product-behaviour.md: verifying ends the user's other sessions that are still at aal1.
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [
        auth.userId,
        auth.sessionId,
      ]);
      // The aal1 refresh tokens of this session are replaced by one that refreshes at aal2.
      await tx.query(`delete from auth.refresh_tokens where session_id = $1`, [auth.sessionId]);
      return issueRootRefreshToken(tx, auth.userId, auth.sessionId);
    });
    if (!refreshToken) throw invalidCode();
    ctx.logger.info('mfa verification succeeded', { userId: auth.userId, sessionId: auth.sessionId });
    return c.json(await sessionResponse(ctx, issuerFor(c, ctx), auth.userId, auth.sessionId, refreshToken));
  });

  app.delete('/factors/:id', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    const factor = await findFactor(auth.userId, c.req.param('id'));
    if (factor.status === 'verified' && auth.sessionAal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await ctx.db.transaction(async (tx) => {
      // Sessions that reached aal2 with this factor fall back to aal1 (GoTrue's downgrade).
      await tx.query(
        `delete from auth.mfa_amr_claims where authentication_method = 'totp'
           and session_id in (select id from auth.sessions where factor_id = $1)`,
        [factor.id],
      );
      await tx.query(
        `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
        [factor.id],
      );
      await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
    });
    ctx.logger.info('mfa factor removed', { userId: auth.userId });
    return c.json({ id: factor.id });
  });

  return app;
}
