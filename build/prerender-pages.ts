import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Plugin } from 'vite';
import { PAGES_MANIFEST_FILE, type PagesManifest } from '../common/prerendered-pages';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROOT_ELEMENT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const LEADING_TITLE = /^<title>[\s\S]*?<\/title>/;
const PRERENDERED_NOSCRIPT = '<noscript>Signing in, chat and the guided sessions need JavaScript.</noscript>';

interface PageRenderer {
  PRERENDERED_PATHS: readonly string[];
  NOT_FOUND_PROBE_PATH: string;
  renderPage(path: string): Promise<string>;
  clientRoutePaths(): string[];
}

/**
 * After the browser build, renders the public pages (landing, about, whitepaper, 404) to HTML
 * with web/prerender/render-page.tsx, so they paint before any JavaScript and the app hydrates
 * them (docs/decisions/0020-prerendered-public-pages.md). Writes, in the build's folder:
 *   index.html, about/index.html, whitepaper/index.html, 404.html: the pages, prerendered;
 *   app-shell.html: Vite's page with its empty root, for screens only the client renders;
 *   pages.json: which is which, for the server (common/prerendered-pages.ts).
 */
export function prerenderPages({ aliases }: { aliases: AliasOptions }): Plugin {
  let outDir = '';
  return {
    name: 'theraagent:prerender-pages',
    // Only the browser build; the renderer's own (SSR) build below must not recurse.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      // Inside the project, so the renderer finds react and react-router in node_modules.
      const rendererDir = join(ROOT, '.tmp', `prerender-${process.pid}`);
      try {
        await build({
          configFile: false,
          root: join(ROOT, 'web'),
          logLevel: 'warn',
          resolve: { alias: aliases },
          plugins: [react()],
          build: { ssr: join(ROOT, 'web/prerender/render-page.tsx'), outDir: rendererDir, emptyOutDir: true },
        });
        const renderer = (await import(pathToFileURL(join(rendererDir, 'render-page.js')).href)) as PageRenderer;
        await writePages(renderer, outDir);
      } finally {
        await rm(rendererDir, { recursive: true, force: true });
      }
    },
  };
}

async function writePages(renderer: PageRenderer, outDir: string) {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  const fill = (rendered: string) => {
    // React puts a page's <title> first in its output; it belongs in the head, in place of the
    // default one (hydration then adopts the first <title> of the document).
    const title = LEADING_TITLE.exec(rendered)?.[0];
    const body = title ? rendered.slice(title.length) : rendered;
    const page = template
      .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`)
      .replace(NOSCRIPT, PRERENDERED_NOSCRIPT);
    return title ? page.replace(TITLE, () => title) : page;
  };

  const manifest: PagesManifest = { prerendered: {}, clientRoutes: [], shell: 'app-shell.html', notFound: '404.html' };
  await writeFile(join(outDir, manifest.shell), template);
  for (const path of renderer.PRERENDERED_PATHS) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), fill(await renderer.renderPage(path)));
    manifest.prerendered[path] = file;
  }
  await writeFile(join(outDir, manifest.notFound), fill(await renderer.renderPage(renderer.NOT_FOUND_PROBE_PATH)));
  manifest.clientRoutes = renderer.clientRoutePaths().filter((path) => !(path in manifest.prerendered));
  await writeFile(join(outDir, PAGES_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
