import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { authRequest } from './auth-test-helpers';
import { signedUpClient, STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';

describe.each(databaseKindsUnderTest())('sign-up and sign-in without email confirmation (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off', LOG_LEVEL: 'error' });
  });
  afterAll(() => server.close());

  it('signs a new account straight in, with the username defaulting to the email local part', async () => {
    const client = server.client();
    const email = uniqueEmail('ann');
    const { data, error } = await client.auth.signUp({
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: `${server.url}/` },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(server.ctx.config.auth.jwtExpirySeconds);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.username).toBe(email.split('@')[0]);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities?.[0]?.provider).toBe('email');
  });

  it('keeps a chosen username and signs access tokens with the claims GoTrue uses', async () => {
    const client = server.client();
    const email = uniqueEmail();
    const { data } = await client.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { username: 'Zen' } },
    });
    const token = data.session!.access_token;
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: server.ctx.keys.kid });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ username: 'Zen' }),
    });
    expect(claims.session_id).toEqual(expect.any(String));
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.exp! - claims.iat!).toBe(server.ctx.config.auth.jwtExpirySeconds);
    expect(data.session!.expires_at).toBe(claims.exp);
  });

  it('refuses a second account for the same email', async () => {
    const { email } = await signedUpClient(server);
    const { data, error } = await server.client().auth.signUp({ email, password: 'another-pass-9' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses short and common passwords with the weak_password shape', async () => {
    const short = await server.client().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(short.error?.message).toBe('Password should be at least 6 characters.');
    const common = await server.client().auth.signUp({ email: uniqueEmail(), password: 'password123' });
    expect(common.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
  });

  it('signs in with the right password and says "Invalid login credentials" otherwise', async () => {
    const { email, user } = await signedUpClient(server);
    const client = server.client();
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-my-password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const right = await client.auth.signInWithPassword({ email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(right.error).toBeNull();
    expect(right.data.user?.id).toBe(user.id);
    expect(right.data.session?.user.last_sign_in_at).toBeTruthy();
  });

  it('answers getUser with the account behind the access token', async () => {
    const { client, user } = await signedUpClient(server);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, aud: 'authenticated', role: 'authenticated' });
  });

  it('refuses /user without a token, with a forged token, and with the anon key', async () => {
    const missing = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.ctx.anonKey } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' });

    const { session } = await signedUpClient(server);
    const [head, body] = session.access_token.split('.');
    const forged = `${head}.${body}.${'A'.repeat(86)}`;
    const bad = await authRequest(server, '/user', { bearer: forged });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toMatchObject({ code: 'bad_jwt', error_code: 'bad_jwt' });
    expect(bad.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');

    const anon = await authRequest(server, '/user');
    expect(anon.status).toBe(403);
  });

  it('updates user metadata and the password', async () => {
    const { client, email } = await signedUpClient(server);
    const updated = await client.auth.updateUser({ data: { username: 'Steady', mood: 'calm' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ username: 'Steady', mood: 'calm' });
    const removed = await client.auth.updateUser({ data: { mood: null } });
    expect(removed.data.user?.user_metadata).not.toHaveProperty('mood');

    const same = await client.auth.updateUser({ password: STRONG_PASSWORD, current_password: STRONG_PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const changed = await client.auth.updateUser({ password: 'new-steady-pass-7', current_password: STRONG_PASSWORD });
    expect(changed.error).toBeNull();
    const old = await server.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await server.client().auth.signInWithPassword({ email, password: 'new-steady-pass-7' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.user?.user_metadata.username).toBe('Steady');
  });

  it('answers malformed bodies and wrong types with 400 validation_failed, never 500', async () => {
    const cases: [string, string][] = [
      ['/signup', '{"email": "a@example.com", "password": '],
      ['/signup', JSON.stringify({ email: 42, password: STRONG_PASSWORD })],
      ['/signup', JSON.stringify({ email: 'not-an-email', password: STRONG_PASSWORD })],
      ['/signup', JSON.stringify({ email: uniqueEmail(), password: ['array'] })],
      ['/signup', JSON.stringify({ email: uniqueEmail(), password: STRONG_PASSWORD, data: 'text' })],
      ['/token?grant_type=password', '[1,2,3]'],
      ['/token?grant_type=password', JSON.stringify({ email: uniqueEmail() })],
      ['/token?grant_type=refresh_token', JSON.stringify({ refresh_token: 7 })],
    ];
    for (const [path, body] of cases) {
      const response = await authRequest(server, path, { method: 'POST', body });
      expect(response.status, `${path} ${body}`).toBe(400);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const json = (await response.json()) as { code: string; msg: string };
      expect(json.code).toBe('validation_failed');
      expect(json.msg.length).toBeGreaterThan(5);
    }
    const invalidEmail = await server.client().auth.signUp({ email: 'nope', password: STRONG_PASSWORD });
    expect(invalidEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(invalidEmail.error?.message).toBe('Unable to validate email address: invalid format');

    const grant = await authRequest(server, '/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(grant.status).toBe(400);
    const tooBig = await authRequest(server, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: STRONG_PASSWORD, data: { note: 'x'.repeat(100_000) } }),
    });
    expect(tooBig.status).toBe(413);
  });

  it('describes itself on /settings and /health', async () => {
    const settings = await authRequest(server, '/settings');
    expect(await settings.json()).toMatchObject({
      external: { email: true, google: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    const health = await authRequest(server, '/health');
    expect(health.status).toBe(200);
  });
});
