import { PRINT_IMAGE_REF, type TabDocument } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';

/**
 * The images this tab was sent by the server's PDF pool, by hash: a photo and a signature cross
 * the DevTools protocol once per tab, and later documents name them (see TabDocument).
 */
export function tabDocumentReader(): (payload: TabDocument) => ResumeDocument {
  let held: Record<string, string> = {};
  return ({ json, images, reset }) => {
    if (reset) held = {};
    Object.assign(held, images);
    return JSON.parse(json, (_key, value: unknown) => {
      if (typeof value !== 'string' || !value.startsWith(PRINT_IMAGE_REF)) return value;
      const image = held[value.slice(PRINT_IMAGE_REF.length)];
      if (image === undefined) throw new Error('an image of the document was not sent to this tab');
      return image;
    }) as ResumeDocument;
  };
}
