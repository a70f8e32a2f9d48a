import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@web/app/providers';
import { routes } from '@web/app/router';

/**
 * The build-time renderer of the public pages (run by build/prerender-pages.ts in Node, never
 * shipped to browsers). It renders the same routes and providers the browser hydrates, in the
 * state the browser's first render has: session unknown ('loading'), brand settings unconfigured.
 */

/** The pages every visitor may open first, written to HTML at build time. */
export const PRERENDERED_PATHS = ['/', '/about', '/whitepaper'] as const;

/** Any path no route claims, to render the 404 page. */
export const NOT_FOUND_PROBE_PATH = '/__prerendered-404__';

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerendering ${path}: the routes answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender, unlike renderToString, waits for lazy components (the landing's sections below the
  // fold, web/app/routes/landing.tsx), so the HTML holds them in full, each in its Suspense markers.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        {/* hydrate={false}: no inline hydration script (the CSP forbids one); the page has no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // No boundary is outlined to stream in after the page (React outlines big ones past this size,
    // with an inline script to put them in place): each is written where it stands.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // The page must not need an inline script (the CSP forbids them): a boundary left to the client
  // or streamed late would bring one.
  if (html.includes('<script'))
    throw new Error(
      `prerendering ${path}: the HTML holds a <script>: ${html.slice(html.indexOf('<script'), html.indexOf('<script') + 400)}`,
    );
  return html;
}

/** Every path the client router answers (the server sends those the app shell, the rest a 404). */
export function clientRoutePaths(): string[] {
  const paths: string[] = [];
  const visit = (list: RouteObject[]) =>
    list.forEach((route) => {
      if (route.path && route.path !== '*') {
        if (/[:*?]/.test(route.path))
          throw new Error(
            `route ${route.path}: the server only knows fixed paths; teach build/prerender-pages.ts its pattern`,
          );
        paths.push(route.path);
      }
      if (route.children) visit(route.children);
    });
  visit(routes);
  return paths;
}
