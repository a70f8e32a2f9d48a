import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { createLogMailer } from './log-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

/** The mailer configuration asks for: `log:` writes links to the log, anything else is SMTP. */
export function createMailer(config: ServerConfig, logger: Logger): Mailer | undefined {
  const url = config.auth.smtpUrl;
  if (!url) return undefined;
  if (url === 'log:' || url === 'log') return createLogMailer(logger);
  return createSmtpMailer(url, config.auth.mailFrom);
}
