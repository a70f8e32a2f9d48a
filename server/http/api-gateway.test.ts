import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createTestUser, type TestUser } from '../test-support/test-users';
import { MAX_BODY_BYTES } from './api-body-limit';

const OTHER_APP = 'https://app.example.org';

/**
 * POSTs on its own connection (no keep-alive pool): a server that answers 413 before reading
 * a large body closes that connection, which must not poison the pool the other tests share.
 */
function postOnFreshConnection(url: string, headers: Record<string, string>, chunks: string[], chunked = false) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (data: string) => (body += data));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    if (!chunked) outgoing.setHeader('Content-Length', Buffer.byteLength(chunks.join('')));
    // The server may answer and close before the whole body is written; that is the point.
    outgoing.on('error', () => {});
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

describe.each(databaseKindsUnderTest())('API gateway rules on %s', (kind) => {
  let server: TestServer;
  let ann: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, { CORS_ORIGINS: `${OTHER_APP}, https://second.example.org` });
    ann = await createTestUser(server);
  });
  afterAll(() => server.close());

  describe('apikey', () => {
    // The JWKS is the exception, public as on hosted Supabase (jwks-and-claims.test.ts).
    it.each(['/rest/v1/mental_health_exercises', '/auth/v1/user', '/functions/v1/chat-with-ai', '/auth/v1/settings'])(
      'is required on %s',
      async (path) => {
        const response = await fetch(`${server.url}${path}`, {
          headers: { Authorization: `Bearer ${server.ctx.anonKey}` },
        });
        expect(response.status).toBe(401);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
      },
    );

    it('must be signed by this server', async () => {
      const { privateKey } = await generateKeyPair('ES256');
      const foreign = await new SignJWT({ role: 'anon' })
        .setProtectedHeader({ alg: 'ES256', kid: server.ctx.keys.kid })
        .sign(privateKey);
      for (const apikey of ['not-a-key', foreign]) {
        const response = await fetch(`${server.url}/rest/v1/mental_health_exercises`, { headers: { apikey } });
        expect(response.status).toBe(401);
        const body = await response.json();
        expect(body.message).toBe('Invalid API key');
        expect(typeof body.hint).toBe('string');
      }
    });

    it("accepts the anon key and a user's access token", async () => {
      for (const apikey of [server.ctx.anonKey, ann.accessToken]) {
        const response = await fetch(`${server.url}/rest/v1/mental_health_exercises?select=id`, {
          headers: { apikey },
        });
        expect(response.status).toBe(200);
      }
    });

    it('is not asked of the email-confirmation link and the health probe', async () => {
      for (const path of ['/auth/v1/verify?token=abc&type=signup', '/auth/v1/health']) {
        const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
        const text = await response.text();
        expect(text, path).not.toContain('No API key found in request');
      }
    });

    it('is not asked of the site itself', async () => {
      expect((await fetch(`${server.url}/app-config.json`)).status).toBe(200);
    });
  });

  describe('CORS', () => {
    it('answers preflights from configured origins with the headers supabase-js sends', async () => {
      const response = await fetch(`${server.url}/rest/v1/user_points`, {
        method: 'OPTIONS',
        headers: {
          Origin: OTHER_APP,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer, x-client-info',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(OTHER_APP);
      const allowHeaders = response.headers.get('access-control-allow-headers')?.split(',') ?? [];
      for (const header of [
        'authorization',
        'apikey',
        'x-client-info',
        'content-type',
        'x-supabase-api-version',
        'accept-profile',
        'content-profile',
        'prefer',
        'x-retry-count',
      ]) {
        expect(allowHeaders).toContain(header);
      }
      expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    });

    it("lets the site's own origin in and exposes Content-Range", async () => {
      const response = await fetch(`${server.url}/rest/v1/mental_health_exercises?select=id`, {
        headers: { Origin: server.url, apikey: server.ctx.anonKey },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe(server.url);
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    });

    it('gives other origins no CORS grant', async () => {
      const response = await fetch(`${server.url}/rest/v1/mental_health_exercises`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('request bodies', () => {
    const tooBig = JSON.stringify({ notes: 'x'.repeat(MAX_BODY_BYTES) });

    it("refuses bodies over 1 MB with 413 in each surface's shape", async () => {
      const headers = { apikey: server.ctx.anonKey, Authorization: `Bearer ${ann.accessToken}` };
      const rest = await postOnFreshConnection(`${server.url}/rest/v1/user_exercise_completions`, headers, [tooBig]);
      expect(rest.status).toBe(413);
      expect(JSON.parse(rest.body)).toMatchObject({
        code: 'PGRST413',
        details: null,
        message: expect.stringContaining('too large'),
      });

      const fn = await postOnFreshConnection(`${server.url}/functions/v1/chat-with-ai`, headers, [tooBig]);
      expect(fn.status).toBe(413);
      expect(JSON.parse(fn.body)).toEqual({ error: expect.stringContaining('too large') });

      const auth = await postOnFreshConnection(`${server.url}/auth/v1/signup`, { apikey: server.ctx.anonKey }, [
        tooBig,
      ]);
      expect(auth.status).toBe(413);
      expect(JSON.parse(auth.body)).toMatchObject({
        error_code: 'request_too_large',
        msg: expect.stringContaining('too large'),
      });
    });

    it('counts streamed bodies that carry no Content-Length', async () => {
      const chunks = Array.from({ length: 20 }, () => 'x'.repeat(64 * 1024));
      const response = await postOnFreshConnection(
        `${server.url}/rest/v1/user_exercise_completions`,
        { apikey: server.ctx.anonKey },
        chunks,
        true,
      );
      expect(response.status).toBe(413);
    });

    it('accepts a body just under the limit', async () => {
      const notes = 'x'.repeat(1900);
      const response = await postOnFreshConnection(
        `${server.url}/rest/v1/user_exercise_completions`,
        { apikey: server.ctx.anonKey, Authorization: `Bearer ${ann.accessToken}`, Prefer: 'return=minimal' },
        [
          JSON.stringify([{ exercise_id: '5a1c0b5e-0001-4c1e-9a11-000000000001', user_id: ann.id, notes }]).padEnd(
            MAX_BODY_BYTES - 10,
            ' ',
          ),
        ],
      );
      expect(response.status).toBe(201);
    });

    it('answers malformed JSON with 400, not 500', async () => {
      for (const body of ['{"exercise_id":', 'not json', '', '[1,2]', '"text"', '{"a":1}}']) {
        const response = await fetch(`${server.url}/rest/v1/user_exercise_completions`, {
          method: 'POST',
          headers: {
            apikey: server.ctx.anonKey,
            Authorization: `Bearer ${ann.accessToken}`,
            'Content-Type': 'application/json',
          },
          body,
        });
        expect(response.status, body).toBe(400);
        expect((await response.json()).code, body).toBe('PGRST102');
      }
    });
  });

  describe('/functions/v1 routing', () => {
    it('answers an unknown function with 404 { error }', async () => {
      const { data, error } = await ann.client.functions.invoke('no-such-function', { body: { message: 'hi' } });
      expect(data).toBeNull();
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Function not found' });
    });

    it('routes chat-with-ai to its own app', async () => {
      const response = await fetch(`${server.url}/functions/v1/chat-with-ai`, {
        method: 'POST',
        headers: {
          apikey: server.ctx.anonKey,
          Authorization: `Bearer ${ann.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ message: 'hello', conversationHistory: [] }),
      });
      expect(response.status).not.toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  it('sends the security headers on API responses too', async () => {
    const response = await fetch(`${server.url}/rest/v1/mental_health_exercises`, {
      headers: { apikey: server.ctx.anonKey },
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
