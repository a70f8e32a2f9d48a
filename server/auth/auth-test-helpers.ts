import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestServer } from '../test-support/test-server';

/** A fresh address per test, so tests in one file never share an account. */
export const uniqueEmail = (label = 'trader') => `${label}.${randomBytes(4).toString('hex')}@example.com`;

export const STRONG_PASSWORD = 'calm-waters-42';

/** A supabase-js client whose every request is recorded (method and path). */
export function recordingClient(server: TestServer) {
  const requests: { method: string; path: string }[] = [];
  const client = createClient(server.url, server.ctx.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        requests.push({ method: init?.method ?? 'GET', path: url.pathname });
        return fetch(input, init);
      },
    },
  });
  return { client, requests };
}

/** A raw request to /auth/v1, for what supabase-js never sends (malformed bodies and the like). */
export function authRequest(server: TestServer, path: string, init: RequestInit & { bearer?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', server.ctx.anonKey);
  headers.set('Authorization', `Bearer ${init.bearer ?? server.ctx.anonKey}`);
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return fetch(`${server.url}/auth/v1${path}`, { ...init, headers, redirect: 'manual' });
}

/** Signs up (autoconfirm) and returns a client holding the session. */
export async function signedUpClient(server: TestServer, email = uniqueEmail(), password = STRONG_PASSWORD) {
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, email, password, session: data.session, user: data.session.user };
}
