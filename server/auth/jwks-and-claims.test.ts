import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { authRequest, recordingClient } from './auth-test-helpers';
import { STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';
import { verifyAccessToken } from './access-token';
import { createRemoteJWKSet, jwtVerify } from 'jose';

describe.each(databaseKindsUnderTest())('signing keys and getClaims (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  it('publishes only public ES256 keys, cacheable for 10 minutes', async () => {
    const response = await authRequest(server, '/.well-known/jwks.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=600');
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
    expect(keys.map((key) => key.kid)).toContain(server.ctx.keys.kid);
  });

  it('serves the JWKS without an apikey, so third-party verifiers can check our tokens', async () => {
    const bare = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(bare.status).toBe(200);

    // jose's remote key set, as @supabase/server and most JWT middleware use it, sends no apikey.
    const client = server.client();
    const { data } = await client.auth.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    const jwks = createRemoteJWKSet(new URL(`${server.url}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(data.session!.access_token, jwks, { algorithms: ['ES256'] });
    expect(payload).toMatchObject({ sub: data.user!.id, role: 'authenticated' });
  });

  it('lets getClaims verify the access token locally with the JWKS, without calling /user', async () => {
    const { client, requests } = recordingClient(server);
    const email = uniqueEmail();
    const signUp = await client.auth.signUp({ email, password: STRONG_PASSWORD });
    expect(signUp.error).toBeNull();
    requests.length = 0;

    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: signUp.data.user!.id, email, role: 'authenticated', aal: 'aal1' });
    expect(requests.map((r) => r.path)).toEqual(['/auth/v1/.well-known/jwks.json']);
    expect(requests.some((r) => r.path.endsWith('/user'))).toBe(false);
  });

  it('exports a verifier other surfaces can use, which refuses the anon key and tampering', async () => {
    const { client } = recordingClient(server);
    const { data } = await client.auth.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    const claims = await verifyAccessToken(server.ctx, data.session!.access_token);
    expect(claims.sub).toBe(data.user!.id);
    await expect(verifyAccessToken(server.ctx, server.ctx.anonKey)).rejects.toMatchObject({ code: 'bad_jwt' });
    const [head, , signature] = data.session!.access_token.split('.');
    const tamperedBody = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url');
    await expect(verifyAccessToken(server.ctx, `${head}.${tamperedBody}.${signature}`)).rejects.toMatchObject({
      code: 'bad_jwt',
    });
  });
});
