import type { FastifyInstance } from 'fastify';

/**
 * `bodySchema` is the route's body contract (a zod schema on our routes), when it has one;
 * `response` its map of status → answer schema.
 */
export type RouteEntry = {
  method: string;
  url: string;
  bodySchema: unknown;
  response: Record<string, unknown> | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered (HEAD twins of GET routes included). */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each route as it is added, so checks over "every route" need no hand-kept list. */
export function recordRoutes(app: FastifyInstance) {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        bodySchema: route.schema?.body,
        response: route.schema?.response as Record<string, unknown> | undefined,
      });
  });
}
