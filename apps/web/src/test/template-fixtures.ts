/** What the template tests share: a photo, a fixed day, the document they render, its texts, a layout. */
import {
  buildResumeDocument,
  type ResumeDocument,
  richTextLines,
  type StoredResumeParts,
  sampleResumeParts,
} from '@vita/shared/resume';
import { vi } from 'vitest';

/** A tiny JPEG data URL: enough for an <img>, nothing to decode. */
export const PHOTO =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGBgcHBwc=';

/** A fixed day, so 'heute' dates and ages do not change with the calendar. */
export const NOW = new Date(2026, 10, 22);

export const docOf = (parts: StoredResumeParts, locale: 'de' | 'en' = 'de'): ResumeDocument =>
  buildResumeDocument(parts, { locale, now: NOW });

/** A resume with nothing filled in: every template must still render one page. */
export const EMPTY_PARTS: StoredResumeParts = {
  ...sampleResumeParts,
  heading: null,
  work: [],
  education: [],
  skills: null,
  summary: null,
  signature: null,
  extraSections: [],
};

/** Every text of a document a template must print (its place is the template's choice). */
export function textsOf(doc: ResumeDocument): string[] {
  const p = doc.personal;
  const texts = [p.fullName, p.address, p.phone, p.email, p.birthDatePlace, p.maritalStatus, p.licence];
  texts.push(p.socialLink);
  for (const section of doc.sections) {
    texts.push(section.title);
    if (section.kind === 'entries')
      for (const e of section.entries)
        texts.push(e.title, e.subtitle, e.place, e.dateRange, e.grade, ...richTextLines(e.descriptionBlocks));
    if (section.kind === 'rich') texts.push(...richTextLines(section.blocks));
    if (section.kind === 'languages') texts.push(...section.languages.map((l) => l.text));
    if (section.kind === 'links') texts.push(...section.links.map((l) => l.text));
  }
  if (doc.signature) texts.push(doc.signature.placeDate, doc.signature.text);
  return texts.filter((text) => text.trim() !== '');
}

/**
 * happy-dom has no layout engine: every block gets a height from the length of its text, a page
 * the size of A4 at 96 dpi, the flow the height of an A4 page's content box. Undone by
 * `vi.restoreAllMocks()`.
 */
export function fakeTemplateLayout(blockHeight: (textLength: number) => number, width: number): void {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-vt-page') ? 794 : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const element = this as HTMLElement;
    let height = 0;
    if (element.hasAttribute('data-vt-page')) height = 1123;
    else if (element.hasAttribute('data-vt-flow')) height = 1000;
    else if (element.dataset.vtBlock) height = blockHeight((element.textContent ?? '').length);
    return DOMRect.fromRect({ x: 0, y: 0, width, height });
  });
}
