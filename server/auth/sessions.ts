import type { Context } from 'hono';
import { decodeJwt } from 'jose';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { AuthError } from './auth-errors';
import type { AccessTokenClaims } from './access-token';
import { bearerToken, verifyAccessToken } from './access-token';
import { issueRootRefreshToken } from './refresh-tokens';
import { loadUser, userJson } from './user-object';
import { requestOrigin } from '../http/request-origin';

/** The `iss` of tokens issued to this request: the auth URL the client called. */
export function issuerFor(c: Context, ctx: AppContext): string {
  return `${requestOrigin(c, ctx.config)}/auth/v1`;
}

export type AuthenticationMethod = 'password' | 'otp' | 'totp' | 'recovery';

/** Starts a session at aal1 for a user who just proved `method`, with its first refresh token. */
export async function startSession(tx: Queryable, userId: string, method: AuthenticationMethod) {
  const inserted = await tx.query<{ id: string }>(`insert into auth.sessions (user_id) values ($1) returning id`, [
    userId,
  ]);
  const sessionId = inserted.rows[0]!.id;
  await tx.query(`insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`, [
    sessionId,
    method,
  ]);
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
  const refreshToken = await issueRootRefreshToken(tx, userId, sessionId);
  return { sessionId, refreshToken };
}

/**
 * GoTrue's session object (§1.2): a fresh access token for the session's current aal and amr,
 * issued by `issuer` (the auth URL the client used: requestOrigin() + '/auth/v1').
 */
export async function sessionResponse(
  ctx: AppContext,
  issuer: string,
  userId: string,
  sessionId: string,
  refreshToken: string,
) {
  const user = await loadUser(ctx.db, userId);
  const session = await ctx.db.query<{ aal: 'aal1' | 'aal2' }>(`select aal from auth.sessions where id = $1`, [
    sessionId,
  ]);
  const aal = session.rows[0]?.aal;
  if (!user || !aal) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const amr = await ctx.db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const claims: Omit<AccessTokenClaims, 'iat' | 'exp'> = {
    iss: issuer,
    sub: userId,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.row.email,
    phone: '',
    app_metadata: user.row.raw_app_meta_data,
    user_metadata: user.row.raw_user_meta_data,
    aal,
    amr: amr.rows.map((row) => ({ method: row.method, timestamp: Number(row.timestamp) })),
    session_id: sessionId,
    is_anonymous: user.row.is_anonymous,
  };
  const expiresIn = ctx.config.auth.jwtExpirySeconds;
  const accessToken = await ctx.keys.sign(claims, expiresIn);
  return {
    access_token: accessToken,
    token_type: 'bearer' as const,
    expires_in: expiresIn,
    expires_at: decodeJwt(accessToken).exp!,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export interface AuthenticatedRequest {
  claims: AccessTokenClaims;
  userId: string;
  sessionId: string;
  /** The session's level now (it may have risen since the token was signed). */
  sessionAal: 'aal1' | 'aal2';
}

/** For /user, /logout and /factors: a valid access token whose session still exists. */
export async function authenticate(ctx: AppContext, authorization: string | undefined): Promise<AuthenticatedRequest> {
  const token = bearerToken(authorization);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyAccessToken(ctx, token);
  const session = await ctx.db.query<{ aal: 'aal1' | 'aal2' }>(
    `select aal from auth.sessions
      where id = $1 and user_id = $2 and (not_after is null or not_after > now())`,
    [claims.session_id, claims.sub],
  );
  const row = session.rows[0];
  if (!row) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { claims, userId: claims.sub, sessionId: claims.session_id, sessionAal: row.aal };
}
