import type { Logger } from '../logger';
import type { Mailer } from './mailer';

/**
 * For local setups without a mail server (`SMTP_URL=log:`) the confirmation
 * link goes to the server log (docs/accounts.md). Only the link is written; the address is reduced to its user id
 * elsewhere, so the log line names no recipient.
 */
export function createLogMailer(logger: Logger): Mailer {
  return {
    async send({ subject, text }) {
      const link = text.match(/https?:\/\/\S+/)?.[0];
      logger.info('mail not sent (no SMTP server): confirmation link follows', { subject, link });
    },
  };
}
