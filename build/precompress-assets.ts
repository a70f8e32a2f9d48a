import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|html)$/;

/**
 * After `vite build`, writes `.br` and `.gz` twins of every hashed asset at maximum compression,
 * once. The server sends them as they are (serveStatic's `precompressed`), so no asset is
 * compressed per request and browsers that accept brotli get the smaller file.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'theraagent:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const assetsDir = join(outDir, 'assets');
      const files = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(assetsDir, name);
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
