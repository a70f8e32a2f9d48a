import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { authRequest } from './auth-test-helpers';
import { signedUpClient, STRONG_PASSWORD } from '../test-support/test-users';
import { tokenDigest } from './refresh-tokens';

interface SessionBody {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: { id: string };
}

describe.each(databaseKindsUnderTest())('refresh tokens and sign-out (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  const refresh = (refreshToken: string) =>
    authRequest(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: refreshToken }),
    });

  /** Moves a used token's rotation time back past GoTrue's 10 s reuse interval. */
  const ageToken = (refreshToken: string) =>
    server.ctx.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token_hash = $1`,
      [tokenDigest(refreshToken)],
    );

  it('rotates the refresh token on every refresh, keeping the same session and user', async () => {
    const { client, session } = await signedUpClient(server);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).not.toBe(session.access_token);
    expect(data.user?.id).toBe(session.user.id);
    const again = await client.auth.refreshSession();
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
  });

  it('answers a used token again within 10 s with the same child (a lost response)', async () => {
    const { session } = await signedUpClient(server);
    const first = (await (await refresh(session.refresh_token)).json()) as SessionBody;
    const retried = await refresh(session.refresh_token);
    expect(retried.status).toBe(200);
    const second = (await retried.json()) as SessionBody;
    expect(second.refresh_token).toBe(first.refresh_token);
    // The child still works exactly once.
    const next = await refresh(first.refresh_token);
    expect(next.status).toBe(200);
  });

  it('revokes the whole token family when a used token comes back later', async () => {
    const { session, client } = await signedUpClient(server);
    const child = (await (await refresh(session.refresh_token)).json()) as SessionBody;
    await ageToken(session.refresh_token);

    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      code: 'refresh_token_already_used',
      error_code: 'refresh_token_already_used',
    });

    // Whoever holds the child is out too, and so is the session's access token.
    const childRefresh = await refresh(child.refresh_token);
    expect(childRefresh.status).toBe(400);
    const user = await authRequest(server, '/user', { bearer: child.access_token });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    const viaClient = await client.auth.refreshSession();
    expect(viaClient.error?.status).toBe(400);
  });

  it('refuses unknown refresh tokens with refresh_token_not_found', async () => {
    const response = await refresh('made-up-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'refresh_token_not_found',
      msg: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  async function threeSignIns() {
    const { email, user } = await signedUpClient(server);
    const clients = [server.client(), server.client(), server.client()] as const;
    const sessions = [];
    for (const client of clients) {
      const { data, error } = await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
      if (error || !data.session) throw new Error('sign-in failed');
      sessions.push(data.session);
    }
    return { clients, sessions, userId: user.id };
  }

  const sessionAlive = async (refreshToken: string, accessToken: string) => {
    const user = await authRequest(server, '/user', { bearer: accessToken });
    if (user.status !== 200) return false;
    return (await refresh(refreshToken)).status === 200;
  };

  it('signs out this device only (local)', async () => {
    const { clients, sessions } = await threeSignIns();
    const { error } = await clients[0].auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect((await clients[0].auth.getSession()).data.session).toBeNull();
    expect(await sessionAlive(sessions[0]!.refresh_token, sessions[0]!.access_token)).toBe(false);
    expect(await sessionAlive(sessions[1]!.refresh_token, sessions[1]!.access_token)).toBe(true);
  });

  it('signs out every other device (others) and keeps this one', async () => {
    const { clients, sessions } = await threeSignIns();
    const { error } = await clients[2].auth.signOut({ scope: 'others' });
    expect(error).toBeNull();
    expect(await sessionAlive(sessions[0]!.refresh_token, sessions[0]!.access_token)).toBe(false);
    expect(await sessionAlive(sessions[1]!.refresh_token, sessions[1]!.access_token)).toBe(false);
    const still = await clients[2].auth.getUser();
    expect(still.error).toBeNull();
  });

  it('signs out everywhere by default (global)', async () => {
    const { clients, sessions } = await threeSignIns();
    const { error } = await clients[1].auth.signOut();
    expect(error).toBeNull();
    for (const session of sessions) {
      expect(await sessionAlive(session.refresh_token, session.access_token)).toBe(false);
    }
    const after = await authRequest(server, '/user', { bearer: sessions[0]!.access_token });
    expect(after.status).toBe(403);
  });

  it('refuses an unknown logout scope and a logout without a token', async () => {
    const { session } = await signedUpClient(server);
    const badScope = await authRequest(server, '/logout?scope=everyone', {
      method: 'POST',
      bearer: session.access_token,
    });
    expect(badScope.status).toBe(400);
    const noToken = await fetch(`${server.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: server.ctx.anonKey },
    });
    expect(noToken.status).toBe(401);
  });
});
