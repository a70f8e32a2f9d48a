import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../context';

export interface AuthenticatedUser {
  id: string;
  sessionId: string | undefined;
  aal: string | undefined;
}

export type RequireUserEnv = { Variables: { user: AuthenticatedUser } };

/**
 * For edge functions: lets a request through only with a valid access token of a signed-in
 * user (role authenticated); the anon key or a bad token gets 401 with `{ error }`.
 */
export function requireUser(ctx: AppContext) {
  return createMiddleware<RequireUserEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) return c.json({ error: 'Please sign in to talk with Thera.' }, 401);
    let claims: { sub?: unknown; role?: unknown; session_id?: unknown; aal?: unknown };
    try {
      claims = await ctx.keys.verify(token);
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
