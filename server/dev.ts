/**
 * `npm run dev`: Vite serves the app with hot reload on PORT (3000) and proxies the API to this
 * server, one port up. The browser talks to Vite's origin, so SITE_URL (the API origin the
 * browser is told, and the JWT issuer) is Vite's.
 */
const vitePort = Number(process.env.PORT ?? 3000);
process.env.PORT = String(vitePort + 1);
process.env.SITE_URL ??= `http://localhost:${vitePort}`;
process.env.NODE_ENV ??= 'development';

await import('./main');

export {};
