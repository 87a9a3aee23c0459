/**
 * Spell check's Save (01 §4): the corrected texts go to the local store (the preview follows)
 * and to the server through the calls the wizard pages use — save-meta for heading, skills and
 * summary, update-meta-value for one job or school, save-lang, add/edit-extra-section and
 * edit-custom-section (`spell-save-calls.ts`) — with the shared save pattern (retries, pending
 * list). Strengths of the sections the score counts are computed again.
 */
import { DEFAULT_TEMPLATE, TEMPLATE_IDS } from '@vita/shared/constants';
import {
  educationStrength,
  headingStrength,
  skillsStrength,
  summaryStrength,
  workStrength,
} from '@vita/shared/resume';
import { useCallback } from 'react';
import { useSectionSave } from '../../../components/save-status';
import { getItem } from '../../../store/local-store';
import { useResumeStore } from '../../../store/resume-store';
import { type SpellCall, spellSaveCalls } from './spell-save-calls';
import { applyChanges, type SpellChange, type SpellValues } from './spell-targets';

export type { SpellChange } from './spell-targets';

const STRENGTH = {
  heading: headingStrength,
  work: workStrength,
  education: educationStrength,
  skills: skillsStrength,
  summary: summaryStrength,
} as const;

export type SpellSaveResult = { kind: 'saved' | 'queued' } | { kind: 'failed'; message: string };

/** The stored template when it is one Vita knows, else the default. */
function storedTemplateId(): number {
  const stored = getItem('templateId');
  return stored !== null && (TEMPLATE_IDS as readonly number[]).includes(stored)
    ? stored
    : DEFAULT_TEMPLATE.id;
}

export function useSpellSave() {
  const { run } = useSectionSave();
  const setValue = useResumeStore((s) => s.set);
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);

  return useCallback(
    async (changes: readonly SpellChange[]): Promise<SpellSaveResult> => {
      const ids = { resume_token: ensureResumeToken(), resume_template_id: storedTemplateId() };
      const stored = useResumeStore.getState().values as Partial<SpellValues>;
      const next = applyChanges(stored, changes);
      const set = (section: keyof SpellValues, value: unknown) => setValue(section, value as never);
      const calls: SpellCall[] = [];

      for (const [section, value] of Object.entries(next) as [keyof SpellValues, unknown][]) {
        set(section, value);
        if (section in STRENGTH) {
          const strength = STRENGTH[section as keyof typeof STRENGTH](value);
          setValue('sectionStrength', { ...getItem('sectionStrength'), [section]: strength });
        }
        calls.push(...spellSaveCalls(section, value, changes, ids, set));
      }

      let queued = false;
      for (const { call, onSaved } of calls) {
        const outcome = await run(call, onSaved ? { onSaved } : {});
        if (outcome.kind === 'failed') return { kind: 'failed', message: outcome.error.message };
        if (outcome.kind === 'queued') queued = true;
      }
      return { kind: queued ? 'queued' : 'saved' };
    },
    [run, setValue, ensureResumeToken],
  );
}
