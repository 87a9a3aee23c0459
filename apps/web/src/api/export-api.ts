/**
 * The export calls (docs/api.md, "Export"): the PDF, TXT, DOCX or JSON Resume file itself, and
 * whether this server can make PDFs.
 */
import type { ExportCapabilities, ExportFormat, ExportRequest } from '@vita/shared';
import { apiRequest } from './client';
import { type ExportedFile, postForFile } from './file-download';

export const exportApi = {
  capabilities: () => apiRequest<ExportCapabilities>('/export/capabilities'),

  /** POST /resume/export with the login token when there is one (an owned resume needs it). */
  async download(
    body: ExportRequest & { format: ExportFormat },
    token: string | null,
    fetchImpl: typeof fetch = fetch,
  ): Promise<ExportedFile> {
    const extension = ({ 1: 'pdf', 2: 'txt', 3: 'docx', 4: 'json' } as const)[body.format];
    return postForFile('/resume/export', body, token, `Lebenslauf.${extension}`, fetchImpl);
  },
};
