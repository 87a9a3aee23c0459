/** The summary through the shared text-section save (save-meta summary / delete-meta-section summary). */
import type { Summary } from '@vita/shared';
import { summaryStrength } from '@vita/shared/resume';
import { useCallback, useMemo } from 'react';
import {
  type TextMetaSection,
  useTextMetaLoad,
  useTextMetaSave,
  useTextMetaWriter,
} from '../../components/save-status';

function toSummary(value: unknown): Summary | null {
  if (typeof value !== 'object' || value === null) return null;
  const { data } = value as { data?: unknown };
  return typeof data === 'string' && data.trim() !== '' ? { data } : null;
}

const SUMMARY: TextMetaSection<'summary'> = { key: 'summary', parse: toSummary, strength: summaryStrength };

export const useSummaryLoad = (enabled: boolean) => useTextMetaLoad(SUMMARY, enabled);
export const useSummaryWriter = () => useTextMetaWriter(SUMMARY);

/** The summary page stores the HTML alone: `store(data, done)`. */
export function useSummarySave() {
  const { save, store: storeValue, remove } = useTextMetaSave(SUMMARY);
  const store = useCallback((data: string, done: () => void) => storeValue({ data }, done), [storeValue]);
  return useMemo(() => ({ save, store, remove }), [save, store, remove]);
}
