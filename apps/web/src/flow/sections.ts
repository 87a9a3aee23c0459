import type { FlowState } from './flow-state';
import { customSectionHref, type ExtraSectionPath, isExtraSectionPath, paths } from './paths';

type SectionState = Pick<FlowState, 'finalMode' | 'extraSections' | 'customSectionIds'>;

/** The checklist on /add-section, in the order it is shown and stored (01 §2). */
export const ADD_SECTION_CHOICES = [
  { path: paths.summary, name: 'Summary' },
  { path: paths.hobbies, name: 'Hobbys' },
  { path: paths.certifications, name: 'Certifications' },
  { path: paths.affiliations, name: 'Affiliations' },
  { path: paths.accomplishments, name: 'Accomplishments' },
  { path: paths.additionalInformation, name: 'Additional-Information' },
] as const;

/** A stored path as a link: custom sections carry their id as `?customSecToken=`. */
export function sectionHref(path: string, ids: FlowState['customSectionIds']): string {
  if (path === paths.customOne) return customSectionHref(paths.customOne, ids.one);
  if (path === paths.customTwo) return customSectionHref(paths.customTwo, ids.two);
  return path;
}

/**
 * The list stored as extra_section_array when /add-section's NEXT is pressed: the ticked sections
 * in checklist order, then the custom sections that exist, so that NEXT walks through all of them.
 */
export function extraSectionList(
  selected: readonly string[],
  ids: FlowState['customSectionIds'],
): ExtraSectionPath[] {
  const ticked = ADD_SECTION_CHOICES.map((c) => c.path).filter((p) => selected.includes(p));
  const custom: ExtraSectionPath[] = [];
  if (ids.one !== null) custom.push(paths.customOne);
  if (ids.two !== null) custom.push(paths.customTwo);
  return [...ticked, ...custom];
}

/**
 * The list /add-section's NEXT stores: the ticked sections, and those hidden from the checklist
 * because they already have content but were chosen before (so Back and Next still pass them),
 * in checklist order, then the custom sections that exist.
 */
export function storedExtraSectionList(
  ticked: readonly string[],
  previous: readonly string[],
  present: readonly string[],
  ids: FlowState['customSectionIds'],
): ExtraSectionPath[] {
  const kept = previous.filter((path) => present.includes(path));
  return extraSectionList([...ticked, ...kept], ids);
}

/**
 * /add-section NEXT: the first section of the new list; with nothing chosen the signature (or the
 * finished resume in final mode, where the signature already exists).
 */
export function nextPathAfterAddSection(
  state: Pick<FlowState, 'finalMode' | 'customSectionIds'>,
  list: readonly string[],
): string {
  const first = list[0];
  if (first !== undefined) return sectionHref(first, state.customSectionIds);
  return state.finalMode ? paths.finalResume : paths.signatureIntro;
}

/** /add-section Back: the finished resume, else the languages. */
export const addSectionBack = (s: Pick<FlowState, 'finalMode'>): string =>
  s.finalMode ? paths.finalResume : paths.languages;

/** Extra section Back: the previous path in the stored list, or /add-section when first. */
export function extraSectionBack(state: SectionState, current: ExtraSectionPath): string {
  if (state.finalMode) return paths.finalResume;
  const index = state.extraSections.indexOf(current);
  const previous = index > 0 ? state.extraSections[index - 1] : undefined;
  return previous !== undefined ? sectionHref(previous, state.customSectionIds) : paths.addSection;
}

/** Extra section Next: the following path in the stored list, or /signature when last. */
export function extraSectionNext(state: SectionState, current: ExtraSectionPath): string {
  if (state.finalMode) return paths.finalResume;
  const index = state.extraSections.indexOf(current);
  const following = index >= 0 ? state.extraSections[index + 1] : undefined;
  return following !== undefined ? sectionHref(following, state.customSectionIds) : paths.signatureIntro;
}

/** /alnk Back: in final mode only when links exist; otherwise like any extra section. */
export function webLinksBack(state: SectionState & Pick<FlowState, 'hasWebLinks'>): string {
  if (state.finalMode && state.hasWebLinks) return paths.finalResume;
  return extraSectionBack({ ...state, finalMode: false }, paths.webLinks);
}

/** /alnk save: the finished resume, else the next section in the list, else /signature. */
export const webLinksNext = (state: SectionState): string => extraSectionNext(state, paths.webLinks);

/**
 * /add-summary is both a step of the main flow (after /summary) and an extra section of the
 * checklist. It follows the stored list when it is in it, the main flow otherwise.
 */
export function summaryBack(state: SectionState): string {
  if (state.finalMode) return paths.finalResume;
  return state.extraSections.includes(paths.summary)
    ? extraSectionBack(state, paths.summary)
    : paths.summaryIntro;
}

export function summaryNext(state: SectionState): string {
  if (state.finalMode) return paths.finalResume;
  return state.extraSections.includes(paths.summary)
    ? extraSectionNext(state, paths.summary)
    : paths.languagesIntro;
}

/** Back and Next for any page of the extra-section family, by its path. */
export function sectionNavigation(
  state: SectionState & Pick<FlowState, 'hasWebLinks'>,
  path: string,
): { back: string; next: string } | null {
  if (!isExtraSectionPath(path)) return null;
  if (path === paths.webLinks) return { back: webLinksBack(state), next: webLinksNext(state) };
  if (path === paths.summary) return { back: summaryBack(state), next: summaryNext(state) };
  return { back: extraSectionBack(state, path), next: extraSectionNext(state, path) };
}

/** /signature (intro, 02 §2.6): Back to /add-section, NEXT to /upload-signature. */
export const signatureIntroBack = (): string => paths.addSection;
export const signatureIntroNext = (): string => paths.signature;

/** /upload-signature: Back to /final-resume in final mode, else /add-section; NEXT saves, then /final-resume. */
export const signatureBack = (s: Pick<FlowState, 'finalMode'>): string =>
  s.finalMode ? paths.finalResume : paths.addSection;
export const signatureNext = (): string => paths.finalResume;
