import type { ResumeDocument } from '../resume/resume-document';
import type { LetterFields } from './letters';

/** One Anlage as the Anschreiben's "Anlagen" line, the Deckblatt and the Anlagenverzeichnis name it. */
export type EnclosureLine = { title: string; document_date: string };

/**
 * The pages of a Mappe that the print entry renders besides the resume, each in the resume's
 * template, colour and font. The letter is always exactly one page; the others may be one or more.
 */
export type ApplicationPrintRequest =
  | { kind: 'letter'; resume: ResumeDocument; letter: LetterFields; enclosures: EnclosureLine[] }
  | { kind: 'cover'; resume: ResumeDocument; letter: LetterFields | null; enclosures: EnclosureLine[] }
  | { kind: 'attachment-index'; resume: ResumeDocument; enclosures: EnclosureLine[] };
export type ApplicationPageKind = ApplicationPrintRequest['kind'];

/** The print entry's global that renders one ApplicationPrintRequest and answers a PrintResult. */
export const APPLICATION_RENDER_GLOBAL = '__VITA_RENDER_APPLICATION__';
