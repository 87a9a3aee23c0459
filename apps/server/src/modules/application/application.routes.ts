import {
  applicationExportRequestSchema,
  applicationPreflightResponseSchema,
  exportFileSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { contentDisposition } from '../export/content-disposition';
import { exportApplication, preflightApplication } from './application.service';
import { type ApplicationRouteOptions, applicationDeps } from './application-deps';

/** The Bewerbungsmappe as one PDF, and what it would be before it is built. */
export async function applicationRoutes(app: App, options: ApplicationRouteOptions) {
  const r = typed(app);
  const deps = applicationDeps(app, options);

  r.post(
    '/application/export',
    {
      schema: {
        body: applicationExportRequestSchema,
        response: replies({ content: { 'application/pdf': { schema: exportFileSchema } } }),
      },
    },
    async ({ body, caller }, reply) => {
      const mappe = await exportApplication(deps, body, caller);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(mappe.fileName))
        .header('cache-control', 'no-store')
        .header('x-page-count', String(mappe.pages))
        .send(mappe.pdf);
    },
  );

  r.post(
    '/application/preflight',
    {
      schema: { body: applicationExportRequestSchema, response: replies(applicationPreflightResponseSchema) },
    },
    async ({ body, caller }) => ok('OK', { data: await preflightApplication(deps, body, caller) }),
  );
}
