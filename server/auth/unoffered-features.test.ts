import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { signedUpClient } from '../test-support/test-users';
import { authRequest } from './auth-test-helpers';

/**
 * Everything supabase-js can ask of GoTrue that this server does not offer gets GoTrue's own
 * answer for a switched-off feature, in GoTrue's shape, so the caller gets a code it can branch
 * on and a message it can show; and no path under /auth/v1 ever answers with the web app.
 */
describe.each(databaseKindsUnderTest())('auth features this server does not offer (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  it('refuses phone and anonymous sign-up with the provider codes, not as a bad email', async () => {
    const client = server.client();
    const phone = await client.auth.signUp({ phone: '+15555550100', password: 'calm-seas-42' });
    expect(phone.error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone signups are disabled',
    });
    const anonymous = await client.auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    const phoneLogin = await client.auth.signInWithPassword({ phone: '+15555550100', password: 'calm-seas-42' });
    expect(phoneLogin.error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
  });

  it('answers magic links, ID tokens, SSO and admin calls with GoTrue codes', async () => {
    const client = server.client();
    const otp = await client.auth.signInWithOtp({ email: 'someone@example.com' });
    expect(otp.error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(otp.error?.message).toMatch(/email and password/);

    const idToken = await client.auth.signInWithIdToken({ provider: 'google', token: 'not-a-token' });
    expect(idToken.error).toMatchObject({ status: 400, code: 'provider_disabled' });

    const sso = await client.auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });

    const admin = await client.auth.admin.listUsers();
    expect(admin.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
  });

  it('refuses identity linking and phone factors for a signed-in user', async () => {
    const user = await signedUpClient(server);
    const link = await user.client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    const phoneFactor = await user.client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phoneFactor.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });

  it('never answers the web app under /auth/v1: 404 for unknown paths, 405 with Allow for a wrong method', async () => {
    for (const [method, path] of [
      ['GET', '/nothing-here'],
      ['POST', '/nothing-here'],
      ['GET', '/admin/users'],
      ['GET', ''],
      ['HEAD', '/nope'],
    ] as const) {
      const response = await authRequest(server, path, { method });
      expect(response.headers.get('content-type') ?? '', `${method} ${path}`).toMatch(/^application\/json/);
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
    }
    const unknown = await authRequest(server, '/nothing-here', { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found', error_code: 'not_found' });

    const wrongMethod = await authRequest(server, '/signup', { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(await wrongMethod.json()).toMatchObject({ code: 'method_not_allowed' });

    const user = await authRequest(server, '/user', { method: 'DELETE' });
    expect(user.status).toBe(405);
    expect(user.headers.get('allow')).toBe('GET, HEAD, PUT');
  });
});
