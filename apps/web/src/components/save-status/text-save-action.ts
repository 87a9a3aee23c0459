import { normaliseEditorHtml } from '../rich-text-editor/rich-text-html';

export type TextSaveAction = 'save' | 'delete' | 'none';

/**
 * 01 §4, for skills and the summary alike: non-empty text is saved (save-meta); emptied text
 * removes what was stored (delete-meta-section), and needs no call when nothing was.
 */
export function textSaveAction(html: string, storedBefore: boolean): TextSaveAction {
  if (normaliseEditorHtml(html) !== '') return 'save';
  return storedBefore ? 'delete' : 'none';
}
