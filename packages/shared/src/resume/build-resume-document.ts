import {
  assembleResumeDocument,
  type BuildResumeDocumentOptions,
  type StoredResumeParts,
} from './assemble-resume-document';
import type { ResumeDocument } from './resume-document';
import { schemaReaders } from './schema-readers';

export type { BuildResumeDocumentOptions, StoredResumeParts };

/**
 * The document from stored parts, each part checked field by field against its contract schema:
 * for data read from the database (exports, the server's copies). The browser builds with
 * `assembleResumeDocument`, which gives the same document for valid data without the schema code.
 */
export function buildResumeDocument(
  parts: StoredResumeParts,
  options: BuildResumeDocumentOptions = {},
): ResumeDocument {
  return assembleResumeDocument(parts, options, schemaReaders);
}
