import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturingMailer, type CapturingMailer } from '../mail/capturing-mailer';
import { adoptLinkSession, followMailedLink, linkIn } from '../test-support/mail-links';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { signedUpClient, STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';

const ONE_OF_TWO = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

describe.each(databaseKindsUnderTest())('changing the email address and the password (%s)', (kind) => {
  let server: TestServer;
  let mail: CapturingMailer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
    mail = createCapturingMailer();
    server.ctx.mailer = mail;
  });
  afterAll(() => server.close());

  const linkTo = (address: string) => linkIn(mail.lastTo(address)!.text);

  it('moves the account only once both addresses confirmed (secure email change)', async () => {
    const { client, email } = await signedUpClient(server);
    const newEmail = uniqueEmail('moved');
    const asked = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${server.url}/settings` });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: newEmail, email_change_sent_at: expect.any(String) });

    const fromCurrent = await followMailedLink(linkTo(email));
    expect(fromCurrent.location.pathname).toBe('/settings');
    expect(fromCurrent.fragment.get('message')).toBe(ONE_OF_TWO);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const fromNew = await followMailedLink(linkTo(newEmail));
    expect(fromNew.fragment.get('type')).toBe('email_change');
    const session = await adoptLinkSession(server.client(), fromNew.fragment);
    expect(session.user.email).toBe(newEmail);
    expect(session.user.new_email).toBeUndefined();
    expect(session.user.user_metadata.email).toBe(newEmail);

    const me = await client.auth.getUser();
    expect(me.data.user?.email).toBe(newEmail);
    const withNew = await server.client().auth.signInWithPassword({ email: newEmail, password: STRONG_PASSWORD });
    expect(withNew.error).toBeNull();
    const withOld = await server.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(withOld.error).toMatchObject({ code: 'invalid_credentials' });

    const reused = await followMailedLink(linkTo(newEmail));
    expect(reused.fragment.get('error_code')).toBe('otp_expired');
  });

  it('answers a taken address like a free one, and never moves the account onto it', async () => {
    const owner = await signedUpClient(server);
    const { client, email } = await signedUpClient(server);
    const asked = await client.auth.updateUser({ email: owner.email });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.new_email).toBe(owner.email);

    const notice = mail.lastTo(owner.email)!;
    expect(notice.text).toContain('already has an account');
    expect(notice.text).not.toMatch(/https?:\/\//);
    const fromCurrent = await followMailedLink(linkTo(email));
    expect(fromCurrent.fragment.get('message')).toBe(ONE_OF_TWO);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('sends one email-change mail per 60 s', async () => {
    const { client, email } = await signedUpClient(server);
    expect((await client.auth.updateUser({ email: uniqueEmail('first') })).error).toBeNull();
    const tooSoon = await client.auth.updateUser({ email: uniqueEmail('second') });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const resendTooSoon = await server.client().auth.resend({ type: 'email_change', email });
    expect(resendTooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('resend mails both links of a pending change again; the new links complete it', async () => {
    const { email, user } = await signedUpClient(server);
    const newEmail = uniqueEmail('pending');
    // A change asked for earlier (as PUT /user leaves it), whose mails were lost.
    await server.ctx.db.query(
      `update auth.users set email_change = $2, email_change_sent_at = now() - interval '5 minutes' where id = $1`,
      [user.id, newEmail],
    );
    const resent = await server.client().auth.resend({ type: 'email_change', email });
    expect(resent.error).toBeNull();
    expect((await followMailedLink(linkTo(email))).fragment.get('message')).toBe(ONE_OF_TWO);
    const done = await followMailedLink(linkTo(newEmail));
    expect(done.fragment.get('type')).toBe('email_change');
  });

  it('resend answers 200 and mails nothing when there is nothing to resend or no account', async () => {
    const { email } = await signedUpClient(server);
    const before = mail.sent.length;
    expect((await server.client().auth.resend({ type: 'email_change', email })).error).toBeNull();
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await server.client().auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).error).toBeNull();
    expect(mail.sent.length).toBe(before);
  });

  it('requires the current password to set a new one, unless signed in by a recovery link', async () => {
    const { client, email } = await signedUpClient(server);
    const missing = await client.auth.updateUser({ password: 'brand-new-pass-1' });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await client.auth.updateUser({ password: 'brand-new-pass-1', current_password: 'not-my-password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    const same = await client.auth.updateUser({ password: STRONG_PASSWORD, current_password: STRONG_PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await client.auth.updateUser({ password: 'brand-new-pass-1', current_password: STRONG_PASSWORD });
    expect(changed.error).toBeNull();
    const signIn = await server.client().auth.signInWithPassword({ email, password: 'brand-new-pass-1' });
    expect(signIn.error).toBeNull();
  });
});
