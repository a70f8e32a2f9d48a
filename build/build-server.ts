/**
 * Compiles the server (server/ + common/) to plain JavaScript with esbuild, so production runs
 * `node dist/server/main.js` and no TypeScript loader (docs/decisions/0009-compiled-server.md).
 *   npx tsx build/build-server.ts [--outdir <dir inside the project>]
 * Packages stay in node_modules (imported at run time, never bundled): the output must sit
 * inside the project so that Node finds them from it.
 */
import { readFile, rm } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = resolve(ROOT, 'dist/server');

/**
 * Server modules find files beside the source tree (supabase/migrations/, dist/web/) with
 * `new URL('../../x/', import.meta.url)`. Bundled, import.meta.url would be the bundle's URL, so
 * each module's import.meta.url is rewritten to its own source file's URL, computed from the
 * bundle's location at run time: the output keeps working when the project folder moves.
 */
function sourceFileImportMetaUrl(outDir: string): Plugin {
  return {
    name: 'source-file-import-meta-url',
    setup(on) {
      on.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (/import\.meta\.(dirname|filename)/.test(source)) {
          return {
            errors: [{ text: 'use import.meta.url (rewritten by this build), not import.meta.dirname/filename' }],
          };
        }
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

export async function buildServer(outDir = SERVER_OUT_DIR) {
  const absoluteOutDir = resolve(ROOT, outDir);
  const inside = relative(ROOT, absoluteOutDir);
  if (inside === '' || inside.startsWith('..')) throw new Error(`--outdir must be a folder inside ${ROOT}`);
  // Chunk names carry a hash: without a clean folder, old chunks would pile up.
  await rm(absoluteOutDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outdir: absoluteOutDir,
    bundle: true,
    // The server tsconfig's @common/* and @server/* paths are resolved here; packages are not bundled.
    packages: 'external',
    tsconfig: resolve(ROOT, 'tsconfig.server.json'),
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Keeps server/db/database.ts's dynamic imports lazy: the PGlite build never loads `pg`,
    // the PostgreSQL build never loads PGlite.
    splitting: true,
    // Chunks sit beside main.js: the import.meta.url rewrite assumes every output file is in outDir.
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceFileImportMetaUrl(absoluteOutDir)],
  });
  return absoluteOutDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--outdir');
  const outDir = flag >= 0 ? process.argv[flag + 1] : undefined;
  await buildServer(outDir);
}
