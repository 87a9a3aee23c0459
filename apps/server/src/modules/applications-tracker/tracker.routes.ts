import {
  createTrackedApplicationSchema,
  exportFileSchema,
  freezeApplicationRequestSchema,
  sendApplicationRequestSchema,
  sendDraftResponseSchema,
  trackedApplicationIdParamSchema,
  trackedApplicationListResponseSchema,
  trackedApplicationResponseSchema,
  updateTrackedApplicationSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { type ApplicationRouteOptions, applicationDeps } from '../application/application-deps';
import { loginRequired } from '../auth/current-user';
import { contentDisposition } from '../export/content-disposition';
import { freezeApplication, frozenPdf } from './freeze.service';
import { sendApplication, sendDraft } from './send.service';
import {
  createTrackedApplication,
  deleteTrackedApplication,
  getTrackedApplication,
  listTrackedApplications,
  updateTrackedApplication,
} from './tracker.service';

const one = replies(trackedApplicationResponseSchema);
const byId = { params: trackedApplicationIdParamSchema };

/** Signed-in callers only; `caller.userId` is set once `loginRequired` has passed. */
const userOf = (caller: { userId: number | null }) => caller.userId as number;

/** The Bewerbungsmanager: the account's applications, where each stands, and the Mappe as sent. */
export async function trackerRoutes(app: App, options: ApplicationRouteOptions) {
  const r = typed(app);
  const deps = { db: app.db, now: options.now };
  const mappe = applicationDeps(app, options);
  // Encapsulated: the hook guards this plugin's routes only, before a body is looked at.
  app.addHook('onRequest', loginRequired);

  r.post(
    '/applications',
    { schema: { body: createTrackedApplicationSchema, response: one } },
    async ({ body, caller }) =>
      ok('Bewerbung angelegt.', { data: await createTrackedApplication(deps, userOf(caller), body) }),
  );

  r.get(
    '/applications',
    { schema: { response: replies(trackedApplicationListResponseSchema) } },
    async ({ caller }) => ok('OK', { data: await listTrackedApplications(deps, userOf(caller)) }),
  );

  r.get('/applications/:id', { schema: { ...byId, response: one } }, async ({ params, caller }) =>
    ok('OK', { data: await getTrackedApplication(deps, userOf(caller), params.id) }),
  );

  r.put(
    '/applications/:id',
    { schema: { ...byId, body: updateTrackedApplicationSchema, response: one } },
    async ({ params, body, caller }) =>
      ok('Gespeichert.', { data: await updateTrackedApplication(deps, userOf(caller), params.id, body) }),
  );

  r.delete('/applications/:id', { schema: { ...byId, response: one } }, async ({ params, caller }) =>
    ok('Bewerbung gelöscht.', { data: await deleteTrackedApplication(deps, userOf(caller), params.id) }),
  );

  r.post(
    '/applications/:id/freeze',
    { schema: { ...byId, body: freezeApplicationRequestSchema, response: one } },
    async ({ params, body, caller }) =>
      ok('Die Mappe ist als versendet festgehalten.', {
        data: await freezeApplication({ ...deps, mappe }, userOf(caller), params.id, body),
      }),
  );

  r.get(
    '/applications/:id/send-draft',
    { schema: { ...byId, response: replies(sendDraftResponseSchema) } },
    async ({ params, caller }) => ok('OK', { data: await sendDraft(deps, userOf(caller), params.id) }),
  );

  r.post(
    '/applications/:id/send',
    { schema: { ...byId, body: sendApplicationRequestSchema, response: one } },
    async ({ params, body, caller }) => {
      const sent = await sendApplication(
        { ...deps, mappe, mailer: app.mailer },
        userOf(caller),
        params.id,
        body,
      );
      return ok(sent.message, { data: sent.application });
    },
  );

  r.get(
    '/applications/:id/sent.pdf',
    {
      schema: {
        ...byId,
        response: replies({ content: { 'application/pdf': { schema: exportFileSchema } } }),
      },
    },
    async ({ params, caller }, reply) => {
      const file = await frozenPdf(deps, userOf(caller), params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.pdf);
    },
  );
}
