import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { AuthError } from './auth-errors';
import { MAIL_MIN_INTERVAL_SECONDS, overEmailSendRateLimit } from './mail-frequency';
import { newOpaqueToken, tokenDigest } from './refresh-tokens';

/** GoTrue's default mailer link lifetime. */
export const CONFIRMATION_LIFETIME_SECONDS = 24 * 3600;

/**
 * A new single-use confirmation token; only its digest is stored. Refused with 429 when the
 * previous one went out less than a minute ago (every token issued here is mailed).
 */
export async function issueConfirmationToken(tx: Queryable, userId: string): Promise<string> {
  const token = newOpaqueToken();
  const issued = await tx.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
      where id = $1 and (confirmation_sent_at is null or confirmation_sent_at <= now() - make_interval(secs => $3))
      returning id`,
    [userId, tokenDigest(token), MAIL_MIN_INTERVAL_SECONDS],
  );
  if (issued.rows.length === 0) {
    const wait = await tx.query<{ seconds: number }>(
      `select extract(epoch from confirmation_sent_at + make_interval(secs => $2) - now())::float8 as seconds
         from auth.users where id = $1`,
      [userId, MAIL_MIN_INTERVAL_SECONDS],
    );
    throw overEmailSendRateLimit(wait.rows[0]?.seconds ?? MAIL_MIN_INTERVAL_SECONDS);
  }
  return token;
}

export function confirmationLink(ctx: AppContext, token: string, redirectTo: string) {
  const query = new URLSearchParams({ token, type: 'signup', redirect_to: redirectTo });
  return `${ctx.config.siteUrl}/auth/v1/verify?${query.toString()}`;
}

/** Sends the link after the user is committed; the mail server is never awaited inside a transaction. */
export async function sendConfirmationEmail(
  ctx: AppContext,
  mailer: Mailer | undefined,
  message: { userId: string; email: string; token: string; redirectTo: string },
) {
  if (!mailer) throw new Error('email confirmation is on but no mailer is configured');
  const link = confirmationLink(ctx, message.token, message.redirectTo);
  try {
    await mailer.send({
      to: message.email,
      subject: 'Confirm your TheraAgent account',
      text: `Welcome to TheraAgent.\n\nConfirm your email address to finish creating your account:\n\n${link}\n\nThe link works once, for 24 hours. If you did not sign up, you can ignore this message.\n`,
    });
  } catch (error) {
    ctx.logger.error('confirmation email failed', {
      userId: message.userId,
      error: error instanceof Error ? error.name : 'unknown',
    });
    throw new AuthError(500, 'unexpected_failure', 'Error sending confirmation email');
  }
}
