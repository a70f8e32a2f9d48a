import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { clientIp } from '../http/client-ip';
import { requestOrigin } from '../http/request-origin';
import type { Mailer } from '../mail/mailer';
import { AuthError, validationFailed } from './auth-errors';
import { sendAuthMail, verifyLink } from './auth-mail';
import type { MailAddressLimit } from './mail-address-limit';
import type { AuthRateLimits } from './rate-limits';
import { safeRedirect } from './redirects';
import { newOpaqueToken, tokenDigest } from './refresh-tokens';
import { readJsonBody } from './request-body';

const recoverBody = z.looseObject({ email: z.string().trim().toLowerCase().optional() });

interface RecoverDeps {
  rateLimits: AuthRateLimits;
  mailAddressLimit: MailAddressLimit;
  mailer: () => Mailer | undefined;
}

/**
 * POST /recover {email}: mails a single-use recovery link (GET /verify?type=recovery signs the
 * user in; then PUT /user sets the new password). Like GoTrue it answers 200 `{}` whether or not
 * the address has an account; unlike GoTrue, the 60 s limit counts unknown addresses too, so
 * neither answer tells who has one.
 */
export function createRecoverRoute(ctx: AppContext, deps: RecoverDeps) {
  return new Hono().post('/recover', async (c) => {
    await deps.rateLimits.consume('signInSignUp', clientIp(c, ctx.config.trustedProxyHops));
    const body = await readJsonBody(c, recoverBody);
    if (!body.email) throw validationFailed('Password recovery requires an email');
    const parsed = z.email().safeParse(body.email);
    if (!parsed.success) throw validationFailed('Unable to validate email address: invalid format');
    const email = parsed.data;
    await deps.mailAddressLimit.consume('recovery', email);
    // Without a mail server every address gets the same refusal, before any lookup.
    const mailer = deps.mailer();
    if (!mailer) throw new AuthError(500, 'unexpected_failure', 'Error sending recovery email');
    const redirectTo = safeRedirect(ctx.config, requestOrigin(c, ctx.config), c.req.query('redirect_to'));

    const token = newOpaqueToken();
    const found = await ctx.db.query<{ id: string }>(
      `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
        where email = $1 returning id`,
      [email, tokenDigest(token)],
    );
    const userId = found.rows[0]?.id;
    if (!userId) return c.json({});

    await sendAuthMail(ctx, mailer, {
      userId,
      to: email,
      subject: 'Reset your TheraAgent password',
      text: `Someone asked to reset the password of your TheraAgent account.\n\nChoose a new password here:\n\n${verifyLink(ctx, token, 'recovery', redirectTo)}\n\nThe link works once, for 24 hours. If it was not you, ignore this message: your password stays as it is.\n`,
      failure: 'Error sending recovery email',
    });
    ctx.logger.info('recovery mail sent', { userId });
    return c.json({});
  });
}
