import { randomBytes, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestServer } from './test-server';

export interface TestUser {
  id: string;
  email: string;
  sessionId: string;
  /** A valid access token, as the auth server would issue after sign-in. */
  accessToken: string;
  /** supabase-js signed in as this user (through the `accessToken` option). */
  client: SupabaseClient;
}

/**
 * A signed-in user without going through /auth/v1: a row in auth.users and auth.sessions,
 * and an access token signed with the server's own key (the claims GoTrue puts in one).
 * For tests of other surfaces, so they do not depend on sign-up.
 */
export async function createTestUser(
  server: TestServer,
  email = `user-${randomUUID().slice(0, 8)}@example.com`,
): Promise<TestUser> {
  const id = randomUUID();
  const sessionId = randomUUID();
  await server.ctx.db.query(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at) values ($1, $2, 'test-user-no-password', now())`,
    [id, email],
  );
  await server.ctx.db.query(`insert into auth.sessions (id, user_id) values ($1, $2)`, [sessionId, id]);
  const accessToken = await mintAccessToken(server, { id, email, sessionId });
  return { id, email, sessionId, accessToken, client: clientWithToken(server, accessToken) };
}

export function mintAccessToken(
  server: TestServer,
  user: { id: string; email: string; sessionId: string },
  expiresInSeconds = 3600,
): Promise<string> {
  return server.ctx.keys.sign(
    {
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: user.sessionId,
      aal: 'aal1',
      amr: [],
      email: user.email,
    },
    expiresInSeconds,
  );
}

/** supabase-js that sends `token` as the bearer (the anon key stays the apikey). */
export function clientWithToken(server: TestServer, token: string): SupabaseClient {
  return createClient(server.url, server.ctx.anonKey, {
    accessToken: async () => token,
    // supabase-js 2.109 needs a WebSocket implementation on Node 20 (docs/toolchain-notes.md, note 2).
    realtime: { transport: WebSocket as never },
  });
}

/** A fresh address per test, so tests in one file never share an account. */
export const uniqueEmail = (label = 'trader') => `${label}.${randomBytes(4).toString('hex')}@example.com`;

export const STRONG_PASSWORD = 'calm-waters-42';

/**
 * A real account made through /auth/v1/signup with supabase-js (autoconfirm), and the client
 * holding its session. `userMetadata` goes in as sign-up's `options.data` (e.g. a username).
 */
export async function signedUpClient(
  server: TestServer,
  email = uniqueEmail(),
  password = STRONG_PASSWORD,
  userMetadata?: Record<string, unknown>,
) {
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: userMetadata } });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, email, password, session: data.session, user: data.session.user };
}
