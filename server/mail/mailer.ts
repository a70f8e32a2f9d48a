/**
 * The one seam to the outside mail service. The auth server sends confirmation links through it;
 * tests use the capturing fake, production uses SMTP (SMTP_URL) or, with `SMTP_URL=log:`, the log.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
