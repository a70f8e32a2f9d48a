import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturingMailer, type CapturingMailer } from '../mail/capturing-mailer';
import { adoptLinkSession, followMailedLink, linkIn } from '../test-support/mail-links';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { signedUpClient, STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';
import { authRequest } from './auth-test-helpers';

const NEW_PASSWORD = 'fresh-start-river-9';

describe.each(databaseKindsUnderTest())('password recovery (%s)', (kind) => {
  let server: TestServer;
  let mail: CapturingMailer;
  beforeAll(async () => {
    // No SMTP_URL: sign-up confirms at once; the capturing mailer still receives every mail.
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
    mail = createCapturingMailer();
    server.ctx.mailer = mail;
  });
  afterAll(() => server.close());

  const recoveryLinkFor = (email: string) => {
    const message = mail.lastTo(email);
    if (!message) throw new Error('no recovery mail');
    return linkIn(message.text);
  };

  it('mails a link that signs in for a new password; the old one and other sessions stop working', async () => {
    const { email, client: elsewhere } = await signedUpClient(server);
    const requester = server.client();
    const asked = await requester.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/reset-password` });
    expect(asked).toEqual({ data: {}, error: null });

    const link = new URL(recoveryLinkFor(email));
    expect(mail.lastTo(email)!.subject).toBe('Reset your TheraAgent password');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/reset-password`);

    const { location, fragment } = await followMailedLink(link.toString());
    expect(location.pathname).toBe('/reset-password');
    expect(fragment.get('type')).toBe('recovery');
    const browser = server.client();
    const session = await adoptLinkSession(browser, fragment);
    expect(session.user.email).toBe(email);

    // A recovery session sets the password without the old one (it was forgotten).
    const updated = await browser.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();

    const oldPassword = await server.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(oldPassword.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const newPassword = await server.client().auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(newPassword.error).toBeNull();
    const stale = await elsewhere.auth.refreshSession();
    expect(stale.error).toMatchObject({ status: 400 });
  });

  it('refuses a link followed twice, and one older than 24 hours', async () => {
    const { email, user } = await signedUpClient(server);
    await server.client().auth.resetPasswordForEmail(email);
    const link = recoveryLinkFor(email);
    expect((await followMailedLink(link)).fragment.get('access_token')).toBeTruthy();

    const reused = await followMailedLink(link);
    expect(reused.fragment.get('error_code')).toBe('otp_expired');
    expect(reused.fragment.get('error_description')).toBe('Email link is invalid or has expired');
    expect(reused.fragment.get('access_token')).toBeNull();

    const other = await signedUpClient(server);
    await server.client().auth.resetPasswordForEmail(other.email);
    await server.ctx.db.query(`update auth.users set recovery_sent_at = now() - interval '25 hours' where id = $1`, [
      other.user.id,
    ]);
    const expired = await followMailedLink(recoveryLinkFor(other.email));
    expect(expired.fragment.get('error_code')).toBe('otp_expired');
    expect(user.id).not.toBe(other.user.id);
  });

  it('verifies the link token through verifyOtp (POST /verify) as well, once', async () => {
    const { email } = await signedUpClient(server);
    await server.client().auth.resetPasswordForEmail(email);
    const tokenHash = new URL(recoveryLinkFor(email)).searchParams.get('token')!;
    const client = server.client();
    const verified = await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const again = await server.client().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const before = mail.sent.length;
    const unknown = await server.client().auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(unknown).toEqual({ data: {}, error: null });
    expect(mail.sent.length).toBe(before);
  });

  it('sends one recovery mail per address per 60 s, and says the same for unknown addresses', async () => {
    const { email } = await signedUpClient(server);
    expect((await server.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const known = await server.client().auth.resetPasswordForEmail(email);
    expect(known.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(known.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    const nobody = uniqueEmail('nobody');
    await server.client().auth.resetPasswordForEmail(nobody);
    const unknown = await server.client().auth.resetPasswordForEmail(nobody);
    expect(unknown.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('answers GoTrue validation errors for a missing or malformed address', async () => {
    const missing = await authRequest(server, '/recover', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'validation_failed',
      msg: 'Password recovery requires an email',
    });
    const malformed = await server.client().auth.resetPasswordForEmail('not-an-address');
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe.each(databaseKindsUnderTest())('password recovery without a mail server (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  it('refuses every address alike, so the refusal tells nothing about accounts', async () => {
    const { email } = await signedUpClient(server);
    const known = await authRequest(server, '/recover', { method: 'POST', body: JSON.stringify({ email }) });
    const unknown = await authRequest(server, '/recover', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('nobody') }),
    });
    expect(known.status).toBe(500);
    expect(unknown.status).toBe(500);
    expect(await known.json()).toEqual(await unknown.json());
  });
});
