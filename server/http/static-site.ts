import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { PAGES_MANIFEST_FILE, type PagesManifest } from '@common/prerendered-pages';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { fileURLToPath } from 'node:url';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../dist/web/', import.meta.url));

/**
 * Serves the built SPA: hashed assets cached for a year and sent precompressed (brotli or gzip,
 * made once at build time by build/precompress-assets.ts), and pages revalidated on each visit.
 * Pages (docs/prerendering.md): the public ones prerendered (/, /about, /whitepaper), the app
 * shell for paths only the client router renders, and the prerendered 404 page, with status 404,
 * for any other path. A build without pages.json (before prerendering) answers every path with
 * index.html. A missing asset is a 404, never HTML: HTML in place of a script only hides the fault.
 */
export function createStaticSite(distDir = WEB_DIST_DIR) {
  const app = new Hono();
  if (!existsSync(distDir)) {
    app.get('*', (c) => c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503));
    return app;
  }
  const manifest = readPagesManifest(distDir);
  const pages = new Map<string, Promise<string>>();
  const readPage = (file: string) => {
    if (!pages.has(file)) pages.set(file, readFile(`${distDir}${file}`, 'utf8'));
    return pages.get(file)!;
  };

  app.use('*', compress());
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: distDir, precompressed: true }),
  );
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root: distDir, index: '__no_index__' }));
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    if (!manifest) return c.html(await readPage('index.html'));
    // '/about/' is '/about'; the root stays '/'.
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    // Own keys only: '/constructor' must not find Object.prototype's.
    if (Object.hasOwn(manifest.prerendered, path)) return c.html(await readPage(manifest.prerendered[path]!));
    if (manifest.clientRoutes.includes(path)) return c.html(await readPage(manifest.shell));
    return c.html(await readPage(manifest.notFound), 404);
  });
  return app;
}

function readPagesManifest(distDir: string): PagesManifest | null {
  const file = `${distDir}${PAGES_MANIFEST_FILE}`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagesManifest) : null;
}
