import type { RouterRoute } from 'hono/types';

/**
 * The methods a sub-app answers on `path`, read from its own route table, so an unmatched
 * request can be told 405 (the path exists, with `Allow`) rather than 404. Middleware and
 * catch-all entries ('*' paths, method ALL) are not endpoints and are left out.
 */
export function allowedMethods(routes: readonly RouterRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (patternOf(route.path).test(path)) methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

const patterns = new Map<string, RegExp>();

function patternOf(routePath: string): RegExp {
  let pattern = patterns.get(routePath);
  if (!pattern) {
    const source = routePath
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${source}/?$`);
    patterns.set(routePath, pattern);
  }
  return pattern;
}
