import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress-assets';
import { prerenderPages } from './build/prerender-pages';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const devServerPort = Number(process.env.PORT ?? 3000);
// In `npm run dev` the API server listens one port above the Vite dev server.
const apiTarget = `http://localhost:${devServerPort + 1}`;

export const aliases = {
  '@web': fromRoot('./web'),
  '@common': fromRoot('./common'),
};

export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [react(), tailwindcss(), precompressAssets(), prerenderPages({ aliases })],
  resolve: { alias: aliases },
  // @vapi-ai/web is CommonJS; without this Vite 8's build gives `default is not a constructor`
  // (TOOLCHAIN.md snag 1). The Vapi engine also unwraps defensively.
  legacy: { inconsistentCjsInterop: true },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // Features are used through their index.ts (.dependency-cruiser.cjs, feature-internal-import).
        // A module of a feature whose exports nobody uses is left out, as a library's would be: else
        // importing one thing from a feature's index would load everything the index names (the SOS
        // button would bring the safety plan's link, and with it supabase-js, into the landing's
        // first download). No feature module is imported for its side effects alone.
        moduleSideEffects: [{ test: /\/web\/features\/.+\.tsx?$/, sideEffects: false }],
      },
    },
  },
  server: {
    port: devServerPort,
    proxy: Object.fromEntries(
      ['/auth', '/rest', '/functions', '/app-config.json', '/client-errors'].map((p) => [p, apiTarget]),
    ),
  },
});
