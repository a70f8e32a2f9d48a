import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { clientIp } from '../http/client-ip';
import { requestOrigin } from '../http/request-origin';
import type { Mailer } from '../mail/mailer';
import { AuthError, validationFailed } from './auth-errors';
import { requestEmailChange } from './email-change';
import { issueConfirmationToken, sendConfirmationEmail } from './email-confirmation';
import type { MailAddressLimit } from './mail-address-limit';
import type { AuthRateLimits } from './rate-limits';
import { safeRedirect } from './redirects';
import { readJsonBody } from './request-body';

const resendBody = z.looseObject({
  type: z.string().optional(),
  email: z.string().trim().toLowerCase().optional(),
  phone: z.string().optional(),
});

interface ResendDeps {
  rateLimits: AuthRateLimits;
  mailAddressLimit: MailAddressLimit;
  mailer: () => Mailer | undefined;
}

/**
 * POST /resend {type: signup | email_change, email}: mails the pending confirmation again, with
 * a new link (the old one stops working). Like GoTrue it answers 200 `{}` when there is nothing
 * to resend or no such account, and `email` names the account by its current address.
 */
export function createResendRoute(ctx: AppContext, deps: ResendDeps) {
  return new Hono().post('/resend', async (c) => {
    await deps.rateLimits.consume('signInSignUp', clientIp(c, ctx.config.trustedProxyHops));
    const body = await readJsonBody(c, resendBody);
    if (body.type !== 'signup' && body.type !== 'email_change') {
      if (body.type === 'sms' || body.type === 'phone_change') {
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      }
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!body.email) {
      throw validationFailed(
        body.type === 'signup' ? 'Type provided requires an email address' : 'Missing email address or phone number',
      );
    }
    const email = z.email().safeParse(body.email);
    if (!email.success) throw validationFailed('Unable to validate email address: invalid format');
    // Counted before the lookup, so the 429 comes for any address alike.
    await deps.mailAddressLimit.consume(body.type === 'signup' ? 'confirmation' : 'email_change', email.data);
    const redirectTo = safeRedirect(ctx.config, requestOrigin(c, ctx.config), c.req.query('redirect_to'));

    const found = await ctx.db.query<{ id: string; confirmed: boolean; email_change: string | null }>(
      `select id, email_confirmed_at is not null as confirmed, email_change from auth.users where email = $1`,
      [email.data],
    );
    const user = found.rows[0];
    if (body.type === 'signup' && user && !user.confirmed) {
      const token = await issueConfirmationToken(ctx.db, user.id);
      await sendConfirmationEmail(ctx, deps.mailer(), { userId: user.id, email: email.data, token, redirectTo });
      ctx.logger.info('confirmation mail resent', { userId: user.id });
    }
    if (body.type === 'email_change' && user?.email_change) {
      await requestEmailChange(ctx, deps.mailer(), {
        userId: user.id,
        currentEmail: email.data,
        newEmail: user.email_change,
        redirectTo,
      });
    }
    return c.json({});
  });
}
