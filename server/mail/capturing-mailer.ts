import type { Mailer, MailMessage } from './mailer';

/** The deterministic fake for tests: keeps every message instead of sending it. */
export interface CapturingMailer extends Mailer {
  readonly sent: MailMessage[];
  /** The newest message to `to`, or undefined. */
  lastTo(to: string): MailMessage | undefined;
}

export function createCapturingMailer(): CapturingMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastTo: (to) => sent.filter((message) => message.to === to).at(-1),
  };
}
