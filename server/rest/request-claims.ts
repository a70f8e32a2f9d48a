import { errors as joseErrors } from 'jose';
import { bearerToken } from '../auth/access-token';
import type { TokenVerifier } from '../http/verified-tokens';
import { RestError, restError } from './rest-errors';

export type DatabaseRole = 'anon' | 'authenticated';

export interface RequestIdentity {
  role: DatabaseRole;
  /** The verified JWT claims (role always present), as `request.jwt.claims` sees them. */
  claims: Record<string, unknown>;
}

const ANON: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };
const ALLOWED_ROLES = new Set<string>(['anon', 'authenticated']);

/**
 * PostgREST's rule: the Authorization bearer picks the database role; no bearer means anon.
 * Only roles this server issues are accepted, so a token can never switch to another role.
 */
export async function identifyRequest(
  tokens: TokenVerifier,
  authorization: string | undefined,
): Promise<RequestIdentity> {
  if (!authorization) return ANON;
  const token = bearerToken(authorization);
  if (!token) {
    throw restError(401, 'PGRST301', 'Authorization header must be of the form "Bearer <token>"');
  }
  let claims: Record<string, unknown>;
  try {
    claims = await tokens.verify(token);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new RestError(
        401,
        { code: 'PGRST303', message: 'JWT expired', details: null, hint: null },
        { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"' },
      );
    }
    throw restError(401, 'PGRST301', 'JWT could not be verified', null, 'Sign in again to get a new access token.');
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!ALLOWED_ROLES.has(role)) {
    throw restError(401, 'PGRST301', 'JWT role is not allowed on this server');
  }
  return { role: role as DatabaseRole, claims: { ...claims, role } };
}
