import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestServer } from '../test-support/test-server';

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
