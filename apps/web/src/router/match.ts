import type { ReactNode } from 'react';

/**
 * A route: a path pattern (`/anschreiben/:id`, `*`) with the element it shows, or a layout without
 * a path whose element shows the matching child through `<Outlet />`.
 */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  /** `/Work-summary` and `/work-summary` are two routes when set. */
  caseSensitive?: boolean;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

/** The chain of routes that matched, outermost first, with the params of the path. */
export interface RouteMatch {
  routes: RouteObject[];
  params: Params;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The params when `pattern` matches the whole of `pathname` (a trailing slash is ignored), else null. */
function matchPath(pattern: string, pathname: string, caseSensitive: boolean): Params | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  const params: Params = {};
  for (const [index, part] of wanted.entries()) {
    if (part === '*') {
      params['*'] = given.slice(index).map(decode).join('/');
      return params;
    }
    const segment = given[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    else if (caseSensitive ? part !== segment : part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return wanted.length === given.length ? params : null;
}

/** How specific a pattern is: more static segments first, a splat last. */
const rank = (route: RouteObject) => {
  const parts = segmentsOf(route.path ?? '');
  if (parts.includes('*')) return -1;
  return parts.reduce((sum, part) => sum + (part.startsWith(':') ? 2 : 3), 0);
};

/** The most specific route (through pathless layouts) that matches `pathname`. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch | null {
  let best: (RouteMatch & { rank: number }) | null = null;
  for (const route of routes) {
    if (route.path === undefined) {
      const inner = route.children ? matchRoutes(route.children, pathname) : null;
      const innerRank = inner ? rank(inner.routes[inner.routes.length - 1] as RouteObject) : 0;
      if (inner && (!best || innerRank > best.rank)) {
        best = { routes: [route, ...inner.routes], params: inner.params, rank: innerRank };
      }
      continue;
    }
    const params = matchPath(route.path, pathname, route.caseSensitive === true);
    const routeRank = rank(route);
    if (params && (!best || routeRank > best.rank)) best = { routes: [route], params, rank: routeRank };
  }
  return best && { routes: best.routes, params: best.params };
}
