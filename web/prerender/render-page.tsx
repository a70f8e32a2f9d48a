import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
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
  return renderToString(
    <StrictMode>
      <AppProviders>
        {/* hydrate={false}: no inline hydration script (the CSP forbids one); the page has no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
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
