import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { appConfigSchema } from '@common/app-config';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';

/**
 * With no SITE_URL the server belongs to whatever origin it is reached on (issue: sign-in failed
 * on 127.0.0.1 because the browser was sent to localhost). One server, two names for it.
 */
describe.each(databaseKindsUnderTest())('one server on several origins (%s)', (kind) => {
  let server: TestServer;
  let port: string;
  const originsOf = () => ({ loopback: `http://127.0.0.1:${port}`, named: `http://localhost:${port}` });

  beforeAll(async () => {
    server = await startTestServer(kind, { SITE_URL: '', RATE_LIMITS: 'off' });
    port = new URL(server.url).port;
  });
  afterAll(() => server.close());

  const clientAt = (origin: string) =>
    createClient(origin, server.ctx.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  it('tells the browser to call the origin it loaded the page from', async () => {
    for (const origin of Object.values(originsOf())) {
      const config = appConfigSchema.parse(await (await fetch(`${origin}/app-config.json`)).json());
      expect(config.supabaseUrl).toBeNull();
    }
  });

  it('issues tokens from the origin the client called, valid on every origin of the server', async () => {
    const { loopback, named } = originsOf();
    const email = uniqueEmail();
    const signUp = await clientAt(loopback).auth.signUp({ email, password: STRONG_PASSWORD });
    expect(signUp.error).toBeNull();
    expect(decodeJwt(signUp.data.session!.access_token).iss).toBe(`${loopback}/auth/v1`);

    const namedClient = clientAt(named);
    const signIn = await namedClient.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toBeNull();
    expect(decodeJwt(signIn.data.session!.access_token).iss).toBe(`${named}/auth/v1`);

    // The token from 127.0.0.1 reads the user's own data through localhost, and vice versa.
    const crossed = await clientAt(named).auth.getUser(signUp.data.session!.access_token);
    expect(crossed.data.user?.email).toBe(email);
    const back = await clientAt(loopback).auth.getUser(signIn.data.session!.access_token);
    expect(back.data.user?.email).toBe(email);
  });

  it('ignores X-Forwarded-Host from a client when no proxy is trusted', async () => {
    const { loopback } = originsOf();
    const response = await fetch(`${loopback}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: server.ctx.anonKey,
        'Content-Type': 'application/json',
        'X-Forwarded-Host': 'attacker.example',
        'X-Forwarded-Proto': 'https',
      },
      body: JSON.stringify({ email: uniqueEmail(), password: STRONG_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const { access_token } = (await response.json()) as { access_token: string };
    expect(decodeJwt(access_token).iss).toBe(`${loopback}/auth/v1`);
  });
});

describe('a pinned deployment (SITE_URL or API_URL set)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { API_URL: 'https://api.theraagent.example/', RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  it('sends every browser to the pinned API origin and issues tokens from it, whatever Host says', async () => {
    const config = appConfigSchema.parse(await (await fetch(`${server.url}/app-config.json`)).json());
    expect(config.supabaseUrl).toBe('https://api.theraagent.example');
    const { data, error } = await server.client().auth.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(error).toBeNull();
    expect(decodeJwt(data.session!.access_token).iss).toBe('https://api.theraagent.example/auth/v1');
  });
});
