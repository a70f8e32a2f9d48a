import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { AuthError } from './auth-errors';
import { sendAuthMail, verifyLink } from './auth-mail';
import { CONFIRMATION_LIFETIME_SECONDS } from './email-confirmation';
import { newOpaqueToken, tokenDigest } from './refresh-tokens';

/** GoTrue's answer when one of the two links of a secure email change has been followed. */
export const ONE_OF_TWO_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * Starts (or restarts, for /resend) a secure email change, GoTrue's default: a link to the
 * current address and one to the new address; the change happens when both were followed.
 * If the new address already has an account, its mail says so instead of carrying a link, and
 * the caller sees the same answer as for a free address: PUT /user never tells who has one.
 */
export async function requestEmailChange(
  ctx: AppContext,
  mailer: Mailer | undefined,
  change: { userId: string; currentEmail: string; newEmail: string; redirectTo: string },
) {
  if (!mailer) throw new AuthError(500, 'unexpected_failure', 'Error sending email change email');
  const tokenCurrent = newOpaqueToken();
  const tokenNew = newOpaqueToken();
  const taken = await ctx.db.transaction(async (tx) => {
    const other = await tx.query(`select 1 from auth.users where email = $1 and id <> $2`, [
      change.newEmail,
      change.userId,
    ]);
    const addressTaken = other.rows.length > 0;
    await tx.query(
      `update auth.users
          set email_change = $2, email_change_token_current = $3, email_change_token_new = $4,
              email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now()
        where id = $1`,
      [change.userId, change.newEmail, tokenDigest(tokenCurrent), addressTaken ? null : tokenDigest(tokenNew)],
    );
    return addressTaken;
  });

  const failure = 'Error sending email change email';
  await sendAuthMail(ctx, mailer, {
    userId: change.userId,
    to: change.currentEmail,
    subject: 'Confirm your new TheraAgent email address',
    text: `Someone asked to change the email address of your TheraAgent account to ${change.newEmail}.\n\nIf it was you, confirm here (a link also went to the new address; the change happens once both are followed):\n\n${verifyLink(ctx, tokenCurrent, 'email_change', change.redirectTo)}\n\nThe link works once, for 24 hours. If it was not you, do not follow it, and change your password.\n`,
    failure,
  });
  await sendAuthMail(ctx, mailer, {
    userId: change.userId,
    to: change.newEmail,
    subject: 'Confirm your new TheraAgent email address',
    text: taken
      ? `Someone asked to move a TheraAgent account to this address, but this address already has an account, so nothing will change. If you forgot your password, use "Forgot password?" when signing in.\n`
      : `Confirm that this address should become the email of your TheraAgent account (a link also went to the current address; the change happens once both are followed):\n\n${verifyLink(ctx, tokenNew, 'email_change', change.redirectTo)}\n\nThe link works once, for 24 hours. If you did not ask for this, ignore this message.\n`,
    failure,
  });
  ctx.logger.info('email change requested', { userId: change.userId });
}

export type EmailChangeOutcome = { kind: 'one-of-two' } | { kind: 'changed'; userId: string } | { kind: 'invalid' };

/**
 * Follows one email-change link (GoTrue's emailChangeVerify): the first of the two only marks
 * its side confirmed; the second moves the account to the new address.
 */
export async function followEmailChangeLink(tx: Queryable, token: string): Promise<EmailChangeOutcome> {
  const digest = tokenDigest(token);
  const found = await tx.query<{
    id: string;
    email_change: string;
    confirm_status: number;
    matched: 'current' | 'new';
  }>(
    `select id, email_change, email_change_confirm_status as confirm_status,
            case when email_change_token_current = $1 then 'current' else 'new' end as matched
       from auth.users
      where (email_change_token_current = $1 or email_change_token_new = $1)
        and email_change is not null
        and email_change_sent_at > now() - make_interval(secs => $2)
      for update`,
    [digest, CONFIRMATION_LIFETIME_SECONDS],
  );
  const user = found.rows[0];
  if (!user) return { kind: 'invalid' };

  if (Number(user.confirm_status) === 0) {
    const column = user.matched === 'current' ? 'email_change_token_current' : 'email_change_token_new';
    await tx.query(
      `update auth.users set ${column} = null, email_change_confirm_status = 1, updated_at = now() where id = $1`,
      [user.id],
    );
    return { kind: 'one-of-two' };
  }

  const other = await tx.query(`select 1 from auth.users where email = $1 and id <> $2`, [user.email_change, user.id]);
  if (other.rows.length > 0) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const emailPatch = JSON.stringify({ email: user.email_change, email_verified: true });
  await tx.query(
    `update auth.users
        set email = email_change, email_change = null, email_change_token_current = null,
            email_change_token_new = null, email_change_confirm_status = 0,
            email_confirmed_at = coalesce(email_confirmed_at, now()),
            raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now()
      where id = $1`,
    [user.id, emailPatch],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id, emailPatch],
  );
  return { kind: 'changed', userId: user.id };
}
