import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { clientIp } from '../http/client-ip';
import { requestOrigin } from '../http/request-origin';
import type { Mailer } from '../mail/mailer';
import { AuthError } from './auth-errors';
import { requestEmailChange } from './email-change';
import type { MailAddressLimit } from './mail-address-limit';
import { safeRedirect } from './redirects';
import { assertPasswordAcceptable, type PasswordHashing } from './passwords';
import type { AuthRateLimits } from './rate-limits';
import { readJsonBody } from './request-body';
import { authenticate } from './sessions';
import { loadUser, userJson } from './user-object';
import { assertUserMetadataFits } from './user-metadata-limit';

const updateUserBody = z.looseObject({
  email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  password: z.string({ error: 'password: must be text' }).optional(),
  current_password: z.string({ error: 'current_password: must be text' }).optional(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/** What PUT /user needs to mail an email change's two links. */
export interface EmailChangeMail {
  mailAddressLimit: MailAddressLimit;
  mailer: () => Mailer | undefined;
}

/** GET /user (the bare User object) and PUT /user (metadata, password, email). */
export function createUserRoute(
  ctx: AppContext,
  rateLimits: AuthRateLimits,
  emailChangeMail: EmailChangeMail,
  passwords: PasswordHashing,
) {
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
    const current = await ctx.db.query<{
      email: string;
      encrypted_password: string;
      metadata: Record<string, unknown>;
    }>(`select email, encrypted_password, raw_user_meta_data as metadata from auth.users where id = $1`, [auth.userId]);
    const row = current.rows[0];
    if (!row) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
    const emailChange = body.email !== undefined && body.email !== row.email ? body.email : undefined;
    if (emailChange !== undefined || (body.password !== undefined && body.password !== '')) {
      // GoTrue: with a verified factor, the password alone may not change what signs in.
      const mfa = await ctx.db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [
        auth.userId,
      ]);
      if (mfa.rows.length > 0 && auth.sessionAal !== 'aal2') {
        throw new AuthError(
          401,
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        );
      }
    }
    // Counted before anything is saved, so a 429 leaves the account as it was.
    if (emailChange !== undefined) await emailChangeMail.mailAddressLimit.consume('email_change', row.email);

    // GoTrue merges top-level keys; a key set to null is removed.
    const metadata = body.data ? mergedMetadata(row.metadata, body.data) : undefined;
    if (metadata) assertUserMetadataFits(metadata);

    let newPasswordHash: string | undefined;
    if (body.password !== undefined) {
      assertPasswordAcceptable(body.password);
      // GoTrue's UpdatePasswordRequireCurrentPassword, which we turn on: a session left open on a
      // shared computer cannot lock its owner out. A recovery link's session is the exception.
      if (!auth.claims.amr.some((entry) => entry.method === 'recovery')) {
        if (!body.current_password) {
          throw new AuthError(400, 'current_password_required', 'Current password required when setting new password.');
        }
        if (!(await passwords.matches(row.encrypted_password, body.current_password))) {
          throw new AuthError(400, 'current_password_mismatch', 'Current password required when setting new password.');
        }
      }
      if (await passwords.matches(row.encrypted_password, body.password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      newPasswordHash = await passwords.hash(body.password);
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
        // A new password ends every other session and voids every mailed link, as GoTrue does.
        await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [auth.userId, auth.sessionId]);
        await tx.query(
          `update auth.users
              set confirmation_token = null, recovery_token = null, email_change_token_current = null,
                  email_change_token_new = null
            where id = $1`,
          [auth.userId],
        );
      }
    });
    if (newPasswordHash) ctx.logger.info('password changed', { userId: auth.userId });
    if (emailChange !== undefined) {
      await requestEmailChange(ctx, emailChangeMail.mailer(), {
        userId: auth.userId,
        currentEmail: row.email,
        newEmail: emailChange,
        redirectTo: safeRedirect(ctx.config, requestOrigin(c, ctx.config), c.req.query('redirect_to')),
      });
    }
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
