import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';

/**
 * The fast paths of issue 18 (hashed assets from memory, constant JSON answers, headers added
 * in place) must answer exactly what the slow ones did: the same bytes and the same headers.
 */
describe('the lean request path', () => {
  let server: TestServer;
  let distDir: string;
  const script = 'console.log("calm");'.repeat(300);

  beforeAll(async () => {
    distDir = `${await mkdtemp(join(tmpdir(), 'theraagent-lean-'))}/`;
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(distDir, 'assets/app-abc123.js'), script);
    await writeFile(join(distDir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    await writeFile(join(distDir, 'assets/app-abc123.js.gz'), gzipSync(script));
    server = await startTestServer('pglite', {}, { webDistDir: distDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const securityHeaderNames = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'permissions-policy',
  ];
  const expectSecurityHeaders = (response: Response) => {
    for (const name of securityHeaderNames) expect(response.headers.get(name), name).toBeTruthy();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  };

  it('serves a hashed asset from memory, the same on every request: brotli, gzip or plain, cached a year, with the security headers', async () => {
    for (let round = 0; round < 2; round++) {
      const br = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      expect(br.headers.get('content-type')).toContain('javascript');
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(br);
      // fetch decodes brotli and gzip itself: the text is the script only if the bytes were right.
      expect(await br.text()).toBe(script);
    }
    const gzip = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);
    const plain = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(script.length));
    expect(await plain.text()).toBe(script);
  });

  it('leaves a Range request and a missing asset to the file server: a partial answer, and a 404 that is not the page', async () => {
    const partial = await fetch(`${server.url}/assets/app-abc123.js`, {
      headers: { range: 'bytes=0-6', 'accept-encoding': 'identity' },
    });
    expect(partial.status).toBe(206);
    expect(await partial.text()).toBe('console');
    const missing = await fetch(`${server.url}/assets/app-gone999.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');
    expectSecurityHeaders(missing);
  });

  it('answers /app-config.json, /auth/v1/health and /auth/v1/settings with their JSON and every header they had', async () => {
    const config = await fetch(`${server.url}/app-config.json`);
    expect(config.headers.get('content-type')).toContain('application/json');
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(config);
    expect(await config.json()).toMatchObject({ supabaseAnonKey: server.ctx.anonKey });

    for (const path of ['/auth/v1/health', '/auth/v1/settings']) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { apikey: server.ctx.anonKey, origin: server.url },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(response.headers.get('access-control-allow-origin')).toBe(server.url);
      expect(response.headers.get('vary')).toBe('Origin');
      expectSecurityHeaders(response);
    }
    const settings = await (
      await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.ctx.anonKey } })
    ).json();
    expect(settings).toMatchObject({ external: { email: true, github: false }, mailer_autoconfirm: true });
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => !('d' in key))).toBe(true);
  });

  it('answers the ready routes (server/http/ready-answers.ts) with the same headers the app gives them', async () => {
    // The first GET warms the caches the ready answers need (the key verified, the asset read);
    // HEAD always goes through the whole app. Date differs by the second; HEAD has no body; the
    // connection headers are the socket's, not the route's.
    const notTheRoutes = new Set(['date', 'content-length', 'connection', 'keep-alive']);
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !notTheRoutes.has(name)));
    const routes: Array<[string, Record<string, string>]> = [
      ['/app-config.json', {}],
      ['/auth/v1/health', { origin: server.url }],
      ['/auth/v1/health', { origin: 'https://elsewhere.example' }],
      ['/auth/v1/settings', { apikey: server.ctx.anonKey, origin: server.url }],
      ['/auth/v1/settings', { apikey: server.ctx.anonKey }],
      ['/assets/app-abc123.js', { 'accept-encoding': 'br' }],
      ['/assets/app-abc123.js', { 'accept-encoding': 'gzip' }],
    ];
    for (const [path, headers] of routes) {
      await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer();
      const ready = await fetch(`${server.url}${path}`, { headers });
      const body = new Uint8Array(await ready.arrayBuffer());
      const viaApp = await fetch(`${server.url}${path}`, { method: 'HEAD', headers });
      expect(ready.status, path).toBe(200);
      expect(headersOf(ready), `${path} ${JSON.stringify(headers)}`).toEqual(headersOf(viaApp));
      // Brotli and gzip bodies are decoded by fetch; the plain ones must be whole.
      if (!ready.headers.has('content-encoding')) expect(ready.headers.get('content-length')).toBe(String(body.length));
    }
  });

  it('sends what the ready answers cannot decide to the app: an unknown key is refused as before', async () => {
    const refused = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: 'not-a-key' } });
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('still refuses an API call without a key, with the security headers, and a preflight still gets its grant', async () => {
    const refused = await fetch(`${server.url}/rest/v1/user_exercise_completions?select=*`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(refused);
    const preflight = await fetch(`${server.url}/rest/v1/user_exercise_completions`, {
      method: 'OPTIONS',
      headers: {
        origin: server.url,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    expectSecurityHeaders(preflight);
  });
});
