/** The summary through the shared text-section save (save-meta summary / delete-meta-section summary). */
import type { Summary } from '@vita/shared';
import { summaryStrength } from '@vita/shared/resume';
import type { TextMetaSection } from '../../components/save-status';

function toSummary(value: unknown): Summary | null {
  if (typeof value !== 'object' || value === null) return null;
  const { data } = value as { data?: unknown };
  return typeof data === 'string' && data.trim() !== '' ? { data } : null;
}

export const SUMMARY: TextMetaSection<'summary'> = {
  key: 'summary',
  parse: toSummary,
  strength: summaryStrength,
};
