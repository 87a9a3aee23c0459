/**
 * The languages step's data: the language list (all-languages, search-language) and the save
 * (save-lang), through the save pattern. The local store keeps `{ id, ...value }`.
 */
import { useQuery } from '@tanstack/react-query';
import type { LanguagesValue } from '@vita/shared';
import { CATALOGUE_LIMITS, TEMPLATE_IDS } from '@vita/shared/constants';
import { useCallback, useMemo } from 'react';
import { resumeApi } from '../../api/endpoints';
import { type SectionCall, useSectionSave } from '../../components/save-status';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';

export interface LanguageOption {
  id: number;
  name: string;
}

/** All language names (German, as they appear on the resume), loaded once. */
export function useAllLanguages() {
  return useQuery({
    queryKey: ['languages', 'all'],
    queryFn: () => resumeApi.allLanguages().then((response) => response.languages),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The server's search (names starting with the text first); disabled for empty text. */
export function useLanguageSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['languages', 'search', text.toLocaleLowerCase('de')],
    queryFn: () =>
      resumeApi
        .searchLanguage(text.slice(0, CATALOGUE_LIMITS.languageSearch))
        .then((response) => response.languages),
    enabled: text !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** 0 marks a value the server has not given an id yet. */
export const UNSAVED_ID = 0;

export function useLanguagesSave() {
  const save = useSectionSave();
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const setValue = useResumeStore((s) => s.set);
  const { run, reset } = save;

  /** Saves with save-lang; `done` runs once the server has it or the call is queued. */
  const store = useCallback(
    (value: LanguagesValue, done: () => void) => {
      const templateId = getItem('templateId');
      const known = templateId !== null && (TEMPLATE_IDS as readonly number[]).includes(templateId);
      setValue('languages', { id: getItem('languages')?.id ?? UNSAVED_ID, ...value });
      const call: SectionCall<{ id: number; meta_value: unknown }> = {
        path: '/resume/save-lang',
        body: {
          resume_token: ensureResumeToken(),
          ...(known ? { resume_template_id: templateId } : {}),
          meta_key: 'extra_section',
          meta_sub_key: 'Language',
          meta_value: value,
        },
        coalesceKey: 'save-lang',
      };
      return run(call, {
        onSaved: (response) => {
          setValue('languages', { id: response.id, ...value });
          done();
        },
        onQueued: done,
      });
    },
    [run, ensureResumeToken, setValue],
  );

  /** Removes the languages (every row was emptied); a resume the server does not know has none. */
  const remove = useCallback(
    async (done: () => void) => {
      setValue('languages', null);
      const call: SectionCall<unknown> = {
        path: '/resume/delete-resume-section',
        body: { resume_token: ensureResumeToken(), section: 'languages' },
        // Shares the save's key: of a queued save and delete, only the later one is sent.
        coalesceKey: 'save-lang',
      };
      const outcome = await run(call, { onSaved: done, onQueued: done });
      if (outcome.kind === 'failed' && outcome.error.status === 404) {
        reset();
        done();
      }
      return outcome;
    },
    [run, reset, ensureResumeToken, setValue],
  );

  return useMemo(() => ({ save, store, remove }), [save, store, remove]);
}
