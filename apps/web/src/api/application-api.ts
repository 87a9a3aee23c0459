/**
 * The Bewerbungsmappe calls: what the download would be (preflight: size, pages, file name) and
 * the PDF itself, fetched like the resume export.
 */
import { type ApplicationExportRequest, applicationPreflightResponseSchema } from '@vita/shared';
import { apiRequest } from './client';
import { type ExportedFile, postForFile } from './file-download';

export const applicationApi = {
  preflight: (body: ApplicationExportRequest, token: string | null) =>
    apiRequest('/application/preflight', {
      method: 'POST',
      body,
      token,
      schema: applicationPreflightResponseSchema,
    }),

  download: (
    body: ApplicationExportRequest,
    token: string | null,
    fetchImpl: typeof fetch = fetch,
  ): Promise<ExportedFile> => postForFile('/application/export', body, token, 'Bewerbung.pdf', fetchImpl),
};
