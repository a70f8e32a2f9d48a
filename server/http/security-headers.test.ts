import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_CALL_BUNDLE_ORIGIN, VAPI_API_ORIGIN } from '@common/voice-provider-origins';
import { startTestServer, type TestServer } from '../test-support/test-server';
import {
  contentSecurityPolicy,
  securityHeaderEntries,
  securityHeaders,
  type ContentSecurityOptions,
} from './security-headers';

/** The CSP as a map of directive name to its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

async function cspFrom(options: ContentSecurityOptions) {
  const app = new Hono()
    .use('*', securityHeaders(securityHeaderEntries({ https: false, ...options })))
    .get('/', (c) => c.text('ok'));
  const response = await app.request('/');
  return directives(response.headers.get('content-security-policy') ?? '');
}

describe('the Content-Security-Policy', () => {
  it('without a Vapi key: scripts and connections stay on our own origin', async () => {
    const csp = await cspFrom({ voiceProvider: false, apiOrigin: null });
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it("with a Vapi key: Daily's CDN may serve scripts, Vapi and Daily may be reached, nothing else", async () => {
    const csp = await cspFrom({ voiceProvider: true, apiOrigin: null });
    expect(csp.get('script-src')).toEqual(["'self'", 'https://c.daily.co']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://*.pluot.blue',
    ]);
  });

  it('never allows eval or inline script, nor any https origin to be connected to, in either configuration', () => {
    for (const voiceProvider of [false, true]) {
      const csp = directives(contentSecurityPolicy({ voiceProvider, apiOrigin: null }));
      const script = csp.get('script-src') ?? [];
      expect(script).not.toContain("'unsafe-eval'");
      expect(script).not.toContain("'unsafe-inline'");
      expect(script.some((source) => source.includes('*'))).toBe(false);
      // Daily's error tracker stays unreachable: those reports are refused by the browser.
      expect((csp.get('connect-src') ?? []).filter((source) => /^(https:|wss:|\*)$|sentry/.test(source))).toEqual([]);
    }
  });

  it('admits a pinned API origin (split deployments) for connections', () => {
    const csp = directives(contentSecurityPolicy({ voiceProvider: false, apiOrigin: 'https://api.example.com' }));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });
});

describe('the installed voice SDKs agree with the CSP', () => {
  const require = createRequire(import.meta.url);

  it("daily-js loads its call bundle from the CDN origin in script-src, and still knows 'avoidEval'", () => {
    const source = readFileSync(require.resolve('@daily-co/daily-js'), 'utf8');
    const bundleUrl = /"(https:\/\/[^"]+\/call-machine\/versioned\/)"/.exec(source)?.[1];
    expect(bundleUrl && new URL(bundleUrl).origin).toBe(DAILY_CALL_BUNDLE_ORIGIN);
    expect(source).toContain('avoidEval');
  });

  it("Vapi's web SDK defaults to the API origin in connect-src", () => {
    const source = readFileSync(require.resolve('@vapi-ai/web'), 'utf8');
    expect(source).toContain(`'${VAPI_API_ORIGIN}'`);
  });
});

describe('the server sends the policy its configuration calls for', () => {
  let withKey: TestServer;
  let withoutKey: TestServer;
  beforeAll(async () => {
    [withKey, withoutKey] = await Promise.all([
      startTestServer('pglite', { VAPI_PUBLIC_KEY: 'pk-test' }),
      startTestServer('pglite'),
    ]);
  });
  afterAll(() => Promise.all([withKey.close(), withoutKey.close()]));

  it('admits the voice provider only when a Vapi public key is set', async () => {
    const keyed = directives((await fetch(`${withKey.url}/`)).headers.get('content-security-policy') ?? '');
    const keyless = directives((await fetch(`${withoutKey.url}/`)).headers.get('content-security-policy') ?? '');
    expect(keyed.get('script-src')).toContain(DAILY_CALL_BUNDLE_ORIGIN);
    expect(keyed.get('connect-src')).toContain(VAPI_API_ORIGIN);
    expect(keyless.get('script-src')).toEqual(["'self'"]);
    // The test server pins its own origin as the API origin, the same as 'self'.
    expect(keyless.get('connect-src')?.filter((source) => source !== withoutKey.url)).toEqual(["'self'"]);
  });
});
