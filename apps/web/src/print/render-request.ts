import { PRINT_MESSAGE } from '@vita/shared/contracts';
import { type ResumeDocument, resumeDocumentSchema } from '@vita/shared/resume';

/**
 * The document of a render request posted to the print entry, or null when the message is not
 * one: only a page of the same origin may ask (any other site could otherwise make it render
 * what it likes), and only a valid ResumeDocument is rendered.
 */
export function renderRequestOf(
  event: Pick<MessageEvent<unknown>, 'origin' | 'data'>,
  ownOrigin: string,
): ResumeDocument | null {
  if (event.origin !== ownOrigin) return null;
  const data = event.data as { type?: unknown; doc?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.type !== PRINT_MESSAGE.render) return null;
  const parsed = resumeDocumentSchema.safeParse(data.doc);
  return parsed.success ? parsed.data : null;
}
