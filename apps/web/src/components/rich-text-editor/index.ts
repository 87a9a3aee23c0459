/**
 * The shared rich-text editor (TipTap, loaded lazily). Public API:
 *
 *   <RichTextEditor value={html} onChange={setHtml} labelledBy={titleId} ref={editorRef} />
 *   variant="rich" adds numbered list, block quote and a sub-heading (h3).
 *   editorRef.current?.insertBullet(text) · .contains(text) · .getHtml() · .focus()
 *
 * Pure helpers (no editor needed): normaliseEditorHtml, isRichTextEmpty, richTextToPlain,
 * appendBulletHtml, bulletListHtml, htmlContainsText, escapeHtml.
 */
export { RichTextEditor } from './lazy-rich-text-editor';
export {
  appendBulletHtml,
  bulletListHtml,
  escapeHtml,
  htmlContainsText,
  isRichTextEmpty,
  matchKey,
  normaliseEditorHtml,
  richTextToPlain,
} from './rich-text-html';
export type { RichTextEditorHandle, RichTextEditorProps, RichTextVariant } from './types';
export { useDescriptionEditor } from './use-description-editor';
