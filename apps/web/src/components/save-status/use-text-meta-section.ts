/**
 * A rich-text section stored under one meta key (skills, summary) through the save pattern: the
 * text is in the local store from the first keystroke; Next saves it (save-meta) or, when it was
 * emptied, removes it (delete-meta-section). One piece for both, so they cannot drift apart.
 */
import { useQuery } from '@tanstack/react-query';
import type { MetaResponse } from '@vita/shared';
import { TEMPLATE_IDS } from '@vita/shared/constants';
import { useCallback, useMemo } from 'react';
import { ApiRequestError, apiRequest } from '../../api/client';
import { getItem, type StoreValue } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { type SectionCall, sectionCalls } from './section-call';
import { loadStateOf, type SaveState, useSectionSave } from './use-section-save';

export type TextMetaKey = 'skills' | 'summary';
/** What the section stores: its HTML in `data`, and whatever else the section keeps beside it. */
export type TextMetaValue<K extends TextMetaKey> = NonNullable<StoreValue<K>> & { data: string };
type Value<K extends TextMetaKey> = TextMetaValue<K>;

/** Module-level constant per section (hooks depend on its identity). */
export interface TextMetaSection<K extends TextMetaKey> {
  key: K;
  /** The stored value, or null when it is missing or its text is empty. */
  parse(value: unknown): Value<K> | null;
  /** Strength points of the section (01 §4). */
  strength(value: Value<K> | null): number;
}

function fetchStored<K extends TextMetaKey>(section: TextMetaSection<K>, token: string) {
  return apiRequest<MetaResponse>('/resume/get-meta', {
    body: { resume_token: token, meta_key: section.key },
    token: getItem('loginToken'),
  }).then(
    (response) => section.parse(response.resume.meta_value),
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) return null; // nothing saved yet
      throw error;
    },
  );
}

/**
 * Loads the section (get-meta) when the page opened without a local copy but with a resume token.
 * `enabled` is decided once by the page, so emptying the editor never fetches the old text back.
 */
export function useTextMetaLoad<K extends TextMetaKey>(
  section: TextMetaSection<K>,
  enabled: boolean,
): { state: SaveState; data: Value<K> | null | undefined } {
  const token = getItem('resumeToken');
  const query = useQuery({
    queryKey: ['meta', token, section.key],
    queryFn: () => fetchStored(section, token ?? ''),
    enabled: enabled && token !== null,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { state: loadStateOf(query), data: query.data };
}

/** Writes the section to the local store (null removes it) with its strength. */
export function useTextMetaWriter<K extends TextMetaKey>(section: TextMetaSection<K>) {
  const setValue = useResumeStore((s) => s.set);
  return useCallback(
    (value: Value<K> | null) => {
      setValue(section.key, value as StoreValue<K> | null);
      setValue('sectionStrength', { ...getItem('sectionStrength'), [section.key]: section.strength(value) });
    },
    [setValue, section],
  );
}

export function useTextMetaSave<K extends TextMetaKey>(section: TextMetaSection<K>) {
  const save = useSectionSave();
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const write = useTextMetaWriter(section);
  const { run, reset } = save;

  /** Saves the value; `done` runs once the server has it or the call is queued. */
  const store = useCallback(
    (value: Value<K>, done: () => void) => {
      const templateId = getItem('templateId');
      const known = templateId !== null && (TEMPLATE_IDS as readonly number[]).includes(templateId);
      write(value);
      return run(
        sectionCalls.saveMeta({
          resume_token: ensureResumeToken(),
          ...(known ? { resume_template_id: templateId } : {}),
          meta_key: section.key,
          meta_value: value,
        }),
        {
          onSaved: (response) => {
            // The server's sanitised copy, unless the visitor typed on meanwhile.
            const saved = section.parse(response.resume.meta_value);
            if (saved && (getItem(section.key) as Value<K> | null)?.data === value.data) write(saved);
            done();
          },
          onQueued: done,
        },
      );
    },
    [run, ensureResumeToken, write, section],
  );

  /** Removes the stored section and its local copy; a resume the server does not know has none. */
  const remove = useCallback(
    async (done: () => void) => {
      write(null);
      const call: SectionCall<unknown> = {
        path: '/resume/delete-meta-section',
        body: { resume_token: ensureResumeToken(), meta_key: section.key },
        // Shares the save's key: of a queued save and delete, only the later one is sent.
        coalesceKey: `save-meta:${section.key}`,
      };
      const outcome = await run(call, { onSaved: done, onQueued: done });
      if (outcome.kind === 'failed' && outcome.error.status === 404) {
        reset();
        done();
      }
      return outcome;
    },
    [run, reset, ensureResumeToken, write, section],
  );

  return useMemo(() => ({ save, store, remove }), [save, store, remove]);
}
