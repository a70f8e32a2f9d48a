import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturingMailer, type CapturingMailer } from '../mail/capturing-mailer';
import type { Logger } from '../logger';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { authRequest } from './auth-test-helpers';
import { signedUpClient, STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';

function recordingLogger() {
  const lines: string[] = [];
  const write =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      lines.push(JSON.stringify({ level, message, ...fields }));
    };
  const logger: Logger = { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
  return { logger, lines };
}

const linkIn = (text: string) => {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in the email');
  return link;
};

describe.each(databaseKindsUnderTest())('sign-up with email confirmation (SMTP configured) (%s)', (kind) => {
  let server: TestServer;
  let mail: CapturingMailer;
  let log: ReturnType<typeof recordingLogger>;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off', SMTP_URL: 'smtp://mail.example.invalid:2525' });
    mail = createCapturingMailer();
    log = recordingLogger();
    server.ctx.mailer = mail;
    server.ctx.logger = log.logger;
  });
  afterAll(() => server.close());

  it('mails a link, refuses sign-in until it is followed, then signs the user in through the URL fragment', async () => {
    const client = server.client();
    const email = uniqueEmail('confirm');
    const signUp = await client.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: `${server.url}/welcome` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();

    const early = await server.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const message = mail.lastTo(email);
    expect(message?.subject).toMatch(/confirm/i);
    const link = new URL(linkIn(message!.text));
    expect(link.origin + link.pathname).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/welcome`);

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${server.url}/welcome`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(Number(fragment.get('expires_in'))).toBe(server.ctx.config.auth.jwtExpirySeconds);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const browser = server.client();
    const restored = await browser.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(restored.error).toBeNull();
    const me = await browser.auth.getUser();
    expect(me.data.user?.email_confirmed_at).toBeTruthy();
    expect(me.data.user?.user_metadata.email_verified).toBe(true);

    const later = await server.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(later.error).toBeNull();

    // The link works once.
    const again = await fetch(link, { redirect: 'manual' });
    const error = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(error.get('error_code')).toBe('otp_expired');
  });

  it('does not reveal that a confirmed email has an account, and mails nothing for it', async () => {
    const email = uniqueEmail('taken');
    await server.client().auth.signUp({ email, password: STRONG_PASSWORD });
    const link = linkIn(mail.lastTo(email)!.text);
    await fetch(link, { redirect: 'manual' });
    const before = mail.sent.length;

    const second = await server.client().auth.signUp({ email, password: 'different-pass-5' });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    expect(second.data.user?.identities).toEqual([]);
    expect(mail.sent.length).toBe(before);
  });

  it('sends links to this site only, whatever redirect_to asks for', async () => {
    const email = uniqueEmail('redirect');
    await server.client().auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: 'https://evil.example.com/steal' },
    });
    const link = new URL(linkIn(mail.lastTo(email)!.text));
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/`);
    const tampered = new URL(link);
    tampered.searchParams.set('redirect_to', 'https://evil.example.com/steal');
    const followed = await fetch(tampered, { redirect: 'manual' });
    expect(followed.headers.get('location')).toMatch(new RegExp(`^${server.url}/#access_token=`));
  });

  it('reports confirmation in /settings', async () => {
    const settings = await authRequest(server, '/settings');
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: false });
  });

  it('never logs emails, passwords or tokens; sign-ins are logged by user id', async () => {
    const email = uniqueEmail('private');
    await server.client().auth.signUp({ email, password: STRONG_PASSWORD });
    await fetch(linkIn(mail.lastTo(email)!.text), { redirect: 'manual' });
    const client = server.client();
    const signIn = await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    await client.auth.signInWithPassword({ email, password: 'wrong-password-1' });
    const refreshed = await client.auth.refreshSession();
    const text = log.lines.join('\n');
    expect(text).toContain(signIn.data.user!.id);
    expect(text).toContain('sign-in refused');
    for (const secret of [email, STRONG_PASSWORD, 'wrong-password-1', signIn.data.session!.refresh_token]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(refreshed.data.session!.access_token.split('.')[2]);
    expect(text).not.toMatch(/token=/);
  });
});

describe.each(databaseKindsUnderTest())('sign-up without SMTP (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  it('confirms at once and mails nothing', async () => {
    const mail = createCapturingMailer();
    server.ctx.mailer = mail;
    const { user } = await signedUpClient(server);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(mail.sent).toEqual([]);
  });
});
