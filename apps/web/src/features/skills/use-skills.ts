/**
 * Skills through the save pattern: the text is in the local store from the first keystroke; Next
 * sends it (save-meta skills) or, when it was emptied, removes it (delete-meta-section skills).
 */
import { useQuery } from '@tanstack/react-query';
import type { MetaResponse, Skills } from '@vita/shared';
import { TEMPLATE_IDS } from '@vita/shared/constants';
import { skillsStrength } from '@vita/shared/resume';
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

const META_KEY = 'skills';

function toSkills(value: unknown): Skills | null {
  if (typeof value !== 'object' || value === null) return null;
  const { data, recommended } = value as { data?: unknown; recommended?: unknown };
  if (typeof data !== 'string' || data.trim() === '') return null;
  const list = Array.isArray(recommended)
    ? recommended.filter((r): r is string => typeof r === 'string')
    : [];
  return { data, recommended: list };
}

function fetchStoredSkills(token: string): Promise<Skills | null> {
  return apiRequest<MetaResponse>('/resume/get-meta', {
    body: { resume_token: token, meta_key: META_KEY },
    token: getItem('loginToken'),
  }).then(
    (response) => toSkills(response.resume.meta_value),
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) return null; // nothing saved yet
      throw error;
    },
  );
}

/**
 * Loads the skills (get-meta) when the page opened without a local copy but with a resume token.
 * `enabled` is decided once by the page, so emptying the editor never fetches the old text back.
 */
export function useSkillsLoad(enabled: boolean): { state: SaveState; data: Skills | null | undefined } {
  const token = getItem('resumeToken');
  const query = useQuery({
    queryKey: ['meta', token, META_KEY],
    queryFn: () => fetchStoredSkills(token ?? ''),
    enabled: enabled && token !== null,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { state: loadStateOf(query), data: query.data };
}

/** Writes the skills to the local store (null removes them) with their strength (01 §4). */
export function useSkillsWriter() {
  const setValue = useResumeStore((s) => s.set);
  return useCallback(
    (value: Skills | null) => {
      setValue('skills', value);
      setValue('sectionStrength', { ...getItem('sectionStrength'), skills: skillsStrength(value) });
    },
    [setValue],
  );
}

export function useSkillsSave() {
  const save = useSectionSave();
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const write = useSkillsWriter();
  const { run, reset } = save;

  /** Saves the value; `done` runs once the server has it or the call is queued. */
  const store = useCallback(
    (value: Skills, done: () => void) => {
      const templateId = getItem('templateId');
      const known = templateId !== null && (TEMPLATE_IDS as readonly number[]).includes(templateId);
      write(value);
      return run(
        sectionCalls.saveMeta({
          resume_token: ensureResumeToken(),
          ...(known ? { resume_template_id: templateId } : {}),
          meta_key: META_KEY,
          meta_value: value,
        }),
        {
          onSaved: (response) => {
            // The server's sanitised copy, unless the visitor typed on meanwhile.
            const saved = toSkills(response.resume.meta_value);
            if (saved && getItem('skills')?.data === value.data) write(saved);
            done();
          },
          onQueued: done,
        },
      );
    },
    [run, ensureResumeToken, write],
  );

  /** Removes the stored skills; a resume the server does not know has none to remove. */
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
