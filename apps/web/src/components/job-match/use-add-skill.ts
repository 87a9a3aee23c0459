import type { Skills } from '@vita/shared';
import { skillsStrength } from '@vita/shared/resume';
import { useCallback } from 'react';
import { getItem } from '../../store/local-store';
import { type TextMetaSection, useTextMetaSave } from '../save-status';
import { withSkill } from './add-skill';

function parseSkills(value: unknown): Skills | null {
  if (typeof value !== 'object' || value === null) return null;
  const { data, recommended } = value as { data?: unknown; recommended?: unknown };
  if (typeof data !== 'string' || data.trim() === '') return null;
  return {
    data,
    recommended: Array.isArray(recommended) ? recommended.filter((r) => typeof r === 'string') : [],
  };
}

// The skills step's save path (save-meta skills through the shared text-section save), so the
// preview, the strength and the offline queue behave exactly as when the skill is typed there.
const SKILLS: TextMetaSection<'skills'> = { key: 'skills', parse: parseSkills, strength: skillsStrength };

/** Adds one skill to the Skills section: local store (the preview) at once, the server with it. */
export function useAddSkill() {
  const { store } = useTextMetaSave(SKILLS);
  return useCallback(
    (label: string) =>
      new Promise<void>((resolve) => {
        void store(withSkill(getItem('skills'), label), resolve);
      }),
    [store],
  );
}
