import type { AppContext } from '../context';
import type { Mailer } from '../mail/mailer';
import { AuthError } from './auth-errors';

/** The verify types a mailed link can carry (GoTrue's mail.*Verification). */
export type LinkType = 'signup' | 'recovery' | 'email_change';

/** GoTrue's link: /auth/v1/verify?token=…&type=…&redirect_to=…, where `token` is single use. */
export function verifyLink(ctx: AppContext, token: string, type: LinkType, redirectTo: string) {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.config.siteUrl}/auth/v1/verify?${query.toString()}`;
}

/**
 * Sends one auth mail through the mailer seam, after the transaction that stored its token has
 * committed (a mail server is never awaited inside a transaction). A failure is logged by user
 * id and answered with GoTrue's 500 for that mail, e.g. "Error sending recovery email".
 */
export async function sendAuthMail(
  ctx: AppContext,
  mailer: Mailer | undefined,
  mail: { userId: string; to: string; subject: string; text: string; failure: string },
) {
  try {
    if (!mailer) throw new Error('no mailer configured (SMTP_URL unset)');
    await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
  } catch (error) {
    ctx.logger.error('auth mail failed', {
      userId: mail.userId,
      subject: mail.subject,
      // The name only: a mail server's message can quote the recipient's address.
      error: error instanceof Error ? error.name : 'unknown',
    });
    throw new AuthError(500, 'unexpected_failure', mail.failure);
  }
}
