import { readFile } from 'node:fs/promises';

/**
 * A second e2e server with SMTP_URL=log: (the documented log mailer): every mail's link goes to
 * its log, which the command writes to MAIL_E2E_LOG, so a test can follow a link like a person
 * opening their inbox. Its own port and data folder; the main e2e server has no mailer.
 */
export const MAIL_E2E_PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
export const MAIL_E2E_URL = `http://localhost:${MAIL_E2E_PORT}`;
export const MAIL_E2E_LOG = `.tmp/e2e-mail-${MAIL_E2E_PORT}.log`;

export const MAIL_E2E_SETTINGS = {
  SMTP_URL: 'log:',
  // The log mailer writes at info.
  LOG_LEVEL: 'info',
  SITE_URL: MAIL_E2E_URL,
} as const;

/** Links the log mailer wrote for mails whose subject is `subject`, oldest first. */
export async function mailedLinks(subject: string): Promise<string[]> {
  const text = await readFile(MAIL_E2E_LOG, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.includes(subject))
    .map((line) => line.match(/https?:\/\/[^\s"\\]+/)?.[0])
    .filter((link): link is string => link !== undefined);
}
