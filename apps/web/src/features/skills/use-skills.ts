/** Skills through the shared text-section save (save-meta skills / delete-meta-section skills). */
import type { Skills } from '@vita/shared';
import { skillsStrength } from '@vita/shared/resume';
import type { TextMetaSection } from '../../components/save-status';

function toSkills(value: unknown): Skills | null {
  if (typeof value !== 'object' || value === null) return null;
  const { data, recommended } = value as { data?: unknown; recommended?: unknown };
  if (typeof data !== 'string' || data.trim() === '') return null;
  const list = Array.isArray(recommended)
    ? recommended.filter((r): r is string => typeof r === 'string')
    : [];
  return { data, recommended: list };
}

export const SKILLS: TextMetaSection<'skills'> = { key: 'skills', parse: toSkills, strength: skillsStrength };
