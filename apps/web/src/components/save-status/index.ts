/**
 * The save pattern every wizard section uses (docs/decisions/save-pattern.md):
 * the visitor's input goes to the local store first, then `useSectionSave().run(call)` sends it
 * with retries; `<SaveStatus>` shows loading, failure ('Erneut versuchen') or the queued state;
 * unreachable-server saves wait in the pending list and `<PendingSavesNotice>` re-sends them.
 */
export { flushPendingSaves, readPendingSaves } from './pending-saves';
export { PendingSavesNotice, usePendingSavesFlush } from './pending-saves-notice';
export { type SaveAction, SaveStatus } from './save-status';
export {
  isTransientError,
  type ListSyncKey,
  type SectionCall,
  sectionCalls,
  sendSectionCall,
  toApiError,
} from './section-call';
export { type TextSaveAction, textSaveAction } from './text-save-action';
export {
  loadStateOf,
  type RunHandlers,
  type SaveOutcome,
  type SaveState,
  type SaveStatusValue,
  type SectionSave,
  type SectionSaveOptions,
  useSectionSave,
} from './use-section-save';
export { useTextMetaEditor } from './use-text-meta-editor';
export { type TextMetaSection, useTextMetaSave } from './use-text-meta-section';
