/**
 * What the build writes beside the web app (dist/web/pages.json) so the server knows which paths
 * have a prerendered page, which belong to the client router (answered with the app shell) and
 * which are unknown (the prerendered 404 page, with status 404). docs/prerendering.md.
 */
export const PAGES_MANIFEST_FILE = 'pages.json';

export interface PagesManifest {
  /** Path -> HTML file (relative to dist/web/) holding that page, prerendered. */
  prerendered: Record<string, string>;
  /** Paths only the client router renders (signed-in screens, sessions, settings). */
  clientRoutes: string[];
  /** The HTML with an empty root, for client routes. */
  shell: string;
  /** The prerendered 404 page. */
  notFound: string;
}
