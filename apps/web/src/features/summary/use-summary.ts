/**
 * The summary through the save pattern: the text is in the local store from the first keystroke;
 * Next saves it (save-meta summary) or, when it is empty, removes it (delete-meta-section summary).
 */
import { useQuery } from '@tanstack/react-query';
import type { MetaResponse, Summary } from '@vita/shared';
import { TEMPLATE_IDS } from '@vita/shared/constants';
import { summaryStrength } from '@vita/shared/resume';
import { useCallback, useMemo } from 'react';
import { ApiRequestError, apiRequest } from '../../api/client';
import {
  loadStateOf,
  type SaveState,
  type SectionCall,
  sectionCalls,
  useSectionSave,
} from '../../components/save-status';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';

const META_KEY = 'summary';

function toSummary(value: unknown): Summary | null {
  if (typeof value !== 'object' || value === null) return null;
  const { data } = value as { data?: unknown };
  return typeof data === 'string' && data.trim() !== '' ? { data } : null;
}

function fetchStoredSummary(token: string): Promise<Summary | null> {
  return apiRequest<MetaResponse>('/resume/get-meta', {
    body: { resume_token: token, meta_key: META_KEY },
    token: getItem('loginToken'),
  }).then(
    (response) => toSummary(response.resume.meta_value),
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) return null; // nothing saved yet
      throw error;
    },
  );
}

/**
 * Loads the summary (get-meta) when the page opened without a local copy but with a resume token.
 * `enabled` is decided once by the page, so emptying the editor never fetches the old text back.
 */
export function useSummaryLoad(enabled: boolean): { state: SaveState; data: Summary | null | undefined } {
  const token = getItem('resumeToken');
  const query = useQuery({
    queryKey: ['meta', token, META_KEY],
    queryFn: () => fetchStoredSummary(token ?? ''),
    enabled: enabled && token !== null,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { state: loadStateOf(query), data: query.data };
}

/** Writes the summary to the local store (null removes it) with its strength (01 §4). */
export function useSummaryWriter() {
  const setValue = useResumeStore((s) => s.set);
  return useCallback(
    (value: Summary | null) => {
      setValue('summary', value);
      setValue('sectionStrength', { ...getItem('sectionStrength'), summary: summaryStrength(value) });
    },
    [setValue],
  );
}

export function useSummarySave() {
  const save = useSectionSave();
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const write = useSummaryWriter();
  const { run, reset } = save;

  /** Saves the text; `done` runs once the server has it or the call is queued. */
  const store = useCallback(
    (data: string, done: () => void) => {
      const templateId = getItem('templateId');
      const known = templateId !== null && (TEMPLATE_IDS as readonly number[]).includes(templateId);
      write({ data });
      return run(
        sectionCalls.saveMeta({
          resume_token: ensureResumeToken(),
          ...(known ? { resume_template_id: templateId } : {}),
          meta_key: META_KEY,
          meta_value: { data },
        }),
        {
          onSaved: (response) => {
            // The server's sanitised copy, unless the visitor typed on meanwhile.
            const saved = toSummary(response.resume.meta_value);
            if (saved && getItem('summary')?.data === data) write(saved);
            done();
          },
          onQueued: done,
        },
      );
    },
    [run, ensureResumeToken, write],
  );

  /** Removes the stored summary and its local copy; a resume the server does not know has none. */
  const remove = useCallback(
    async (done: () => void) => {
      write(null);
      const call: SectionCall<unknown> = {
        path: '/resume/delete-meta-section',
        body: { resume_token: ensureResumeToken(), meta_key: META_KEY },
        // Shares the save's key: of a queued save and delete, only the later one is sent.
        coalesceKey: `save-meta:${META_KEY}`,
      };
      const outcome = await run(call, { onSaved: done, onQueued: done });
      if (outcome.kind === 'failed' && outcome.error.status === 404) {
        reset();
        done();
      }
      return outcome;
    },
    [run, reset, ensureResumeToken, write],
  );

  return useMemo(() => ({ save, store, remove }), [save, store, remove]);
}
