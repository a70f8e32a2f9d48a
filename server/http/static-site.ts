import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { fileURLToPath } from 'node:url';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../dist/web/', import.meta.url));

/**
 * Serves the built SPA: hashed assets cached for a year and sent precompressed (brotli or gzip,
 * made once at build time by build/precompress-assets.ts), index.html revalidated, and every
 * unknown GET path answered with index.html so the client router can show the page (or its 404).
 * A missing asset is a 404, never index.html: HTML in place of a script only hides the fault.
 */
export function createStaticSite(distDir = WEB_DIST_DIR) {
  const app = new Hono();
  if (!existsSync(distDir)) {
    app.get('*', (c) => c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503));
    return app;
  }
  let indexHtml: string | undefined;
  const readIndex = async () => (indexHtml ??= await readFile(`${distDir}index.html`, 'utf8'));

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
    return c.html(await readIndex());
  });
  return app;
}
