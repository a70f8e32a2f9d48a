import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturingMailer, type CapturingMailer } from '../mail/capturing-mailer';
import { followMailedLink, linkIn } from '../test-support/mail-links';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';
import { authRequest } from './auth-test-helpers';

describe.each(databaseKindsUnderTest())('resending the sign-up confirmation (%s)', (kind) => {
  let server: TestServer;
  let mail: CapturingMailer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off', SMTP_URL: 'smtp://mail.example.invalid:2525' });
    mail = createCapturingMailer();
    server.ctx.mailer = mail;
  });
  afterAll(() => server.close());

  it('mails a new link; the old one stops working and the new one confirms', async () => {
    const email = uniqueEmail('resend');
    const signUp = await server.client().auth.signUp({ email, password: STRONG_PASSWORD });
    const firstLink = linkIn(mail.lastTo(email)!.text);
    // The first mail went out more than a minute ago.
    await server.ctx.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes' where id = $1`,
      [signUp.data.user!.id],
    );

    const resent = await server.client().auth.resend({ type: 'signup', email });
    expect(resent).toEqual({ data: { user: null, session: null }, error: null });
    const secondLink = linkIn(mail.lastTo(email)!.text);
    expect(secondLink).not.toBe(firstLink);
    expect((await followMailedLink(firstLink)).fragment.get('error_code')).toBe('otp_expired');
    expect((await followMailedLink(secondLink)).fragment.get('type')).toBe('signup');

    const again = await server.client().auth.resend({ type: 'signup', email });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('limits unknown addresses the same way, so the 429 tells nothing', async () => {
    const nobody = uniqueEmail('nobody');
    expect((await server.client().auth.resend({ type: 'signup', email: nobody })).error).toBeNull();
    const again = await server.client().auth.resend({ type: 'signup', email: nobody });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('answers GoTrue validation errors', async () => {
    const badType = await authRequest(server, '/resend', {
      method: 'POST',
      body: JSON.stringify({ type: 'magiclink', email: uniqueEmail() }),
    });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({
      code: 'validation_failed',
      msg: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
    const noEmail = await authRequest(server, '/resend', { method: 'POST', body: JSON.stringify({ type: 'signup' }) });
    expect(await noEmail.json()).toMatchObject({
      code: 'validation_failed',
      msg: 'Type provided requires an email address',
    });
  });
});
