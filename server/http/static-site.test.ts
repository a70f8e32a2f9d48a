import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_MANIFEST_FILE, type PagesManifest } from '@common/prerendered-pages';
import { createStaticSite } from './static-site';

/** A tiny built app in a temp folder, laid out as `vite build` (with precompression) leaves it. */
describe('serving the built SPA', () => {
  let distDir: string;
  let site: ReturnType<typeof createStaticSite>;
  const script = 'console.log("TheraAgent");'.repeat(200);

  beforeAll(async () => {
    distDir = `${await mkdtemp(join(tmpdir(), 'theraagent-dist-'))}/`;
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    await writeFile(join(distDir, 'assets/index-abc123.js'), script);
    await writeFile(join(distDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    await writeFile(join(distDir, 'assets/index-abc123.js.gz'), gzipSync(script));
    site = createStaticSite(distDir);
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it('without pages.json (a build before prerendering), answers every page path with index.html, revalidated on each visit', async () => {
    for (const path of ['/', '/dashboard', '/breathing-exercise', '/no-such-page']) {
      const response = await site.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('sends hashed assets precompressed, brotli first, cached for a year', async () => {
    const br = await site.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await site.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await site.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers a missing asset 404, never with index.html', async () => {
    const response = await site.request('/assets/index-gone999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });

  it('serves files from the public folder', async () => {
    const response = await site.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });
});

/** The same, with the prerendered pages and pages.json that build/prerender-pages.ts writes. */
describe('serving prerendered pages', () => {
  let distDir: string;
  let site: ReturnType<typeof createStaticSite>;

  beforeAll(async () => {
    distDir = `${await mkdtemp(join(tmpdir(), 'theraagent-dist-'))}/`;
    await mkdir(join(distDir, 'about'));
    await writeFile(join(distDir, 'index.html'), '<div id="root"><h1>Landing, prerendered</h1></div>');
    await writeFile(join(distDir, 'about/index.html'), '<div id="root"><h1>About, prerendered</h1></div>');
    await writeFile(join(distDir, 'app-shell.html'), '<div id="root"></div>');
    await writeFile(join(distDir, '404.html'), '<div id="root"><h1>Oops! Page not found</h1></div>');
    const manifest: PagesManifest = {
      prerendered: { '/': 'index.html', '/about': 'about/index.html' },
      clientRoutes: ['/dashboard', '/settings/account'],
      shell: 'app-shell.html',
      notFound: '404.html',
    };
    await writeFile(join(distDir, PAGES_MANIFEST_FILE), JSON.stringify(manifest));
    site = createStaticSite(distDir);
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it('answers a public page with its prerendered HTML, with or without a trailing slash', async () => {
    for (const [path, heading] of [
      ['/', 'Landing, prerendered'],
      ['/about', 'About, prerendered'],
      ['/about/', 'About, prerendered'],
    ]) {
      const response = await site.request(path!);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('answers the client-rendered screens with the empty app shell', async () => {
    for (const path of ['/dashboard', '/settings/account', '/dashboard?tab=exercises']) {
      const response = await site.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<div id="root"></div>');
    }
  });

  it('answers any other path with the prerendered 404 page and status 404', async () => {
    for (const path of ['/no-such-page', '/constructor', '/__proto__', '/settings', '/dashboard/extra']) {
      const response = await site.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });
});
