import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Mailer } from '../mail/mailer';
import { AuthError } from './auth-errors';
import { clientIp } from '../http/client-ip';
import { issueConfirmationToken, sendConfirmationEmail } from './email-confirmation';
import { assertPasswordAcceptable, type PasswordHashing } from './passwords';
import type { AuthRateLimits } from './rate-limits';
import { safeRedirect } from './redirects';
import { requestOrigin } from '../http/request-origin';
import { readJsonBody } from './request-body';
import { issuerFor, sessionResponse, startSession } from './sessions';
import { loadUser, userJson } from './user-object';
import { assertUserMetadataFits } from './user-metadata-limit';
import { providerProbe, refuseUnofferedSignUp } from './unoffered-features';

const signUpBody = z.looseObject({
  email: z.string({ error: 'Please enter your email address.' }).trim().toLowerCase().pipe(z.email()),
  password: z.string({ error: 'Signup requires a valid password' }),
  data: z.record(z.string(), z.unknown()).nullish(),
});

interface SignUpDeps {
  rateLimits: AuthRateLimits;
  mailer: () => Mailer | undefined;
  passwords: PasswordHashing;
}

/** POST /signup: autoconfirm (no SMTP) answers a session; with confirmation, the bare user. */
export function createSignUpRoute(ctx: AppContext, deps: SignUpDeps) {
  return new Hono().post('/signup', async (c) => {
    await deps.rateLimits.consume('signInSignUp', clientIp(c, ctx.config.trustedProxyHops));
    refuseUnofferedSignUp(await readJsonBody(c, providerProbe));
    const body = await readJsonBody(c, signUpBody);
    assertPasswordAcceptable(body.password);
    const confirmationRequired = ctx.config.auth.emailConfirmation;
    const redirectTo = safeRedirect(ctx.config, requestOrigin(c, ctx.config), c.req.query('redirect_to'));
    const localPart = body.email.split('@')[0] ?? body.email;
    const data = body.data ?? {};
    const username =
      typeof data.username === 'string' && data.username.trim() !== '' ? data.username.trim() : localPart;
    // The new user's id is chosen here so the metadata that holds it is measured before hashing.
    const newUserId = randomUUID();
    const metadata = {
      ...data,
      username,
      sub: newUserId,
      email: body.email,
      email_verified: !confirmationRequired,
      phone_verified: false,
    };
    assertUserMetadataFits(metadata);
    const passwordHash = await deps.passwords.hash(body.password);

    const register = () =>
      ctx.db.transaction(async (tx) => {
        const existing = await tx.query<{ id: string; confirmed: boolean }>(
          `select id, email_confirmed_at is not null as confirmed from auth.users where email = $1 for update`,
          [body.email],
        );
        const found = existing.rows[0];
        if (found && !confirmationRequired) {
          throw new AuthError(422, 'user_already_exists', 'User already registered');
        }
        // With confirmation on, GoTrue does not reveal who has an account (see below).
        if (found?.confirmed) return { kind: 'already-confirmed' as const };
        if (found) {
          const token = await issueConfirmationToken(tx, found.id);
          return { kind: 'confirm' as const, userId: found.id, token };
        }
        const userId = newUserId;
        await tx.query(
          `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, $3, case when $4::boolean then null else now() end, $5::jsonb, $6::jsonb)`,
          [
            userId,
            body.email,
            passwordHash,
            confirmationRequired,
            JSON.stringify({ provider: 'email', providers: ['email'] }),
            JSON.stringify(metadata),
          ],
        );
        await tx.query(
          `insert into auth.identities (user_id, provider, provider_id, identity_data) values ($1::uuid, 'email', $1::text, $2::jsonb)`,
          [
            userId,
            JSON.stringify({
              sub: userId,
              email: body.email,
              email_verified: !confirmationRequired,
              phone_verified: false,
            }),
          ],
        );
        if (confirmationRequired) {
          const token = await issueConfirmationToken(tx, userId);
          return { kind: 'confirm' as const, userId, token };
        }
        const session = await startSession(tx, userId, 'password');
        return { kind: 'signed-in' as const, userId, ...session };
      });
    // Concurrent sign-ups of one new email on PostgreSQL can all find no user; the unique index
    // lets one insert win. A loser runs again, finds that account and answers as any repeat does.
    const outcome = await register().catch((error: unknown) =>
      isEmailTaken(error) ? register() : Promise.reject(error),
    );

    if (outcome.kind === 'signed-in') {
      ctx.logger.info('sign-up succeeded', { userId: outcome.userId, confirmation: 'not required' });
      return c.json(
        await sessionResponse(ctx, issuerFor(c, ctx), outcome.userId, outcome.sessionId, outcome.refreshToken),
      );
    }
    if (outcome.kind === 'already-confirmed') {
      // GoTrue answers an obfuscated user with no identities, so sign-up cannot probe for accounts.
      const now = new Date().toISOString();
      return c.json({
        id: randomUUID(),
        aud: 'authenticated',
        role: 'authenticated',
        email: body.email,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      });
    }
    await sendConfirmationEmail(ctx, deps.mailer(), {
      userId: outcome.userId,
      email: body.email,
      token: outcome.token,
      redirectTo,
    });
    ctx.logger.info('sign-up succeeded', { userId: outcome.userId, confirmation: 'sent' });
    const user = await loadUser(ctx.db, outcome.userId);
    return c.json(userJson(user!));
  });
}

/** PostgreSQL's answer to the second insert of one email (users_email_key), once the first committed. */
function isEmailTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'users_email_key';
}
