import { AuthError } from './auth-errors';

/** GoTrue's SMTP.MaxFrequency default: one confirmation mail per address per 60 s. */
export const MAIL_MIN_INTERVAL_SECONDS = 60;

/** GoTrue's 429 for a mail asked for again too soon, naming the seconds left. */
export function overEmailSendRateLimit(secondsLeft: number) {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
    {},
    { 'Retry-After': String(seconds) },
  );
}
