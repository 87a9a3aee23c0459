import type { ResumeDocument } from '@vita/shared';

/**
 * How an applicant-tracking system reads the chosen template's PDF. Rendering the PDF takes longer
 * than the check may, so the check states what the templates are known to do: every one of the 12
 * is exported and read back by pdf-text-order.test.ts (name first, contact under it, then the
 * sections; in the two-column designs the main column before the side column, as laid out).
 */
export function readingOrder(doc: ResumeDocument): string[] {
  const contact = doc.locale === 'en' ? 'Contact' : 'Kontakt';
  const main = doc.sections.filter((s) => s.column === 'main').map((s) => s.title);
  const side = doc.sections.filter((s) => s.column === 'side').map((s) => s.title);
  return ['Name', contact, ...main, ...side];
}
