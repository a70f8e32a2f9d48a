import type { JWTPayload } from 'jose';
import type { AppContext } from '../context';
import { AuthError } from './auth-errors';

/** The claims of our access tokens. */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

/**
 * Verifies a signed-in user's access token (signature, ES256, expiry, role) and returns its
 * claims; for any surface that needs the caller. It does not check that the session still exists:
 * /auth/v1 does that itself (see authenticate()).
 */
export async function verifyAccessToken(ctx: Pick<AppContext, 'keys'>, token: string): Promise<AccessTokenClaims> {
  let claims: JWTPayload;
  try {
    claims = await ctx.keys.verify(token);
  } catch (error) {
    const expired = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED';
    throw new AuthError(
      403,
      'bad_jwt',
      expired
        ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
        : 'invalid JWT: unable to parse or verify signature, token signature is invalid',
    );
  }
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub or session_id claim');
  }
  return claims as AccessTokenClaims;
}

/** The bearer token in an Authorization header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}
