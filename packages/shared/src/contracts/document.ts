import { z } from 'zod';
import { resumeDocumentSchema } from '../resume/resume-document';

/** POST /resume/document: the ResumeDocument the preview, the PDF and the TXT render. */
export const resumeDocumentResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: resumeDocumentSchema,
});
