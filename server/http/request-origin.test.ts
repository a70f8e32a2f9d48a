import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { requestOrigin } from './request-origin';

const originApp = (config: { pinnedApiOrigin: string | null; trustedProxyHops: number }) =>
  new Hono().get('/', (c) => c.text(requestOrigin(c, { siteUrl: 'http://localhost:3000', ...config })));

const originOf = async (app: Hono, headers: Record<string, string>) =>
  (await app.request('http://ignored/', { headers })).text();

describe('requestOrigin', () => {
  it('is the scheme and Host the client used when nothing is pinned', async () => {
    const app = originApp({ pinnedApiOrigin: null, trustedProxyHops: 0 });
    expect(await originOf(app, { host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(await originOf(app, { host: '192.168.1.20:8080' })).toBe('http://192.168.1.20:8080');
  });

  it('trusts X-Forwarded-Proto and -Host only behind a proxy we run', async () => {
    const forwarded = { host: 'app:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'calm.example, inner' };
    expect(await originOf(originApp({ pinnedApiOrigin: null, trustedProxyHops: 0 }), forwarded)).toBe(
      'http://app:3000',
    );
    expect(await originOf(originApp({ pinnedApiOrigin: null, trustedProxyHops: 1 }), forwarded)).toBe(
      'https://calm.example',
    );
  });

  it('is the pinned origin whatever the request says', async () => {
    const app = originApp({ pinnedApiOrigin: 'https://api.calm.example', trustedProxyHops: 1 });
    expect(await originOf(app, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).toBe(
      'https://api.calm.example',
    );
  });

  it('falls back to the site URL for a Host that is not a host', async () => {
    const app = originApp({ pinnedApiOrigin: null, trustedProxyHops: 0 });
    expect(await originOf(app, { host: 'bad host/with path' })).toBe('http://localhost:3000');
  });
});
