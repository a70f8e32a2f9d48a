import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCapturingMailer, type CapturingMailer } from '../mail/capturing-mailer';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { signedUpClient, STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';

const kilobytesOfText = (kb: number) => 'x'.repeat(kb * 1024);

/** N from GoTrue's "For security purposes, you can only request this after N seconds." */
const secondsToWait = (error: { message: string } | null) =>
  Number(error?.message.match(/after (\d+) seconds\.$/)?.[1]);

describe.each(databaseKindsUnderTest())('user_metadata is bounded at 16 KB (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  it('refuses a sign-up whose data is too large, and creates no account', async () => {
    const email = uniqueEmail('big');
    const { data, error } = await server.client().auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { bio: kilobytesOfText(17) } },
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    expect(error?.message).toMatch(/^User metadata can be at most 16 KB as JSON; this would be 17\.\d KB\.$/);
    const signIn = await server.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses PUT /user when the merged metadata would pass the limit, and keeps the account usable', async () => {
    const { client } = await signedUpClient(server, uniqueEmail(), STRONG_PASSWORD, { bio: kilobytesOfText(9) });
    // Each update alone is small; together they would be 18 KB.
    const grown = await client.auth.updateUser({ data: { notes: kilobytesOfText(9) } });
    expect(grown.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const replaced = await client.auth.updateUser({ data: { bio: null, notes: kilobytesOfText(9) } });
    expect(replaced.error).toBeNull();
    expect(Object.keys(replaced.data.user!.user_metadata)).toContain('notes');
    expect(replaced.data.user!.user_metadata.bio).toBeUndefined();

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    // Base64url of at most 16 KB of metadata plus the other claims.
    expect(refreshed.data.session!.access_token.length).toBeLessThan(24 * 1024);
  });
});

describe.each(databaseKindsUnderTest())('PUT /auth/v1/user is rate limited like sign-in (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers the 31st update in 5 minutes with 429 over_request_rate_limit, on its own counter', async () => {
    const { client, email } = await signedUpClient(server);
    for (let i = 0; i < 30; i++) {
      const { error } = await client.auth.updateUser({ data: { mood: `calm-${i}` } });
      expect(error).toBeNull();
    }
    const limited = await client.auth.updateUser({ password: 'another-calm-pass-7' });
    expect(limited.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });

    // Profile edits did not use up sign-in attempts, and the refused password change did nothing.
    const signIn = await server.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toBeNull();
  });
});

describe.each(databaseKindsUnderTest())('confirmation emails: one per address a minute (%s)', (kind) => {
  let server: TestServer;
  let mail: CapturingMailer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off', SMTP_URL: 'smtp://mail.example.invalid:2525' });
  });
  afterEach(() => {
    mail.sent.length = 0;
  });
  afterAll(() => server.close());

  /** Moves the last confirmation mail `seconds` into the past, as if that much time went by. */
  const ageLastMail = (email: string, seconds: number) =>
    server.ctx.db.query(
      `update auth.users set confirmation_sent_at = confirmation_sent_at - make_interval(secs => $2) where email = $1`,
      [email, seconds],
    );

  it('answers a repeat sign-up within 60 s with 429 over_email_send_rate_limit and mails nothing', async () => {
    mail = createCapturingMailer();
    server.ctx.mailer = mail;
    const email = uniqueEmail('flood');
    const startedAt = Date.now();
    const elapsedSeconds = () => Math.ceil((Date.now() - startedAt) / 1000);
    const first = await server.client().auth.signUp({ email, password: STRONG_PASSWORD });
    expect(first.error).toBeNull();
    expect(mail.sent).toHaveLength(1);

    const again = await server.client().auth.signUp({ email, password: STRONG_PASSWORD });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(secondsToWait(again.error)).toBeLessThanOrEqual(60);
    expect(secondsToWait(again.error)).toBeGreaterThanOrEqual(60 - elapsedSeconds());
    expect(mail.sent).toHaveLength(1);

    // As if 45 s had passed (plus however long this test has run): at most 15 s left to wait.
    await ageLastMail(email, 45);
    const later = await server.client().auth.signUp({ email, password: STRONG_PASSWORD });
    expect(secondsToWait(later.error)).toBeLessThanOrEqual(15);
    expect(secondsToWait(later.error)).toBeGreaterThanOrEqual(Math.max(1, 15 - elapsedSeconds()));
    expect(mail.sent).toHaveLength(1);
  });

  it('sends the next mail once the minute has passed, and only its link confirms', async () => {
    mail = createCapturingMailer();
    server.ctx.mailer = mail;
    const email = uniqueEmail('later');
    await server.client().auth.signUp({ email, password: STRONG_PASSWORD });
    const firstLink = mail.lastTo(email)!.text.match(/https?:\/\/\S+/)![0];

    await ageLastMail(email, 61);
    const resent = await server.client().auth.signUp({ email, password: STRONG_PASSWORD });
    expect(resent.error).toBeNull();
    expect(mail.sent).toHaveLength(2);
    const secondLink = mail.lastTo(email)!.text.match(/https?:\/\/\S+/)![0];
    expect(secondLink).not.toBe(firstLink);

    const stale = await fetch(firstLink, { redirect: 'manual' });
    expect(stale.headers.get('location')).toContain('error_code=otp_expired');
    const fresh = await fetch(secondLink, { redirect: 'manual' });
    expect(fresh.headers.get('location')).toContain('access_token=');
  });
});
