import {
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMAT,
  type ExportFormat,
  type ResumeDocument,
  type StoredResumeParts,
} from '@vita/shared';
import { toDocx } from './docx-export';
import { toJsonResume } from './json-resume-export';

export type PortableFile = { body: Buffer; contentType: string; fileName: string; pages: null };

/** DOCX and JSON Resume: the formats for taking a resume to other tools. */
export function isPortableFormat(format: ExportFormat): format is 3 | 4 {
  return format === EXPORT_FORMAT.docx || format === EXPORT_FORMAT.jsonResume;
}

export async function exportPortable(
  format: 3 | 4,
  parts: StoredResumeParts,
  doc: ResumeDocument,
  baseName: string,
): Promise<PortableFile> {
  if (format === EXPORT_FORMAT.docx) {
    return {
      body: await toDocx(doc),
      contentType: EXPORT_CONTENT_TYPES.docx,
      fileName: `${baseName}.docx`,
      pages: null,
    };
  }
  // A Buffer passes Fastify untouched; a string or object would go through the JSON serializer.
  const json = Buffer.from(`${JSON.stringify(toJsonResume(parts), null, 2)}\n`, 'utf8');
  return {
    body: json,
    contentType: `${EXPORT_CONTENT_TYPES.jsonResume}; charset=utf-8`,
    fileName: `${baseName}.json`,
    pages: null,
  };
}
