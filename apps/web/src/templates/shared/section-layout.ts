import { SECTION_ID } from '@vita/shared/constants';
import { defaultSideSections, type ResumeDocument, type ResumeSection } from '@vita/shared/resume';

/** One item of a column: the personal details (heading, id 1) or a section. */
export type LayoutItem = { kind: 'personal' } | { kind: 'section'; section: ResumeSection };

/** Single-column order: the layout's main ids, then its side ids; heading where its id stands. */
export function singleColumnItems(doc: ResumeDocument): LayoutItem[] {
  const byId = new Map(doc.sections.map((section) => [section.id, section]));
  return [...doc.layout.main, ...doc.layout.side].flatMap((id): LayoutItem[] => {
    if (id === SECTION_ID.heading) return [{ kind: 'personal' }];
    const section = byId.get(id);
    return section ? [{ kind: 'section', section }] : [];
  });
}

/**
 * Two-column split. A stored layout decides by each section's column; without one (or with an
 * empty side), skills, languages, links and hobbies go to the side, as a German two-column CV has
 * them. The heading's contact details always head the side column.
 */
export function twoColumnItems(doc: ResumeDocument): { main: ResumeSection[]; side: ResumeSection[] } {
  const useStored = doc.layoutStored && doc.layout.side.length > 0;
  const side = new Set<number>(useStored ? doc.layout.side : defaultSideSections);
  return {
    main: doc.sections.filter((section) => !side.has(section.id)),
    side: doc.sections.filter((section) => side.has(section.id)),
  };
}

/** Whether the personal-details rows have anything to show beyond the contact line. */
export function hasPersonalDetails(personal: ResumeDocument['personal']): boolean {
  return [personal.birthDatePlace, personal.maritalStatus, personal.licence, personal.socialLink].some(
    (value) => value !== '',
  );
}
