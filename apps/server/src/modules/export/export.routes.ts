import {
  EXPORT_CONTENT_TYPES,
  exportCapabilitiesResponseSchema,
  exportFileSchema,
  exportRequestSchema,
  FREE_EXPORT_FORMATS,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { contentDisposition } from './content-disposition';
import { createDownloadPolicy } from './download-policy';
import { exportResume } from './export.service';

/** The file by its content type; its bytes pass no serializer (only JSON answers are checked). */
const fileReplies = replies({
  content: {
    [EXPORT_CONTENT_TYPES.pdf]: { schema: exportFileSchema },
    [EXPORT_CONTENT_TYPES.txt]: { schema: exportFileSchema },
    [EXPORT_CONTENT_TYPES.docx]: { schema: exportFileSchema },
    [EXPORT_CONTENT_TYPES.jsonResume]: { schema: exportFileSchema },
  },
});

/** PDF and TXT download (02 §2.5), whether this server can make PDFs and whether it gates downloads. */
export async function exportRoutes(
  app: App,
  options: { renderTimeoutMs: number; requiresPlan: boolean; now: () => Date },
) {
  const r = typed(app);
  const mayDownload = createDownloadPolicy({
    db: app.db,
    now: options.now,
    requiresPlan: options.requiresPlan,
  });
  const deps = { db: app.db, pdf: app.pdfPool, mayDownload };

  r.post(
    '/resume/export',
    { schema: { body: exportRequestSchema, response: fileReplies } },
    async ({ body, caller }, reply) => {
      const file = await exportResume(deps, body, caller, options.renderTimeoutMs);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store');
      if (file.pages !== null) reply.header('x-page-count', String(file.pages));
      return reply.send(file.body);
    },
  );

  r.get(
    '/export/capabilities',
    { schema: { response: replies(exportCapabilitiesResponseSchema) } },
    async () =>
      ok('OK', {
        pdf: app.pdfPool.available(),
        requiresPlan: options.requiresPlan,
        freeFormats: [...FREE_EXPORT_FORMATS],
      }),
  );
}
