export { assembleResumeDocument } from './assemble-resume-document';
export { formatGrade } from './build-entries';
export * from './build-resume-document';
export { SIGNATURE_COLOURS } from './build-signature';
export * from './dates';
export * from './day-input';
export * from './empty-parts';
export * from './entry-dates';
export * from './entry-order';
export { decodeHtmlEntities, escapeHtml } from './html-entities';
export * from './labels';
export * from './pagination-samples';
export { EMPTY_EDUCATION, EMPTY_HEADING, EMPTY_SIGNATURE, EMPTY_WORK } from './part-readers';
export * from './plain-text';
export * from './resume-document';
export {
  countListItems,
  hasRichContent,
  parseRichText,
  richTextLength,
  richTextLines,
  richTextToPlainLines,
  runsText,
} from './rich-text';
export * from './sample-resume';
export {
  DEFAULT_SECTION_ORDER,
  defaultSideSections,
  isSectionId,
  resolveLayout,
  sectionNameOf,
} from './section-order';
export * from './shows-ausbildung';
export * from './strength';
export * from './two-page-sample';
export * from './untranslated';
export { imageDataUrl, webHref } from './web-href';
