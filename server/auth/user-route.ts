import { verify } from '@node-rs/argon2';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { clientIp } from '../http/client-ip';
import { AuthError, validationFailed } from './auth-errors';
import { assertPasswordAcceptable, hashPassword } from './passwords';
import type { AuthRateLimits } from './rate-limits';
import { readJsonBody } from './request-body';
import { authenticate } from './sessions';
import { loadUser, userJson } from './user-object';
import { assertUserMetadataFits } from './user-metadata-limit';

const updateUserBody = z.looseObject({
  email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  password: z.string({ error: 'password: must be text' }).optional(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/** GET /user (the bare User object) and PUT /user (metadata and password). */
export function createUserRoute(ctx: AppContext, rateLimits: AuthRateLimits) {
  const app = new Hono();

  app.get('/user', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    const user = await loadUser(ctx.db, auth.userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
    return c.json(userJson(user));
  });

  app.put('/user', async (c) => {
    await rateLimits.consume('userUpdate', clientIp(c, ctx.config.trustedProxyHops));
    const auth = await authenticate(ctx, c.req.header('authorization'));
    const body = await readJsonBody(c, updateUserBody);
    const current = await ctx.db.query<{ email: string; encrypted_password: string; metadata: Record<string, unknown> }>(
      `select email, encrypted_password, raw_user_meta_data as metadata from auth.users where id = $1`,
      [auth.userId],
    );
    const row = current.rows[0];
    if (!row) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (body.email !== undefined && body.email !== row.email) {
      throw validationFailed('Changing the email address is not supported yet.');
    }

    // GoTrue merges top-level keys; a key set to null is removed.
    const metadata = body.data ? mergedMetadata(row.metadata, body.data) : undefined;
    if (metadata) assertUserMetadataFits(metadata);

    let newPasswordHash: string | undefined;
    if (body.password !== undefined) {
      assertPasswordAcceptable(body.password);
      const mfa = await ctx.db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [
        auth.userId,
      ]);
      if (mfa.rows.length > 0 && auth.sessionAal !== 'aal2') {
        throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
      }
      if (await verify(row.encrypted_password, body.password).catch(() => false)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      newPasswordHash = await hashPassword(body.password);
    }

    await ctx.db.transaction(async (tx) => {
      if (metadata) {
        await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
          auth.userId,
          JSON.stringify(metadata),
        ]);
      }
      if (newPasswordHash) {
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
          auth.userId,
          newPasswordHash,
        ]);
        // A new password ends every other session, as GoTrue does.
        await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [auth.userId, auth.sessionId]);
      }
    });
    if (newPasswordHash) ctx.logger.info('password changed', { userId: auth.userId });
    const user = await loadUser(ctx.db, auth.userId);
    return c.json(userJson(user!));
  });

  return app;
}

function mergedMetadata(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const metadata = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete metadata[key];
    else metadata[key] = value;
  }
  return metadata;
}
