import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { without } from './save-rules';

export type Direction = 'back' | 'next';

interface LeaveOptions {
  targets: Record<Direction, string>;
  /** The section's path in extra_section_array and its name in ext_name_arr. */
  path: string;
  name: string | null;
  /** Whether the current text counts as empty (and so cannot be saved) when leaving this way. */
  isEmpty: (direction: Direction) => boolean;
  /** Whether leaving empty by Back needs the dialog (something is stored that would be deleted). */
  hasStoredCopy: () => boolean;
  /** Saves the non-empty text; resolves true when the visitor may go on. */
  save: () => Promise<boolean>;
  /** Deletes the stored copy; resolves true when it is gone (or queued to go). */
  discard: () => Promise<boolean>;
  /** Clears the local copy when an empty, never-stored section is left by Back. */
  clearLocal: () => void;
  busy: boolean;
}

/**
 * Leaving an extra or custom section page (01 §4): non-empty text is saved, then Back or Next
 * goes on. Empty text on Next — or on Back when a stored copy would be lost — opens the
 * 'This section can't be empty.' dialog; Discard Section deletes it and takes it off the stored
 * lists, Keep Editing returns to the text.
 */
export function useLeaveSection(options: LeaveOptions) {
  const navigate = useNavigate();
  const setValue = useResumeStore((s) => s.set);
  const [dialog, setDialog] = useState<Direction | null>(null);
  const [discarding, setDiscarding] = useState(false);
  /** What the last call did, for the words of `<SaveStatus action>`. */
  const [action, setAction] = useState<'save' | 'delete'>('save');
  const { targets, path, name, isEmpty, hasStoredCopy, save, discard, clearLocal, busy } = options;

  const leave = useCallback(
    async (direction: Direction) => {
      if (busy) return;
      setAction('save');
      if (isEmpty(direction)) {
        if (direction === 'next' || hasStoredCopy()) {
          setDialog(direction);
          return;
        }
        clearLocal();
        navigate(targets.back);
        return;
      }
      if (await save()) navigate(targets[direction]);
    },
    [busy, isEmpty, hasStoredCopy, clearLocal, navigate, targets, save],
  );

  const confirmDiscard = useCallback(async () => {
    if (dialog === null || discarding) return;
    // The target is taken before the section leaves the stored list it is found in.
    const target = targets[dialog];
    setDiscarding(true);
    setAction('delete');
    const gone = await discard();
    setDiscarding(false);
    setDialog(null);
    if (!gone) return;
    setValue('extraSections', without(getItem('extraSections'), path));
    if (name !== null) setValue('extraSectionNames', without(getItem('extraSectionNames'), name));
    navigate(target);
  }, [dialog, discarding, targets, discard, setValue, path, name, navigate]);

  const keepEditing = useCallback(() => setDialog(null), []);

  return { leave, dialogOpen: dialog !== null, confirmDiscard, keepEditing, discarding, action };
}
