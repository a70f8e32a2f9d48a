/**
 * `npm run dev`: Vite serves the app with hot reload on PORT (3000) and proxies the API to this
 * server, one port up. The browser calls its own origin (Vite's), which needs no setting; SITE_URL
 * points links in mail at Vite's origin too, instead of this server's port.
 */
const vitePort = Number(process.env.PORT ?? 3000);
process.env.PORT = String(vitePort + 1);
process.env.SITE_URL ??= `http://localhost:${vitePort}`;
process.env.NODE_ENV ??= 'development';

await import('./main');

export {};
