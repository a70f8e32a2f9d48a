import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

/** The smallest SMTP server nodemailer will talk to: it accepts one message and keeps it. */
function fakeSmtpServer() {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 queued\r\n');
      }
      let newline: number;
      while (!inData && (newline = buffer.indexOf('\r\n')) !== -1) {
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 fake.smtp\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP mailer', () => {
  let smtp: ReturnType<typeof fakeSmtpServer>;
  let port: number;
  beforeAll(async () => {
    smtp = fakeSmtpServer();
    await new Promise<void>((resolve) => (smtp.server as Server).listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('delivers a message to the server named in SMTP_URL', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'TheraAgent <no-reply@theraagent.local>',
    );
    await mailer.send({
      to: 'ann@example.com',
      subject: 'Confirm your TheraAgent account',
      text: 'Link: http://x/verify',
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: ann@example.com');
    expect(smtp.received[0]).toContain('Subject: Confirm your TheraAgent account');
    expect(smtp.received[0]).toContain('Link: http://x/verify');
  });
});
