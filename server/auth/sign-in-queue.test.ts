import { afterEach, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { signedUpClient } from '../test-support/test-users';
import { authRequest } from './auth-test-helpers';
import { createPasswordHashing } from './passwords';

describe.each(databaseKindsUnderTest())('sign-ins past the hashing queue (%s)', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers sign-ins that would overfill the queue with 429 and Retry-After, and serves the rest', async () => {
    // One hash at a time and two waiting: a burst of twelve cannot all fit.
    server = await startTestServer(
      kind,
      {},
      { passwordHashing: createPasswordHashing({ concurrency: 1, maxQueued: 2 }) },
    );
    const { email, password } = await signedUpClient(server);
    const signIn = () =>
      authRequest(server!, '/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password }) });

    const responses = await Promise.all(Array.from({ length: 12 }, signIn));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const response of refused) {
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
      expect(await response.json()).toMatchObject({
        code: 'over_request_rate_limit',
        error_code: 'over_request_rate_limit',
        msg: expect.stringMatching(/try again/i),
      });
    }

    // supabase-js reports it like any other auth error, and once the burst is over sign-in works.
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => server!.client().auth.signInWithPassword({ email, password })),
    );
    expect(burst.some(({ error }) => error?.status === 429 && error.code === 'over_request_rate_limit')).toBe(true);
    const after = await server.client().auth.signInWithPassword({ email, password });
    expect(after.error).toBeNull();
    expect(after.data.session?.access_token).toBeTruthy();
  });
});
