import { resumeDocumentSchema } from '../resume/resume-document';
import { okResponse } from './common';

/** POST /resume/document: the ResumeDocument the preview, the PDF and the TXT render. */
export const resumeDocumentResponseSchema = okResponse({
  data: resumeDocumentSchema,
});
