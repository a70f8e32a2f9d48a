import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { createLogMailer } from './log-mailer';

describe('log mailer (SMTP_URL=log:)', () => {
  it('writes the confirmation link to the log and nothing else from the message', async () => {
    const lines: string[] = [];
    const write = (message: string, fields: Record<string, unknown> = {}) => {
      lines.push(JSON.stringify({ message, ...fields }));
    };
    const logger: Logger = { debug: write, info: write, warn: write, error: write };
    await createLogMailer(logger).send({
      to: 'someone@example.com',
      subject: 'Confirm your TheraAgent account',
      text: 'Hello someone@example.com,\n\nhttp://localhost:3000/auth/v1/verify?token=abc&type=signup\n',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('http://localhost:3000/auth/v1/verify?token=abc&type=signup');
    expect(lines[0]).not.toContain('someone@example.com');
  });
});
