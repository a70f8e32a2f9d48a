import { createMiddleware } from 'hono/factory';
import type { JWTPayload } from 'jose';
import { bearerToken } from '../auth/access-token';
import type { TokenVerifier } from './verified-tokens';

export interface AuthenticatedUser {
  id: string;
  sessionId: string | undefined;
  aal: string | undefined;
}

export type RequireUserEnv = { Variables: { user: AuthenticatedUser } };

/**
 * For edge functions: lets a request through only with a valid access token of a signed-in
 * user (role authenticated); the anon key or a bad token gets 401 with `{ error }`. It uses the
 * gateway's verifier, which has usually just verified the same token as the apikey check.
 */
export function requireUser(tokens: TokenVerifier) {
  return createMiddleware<RequireUserEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) return c.json({ error: 'Please sign in to talk with Thera.' }, 401);
    let claims: JWTPayload;
    try {
      claims = await tokens.verify(token);
    } catch {
      return c.json({ error: 'Your session has expired. Please sign in again.' }, 401);
    }
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
      return c.json({ error: 'Please sign in to talk with Thera.' }, 401);
    }
    c.set('user', {
      id: claims.sub,
      sessionId: typeof claims.session_id === 'string' ? claims.session_id : undefined,
      aal: typeof claims.aal === 'string' ? claims.aal : undefined,
    });
    await next();
  });
}
