import { useQuery } from '@tanstack/react-query';
import type { MetaResponse, WorkEntry } from '@vita/shared';
import { DEFAULT_TEMPLATE } from '@vita/shared/constants';
import { applyOrder, insertByDate, workEntryDates, workStrength } from '@vita/shared/resume';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiRequestError, apiRequest } from '../../api/client';
import { loadStateOf, type SaveState, sectionCalls, useSectionSave } from '../../components/save-status';
import { entryIndexOf } from '../../flow/education';
import { getItem, type WorkDraft } from '../../store/local-store';
import { useResumeStore, useStoreValue } from '../../store/resume-store';
import { toWorkList } from './work-values';

const META_KEY = 'work-expr';

/** The saved jobs as local storage holds them (not the preview's mirror, which may show a draft). */
export const savedJobs = (): WorkEntry[] => toWorkList(getItem('work'));

function fetchStoredJobs(token: string): Promise<WorkEntry[]> {
  return apiRequest<MetaResponse>('/resume/get-meta', {
    body: { resume_token: token, meta_key: META_KEY },
    token: getItem('loginToken'),
  }).then(
    (r) => toWorkList(r.resume.meta_value),
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) return []; // nothing saved yet
      throw error;
    },
  );
}

/**
 * Loads the jobs from the server (get-meta work-expr) when there is no local copy but a resume
 * token; the local copy wins once it exists. Returns the load state for `<SaveStatus action="load">`.
 */
export function useWorkLoad(): SaveState {
  const stored = useStoreValue('work');
  // A token made on this page (by the first save) belongs to a resume the server is only creating.
  const [token] = useState(() => getItem('resumeToken'));
  const setValue = useResumeStore((s) => s.set);
  const query = useQuery({
    queryKey: ['meta', token, META_KEY],
    queryFn: () => fetchStoredJobs(token ?? ''),
    enabled: stored === null && token !== null,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (query.data && getItem('work') === null) setValue('work', query.data);
  }, [query.data, setValue]);
  return loadStateOf(query);
}

/**
 * The job the page's `?index=` names (null for none or one out of range), its saved copy, and
 * the state of loading the list from the server.
 */
export function useJobOfAddress() {
  const { search } = useLocation();
  const load = useWorkLoad();
  const saved = savedJobs();
  const index = entryIndexOf(search, saved.length);
  return { load, index, entry: index === null ? null : (saved[index] ?? null) };
}

/**
 * Add, edit, delete and reorder through the save pattern (01 §4): the server's list replaces the
 * local one (a new job goes where its dates put it, newest first). When the server is unreachable
 * the change is made locally by the same rule and the call waits in the pending list.
 * `done` runs once the change is stored or queued — also after a successful 'Erneut versuchen'.
 */
export function useWorkSaves() {
  const save = useSectionSave();
  const setValue = useResumeStore((s) => s.set);
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const { run } = save;

  const commit = useCallback(
    (list: WorkEntry[]) => {
      setValue('work', list);
      setValue('sectionStrength', { ...getItem('sectionStrength'), work: workStrength(list) });
    },
    [setValue],
  );
  const base = useCallback(
    () => ({
      resume_token: ensureResumeToken(),
      resume_template_id: getItem('templateId') ?? DEFAULT_TEMPLATE.id,
    }),
    [ensureResumeToken],
  );

  const add = useCallback(
    (entry: WorkEntry, done?: () => void) =>
      run(sectionCalls.saveMeta({ ...base(), meta_key: META_KEY, meta_value: entry }), {
        onSaved: (response) => {
          commit(toWorkList(response.resume.meta_value));
          done?.();
        },
        onQueued: () => {
          commit(insertByDate(savedJobs(), entry, workEntryDates));
          done?.();
        },
      }),
    [run, base, commit],
  );

  const update = useCallback(
    (index: number, entry: WorkEntry, done?: () => void) =>
      run(
        sectionCalls.updateMetaValue({ ...base(), meta_key: META_KEY, meta_index: index, meta_value: entry }),
        {
          onSaved: (response) => {
            commit(toWorkList(response.resume.meta_value));
            done?.();
          },
          onQueued: () => {
            commit(savedJobs().map((job, i) => (i === index ? entry : job)));
            done?.();
          },
        },
      ),
    [run, base, commit],
  );

  const remove = useCallback(
    (index: number, done?: () => void) => {
      const { resume_token } = base();
      return run(sectionCalls.deleteMeta({ resume_token, meta_key: META_KEY, meta_index: index }), {
        onSaved: (response) => {
          commit(toWorkList(response.resume.meta_value));
          done?.();
        },
        onQueued: () => {
          commit(savedJobs().filter((_job, i) => i !== index));
          done?.();
        },
      });
    },
    [run, base, commit],
  );

  return useMemo(() => ({ save, add, update, remove }), [save, add, update, remove]);
}

/**
 * The user's order (drag and drop or the arrow buttons): shown at once, stored with reorder-meta.
 * A refused reorder (the list changed elsewhere) puts the list back as it was.
 */
export function useWorkReorder() {
  const save = useSectionSave();
  const setValue = useResumeStore((s) => s.set);
  const { run } = save;
  const reorder = useCallback(
    (order: number[]) => {
      const before = savedJobs();
      setValue('work', applyOrder(before, order));
      const token = getItem('resumeToken');
      if (token === null) return; // nothing stored yet: the local order is all there is
      void run(sectionCalls.reorderMeta({ resume_token: token, meta_key: META_KEY, order }), {
        onSaved: (response) => setValue('work', toWorkList(response.resume.meta_value)),
      }).then((outcome) => {
        if (outcome.kind === 'failed') setValue('work', before);
      });
    },
    [run, setValue],
  );
  return { save, reorder };
}

/** The draft of one page for one entry; null when there is none or its entry has changed since. */
export function readWorkDraft(kind: WorkDraft['kind'], index: number | null, entry: WorkEntry | null) {
  const draft = getItem('workDraft');
  if (!draft || draft.kind !== kind || draft.index !== index) return null;
  return draft.base === JSON.stringify(entry) ? (toWorkList([draft.entry])[0] ?? null) : null;
}

export function useWorkDraftWriter() {
  const setValue = useResumeStore((s) => s.set);
  const write = useCallback(
    (kind: WorkDraft['kind'], index: number | null, base: WorkEntry | null, entry: WorkEntry) =>
      setValue('workDraft', { kind, index, base: JSON.stringify(base), entry }),
    [setValue],
  );
  const clear = useCallback(() => setValue('workDraft', null), [setValue]);
  return { write, clear };
}

/**
 * Shows unsaved input in the live preview: the list with the draft goes into the store's in-memory
 * mirror only (local storage keeps the saved list); leaving the page restores the mirror.
 */
function useWorkPreviewOverlay(list: readonly WorkEntry[] | null): void {
  useEffect(() => {
    if (list === null) return;
    useResumeStore.setState((state) => ({ values: { ...state.values, work: [...list] } }));
  }, [list]);
  useEffect(
    () => () => {
      useResumeStore.setState((state) => ({ values: { ...state.values, work: getItem('work') } }));
    },
    [],
  );
}

/** Shows the job being typed in the live preview, in place `index` (a new job at the end). */
export function useTypedJobPreview(index: number | null, entry: WorkEntry): void {
  const list = useMemo(() => {
    const saved = savedJobs();
    return index === null ? [...saved, entry] : saved.map((job, i) => (i === index ? entry : job));
  }, [entry, index]);
  useWorkPreviewOverlay(list);
}
