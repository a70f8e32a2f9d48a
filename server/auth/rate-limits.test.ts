import { afterEach, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { authRequest } from './auth-test-helpers';
import { signedUpClient, STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';

describe.each(databaseKindsUnderTest())('per-IP auth rate limits (%s)', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers the 31st sign-in attempt in 5 minutes with 429 over_request_rate_limit', async () => {
    server = await startTestServer(kind);
    const email = uniqueEmail();
    const attempt = () =>
      authRequest(server!, '/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'wrong-password-1' }),
      });
    for (let i = 0; i < 30; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit', msg: 'Request rate limit reached' });

    // supabase-js shows it like any other auth error; sign-up shares the limit.
    const viaClient = await server.client().auth.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(viaClient.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    if (kind === 'postgres') {
      // Shared by every server process on the database.
      const stored = await server.ctx.db.query(`select key from auth.rate_limits`);
      expect(stored.rows.length).toBeGreaterThan(0);
    }
  });

  it('limits token refreshes to 150 and MFA challenges and verifications to 15 a minute', async () => {
    server = await startTestServer(kind);
    for (let i = 0; i < 150; i++) {
      const response = await authRequest(server, '/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: `unknown-${i}` }),
      });
      expect(response.status).toBe(400);
    }
    const refreshLimited = await authRequest(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: 'one-more' }),
    });
    expect(refreshLimited.status).toBe(429);

    const { client } = await signedUpClient(server);
    const factor = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    for (let i = 0; i < 15; i++) {
      const { error } = await client.auth.mfa.challenge({ factorId: factor.id });
      expect(error).toBeNull();
    }
    const mfaLimited = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(mfaLimited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('can be turned off (RATE_LIMITS=off, for local load tests and the e2e suite)', async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
    // More sign-up attempts than the 30 a 5-minute window allows (malformed, so no hashing).
    for (let i = 0; i < 35; i++) {
      const response = await authRequest(server, '/signup', { method: 'POST', body: '{"email":' });
      expect(response.status).toBe(400);
    }
    const settings = await authRequest(server, '/settings');
    expect(settings.status).toBe(200);
  });
});
