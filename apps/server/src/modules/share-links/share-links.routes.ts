import {
  createShareLinkSchema,
  shareLinkIdParamSchema,
  shareLinkListQuerySchema,
  shareLinkListResponseSchema,
  shareLinkResponseSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { loginRequired } from '../auth/current-user';
import { createShareLink, listShareLinks, revokeShareLink } from './share-links.service';

const one = replies(shareLinkResponseSchema);
const userOf = (caller: { userId: number | null }) => caller.userId as number;

/** The owner's share links: create, list with their counters, revoke. */
export async function shareLinkRoutes(app: App, options: { now: () => Date }) {
  const r = typed(app);
  const deps = { db: app.db, now: options.now };
  app.addHook('onRequest', loginRequired);

  r.post(
    '/share-links',
    { schema: { body: createShareLinkSchema, response: one } },
    async ({ body, caller }) =>
      ok('Link erstellt.', { data: await createShareLink(deps, userOf(caller), body) }),
  );

  r.get(
    '/share-links',
    { schema: { querystring: shareLinkListQuerySchema, response: replies(shareLinkListResponseSchema) } },
    async ({ query, caller }) =>
      ok('OK', { data: await listShareLinks(deps, userOf(caller), query.resume_token) }),
  );

  r.delete(
    '/share-links/:id',
    { schema: { params: shareLinkIdParamSchema, response: one } },
    async ({ params, caller }) =>
      ok('Link widerrufen.', { data: await revokeShareLink(deps, userOf(caller), params.id) }),
  );
}
