import type { CustomSectionValue } from '@vita/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  isRichTextEmpty,
  normaliseEditorHtml,
  type RichTextEditorHandle,
} from '../../components/rich-text-editor';
import { extraSectionBack, extraSectionNext } from '../../flow/sections';
import { useFlowState } from '../../store/resume-store';
import { checkCustomSection } from './save-rules';
import type { CustomSlotPath, StoredCustomSection, useCustomSection } from './use-custom-section';
import { useLeaveSection } from './use-leave-section';

/**
 * An own section's form: title and text (each change written locally at once), the missing-title
 * error, and leaving it (Back keeps a section with only a title; Next needs its text).
 */
export function useCustomSectionForm(
  path: CustomSlotPath,
  section: ReturnType<typeof useCustomSection>,
  initial: StoredCustomSection,
) {
  const flow = useFlowState();
  const editorRef = useRef<RichTextEditorHandle>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState<CustomSectionValue>(() => ({
    title: initial.title,
    description: normaliseEditorHtml(initial.description),
  }));
  const [titleError, setTitleError] = useState(false);
  const { save, write, saveEdit, remove } = section;

  const current = useCallback(
    (): CustomSectionValue => ({
      title: value.title.trim(),
      description: normaliseEditorHtml(editorRef.current?.getHtml() ?? value.description),
    }),
    [value],
  );
  const targets = useMemo(
    () => ({ back: extraSectionBack(flow, path), next: extraSectionNext(flow, path) }),
    [flow, path],
  );
  const leaving = useLeaveSection({
    targets,
    path,
    // remove() takes the title off ext_name_arr itself.
    name: null,
    busy: save.status === 'pending',
    // Back keeps a section that has only its title; Next needs its text (the empty dialog).
    isEmpty: (direction) => direction === 'next' && isRichTextEmpty(current().description),
    hasStoredCopy: () => true,
    save: async () => {
      const next = current();
      if (checkCustomSection(next.title, false) === 'titleMissing') {
        setTitleError(true);
        titleRef.current?.focus();
        return false;
      }
      return saveEdit(next);
    },
    discard: remove,
    clearLocal: () => undefined,
  });

  const change = (patch: Partial<CustomSectionValue>) => {
    const next = { ...value, ...patch };
    setValue(next);
    write(next);
    if (patch.title !== undefined && patch.title.trim() !== '') setTitleError(false);
  };

  return { value, titleError, change, save, leaving, editorRef, titleRef };
}
