/**
 * The education list: local store first, then the server (01 §4). Adding, editing, deleting and
 * reordering replace the local list with the server's; a new degree goes where its dates put it
 * (newest first), locally by the same rule until the server answers.
 * A refused call puts the local list back as it was; an unreachable server queues the call
 * (components/save-status) and the local list stays as the visitor left it.
 */
import { useQuery } from '@tanstack/react-query';
import type { EducationEntry, MetaResponse } from '@vita/shared';
import { TEMPLATE_IDS } from '@vita/shared/constants';
import { applyOrder, educationEntryDates, insertByDate } from '@vita/shared/resume';
import { useCallback } from 'react';
import { resumeApi } from '../../api/endpoints';
import {
  loadStateOf,
  type SaveOutcome,
  type SectionCall,
  sectionCalls,
  useSectionSave,
} from '../../components/save-status';
import { getItem } from '../../store/local-store';
import { useResumeStore, useStoreValue } from '../../store/resume-store';

const EMPTY: readonly EducationEntry[] = [];
const EMPTY_DEGREES: readonly string[] = [];

export function useEducationList(): readonly EducationEntry[] {
  return useStoreValue('education') ?? EMPTY;
}

function serverList(response: MetaResponse): EducationEntry[] | null {
  const value = response.resume.meta_value;
  return Array.isArray(value) ? (value as EducationEntry[]) : null;
}

/** resume_token (created when missing) and the template id when it is one the server knows. */
function useResumeKeys() {
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const templateId = useStoreValue('templateId');
  return useCallback(() => {
    const known = templateId !== null && (TEMPLATE_IDS as readonly number[]).includes(templateId);
    return { resume_token: ensureResumeToken(), ...(known ? { resume_template_id: templateId } : {}) };
  }, [ensureResumeToken, templateId]);
}

export type EducationOutcome = SaveOutcome<MetaResponse>;

/** Add, edit and delete entries; `onDone` runs once the server has it or has queued it. */
export function useEducationMutations() {
  const save = useSectionSave();
  const keys = useResumeKeys();
  const setValue = useResumeStore((s) => s.set);
  const { run } = save;

  const apply = useCallback(
    async (
      next: EducationEntry[],
      call: SectionCall<MetaResponse>,
      fromServer: (list: EducationEntry[] | null) => EducationEntry[],
      onDone: () => void,
    ): Promise<EducationOutcome> => {
      const before = [...(getItem('education') ?? [])];
      setValue('education', next);
      const outcome = await run(call, {
        onSaved: (response) => {
          setValue('education', fromServer(serverList(response)));
          onDone();
        },
        onQueued: onDone,
      });
      if (outcome.kind === 'failed') setValue('education', before);
      return outcome;
    },
    [run, setValue],
  );

  const add = useCallback(
    (entry: EducationEntry, onDone: () => void) => {
      const before = [...(getItem('education') ?? [])];
      const call = sectionCalls.saveMeta({ ...keys(), meta_key: 'education', meta_value: entry });
      const next = insertByDate(before, entry, educationEntryDates);
      return apply(next, call, (list) => list ?? next, onDone);
    },
    [apply, keys],
  );

  const update = useCallback(
    (index: number, entry: EducationEntry, onDone: () => void) => {
      const next = (getItem('education') ?? []).map((item, i) => (i === index ? entry : item));
      const call = sectionCalls.updateMetaValue({
        ...keys(),
        meta_key: 'education',
        meta_index: index,
        meta_value: entry,
      });
      return apply(next, call, (list) => list ?? next, onDone);
    },
    [apply, keys],
  );

  const remove = useCallback(
    (index: number, onDone: () => void) => {
      const next = (getItem('education') ?? []).filter((_, i) => i !== index);
      const { resume_token } = keys();
      const call = sectionCalls.deleteMeta({ resume_token, meta_key: 'education', meta_index: index });
      return apply(next, call, (list) => list ?? next, onDone);
    },
    [apply, keys],
  );

  return { save, add, update, remove };
}

/** The user's order (drag and drop or the arrow buttons): shown at once, stored with reorder-meta. */
export function useEducationReorder() {
  const save = useSectionSave();
  const keys = useResumeKeys();
  const setValue = useResumeStore((s) => s.set);
  const { run } = save;
  const reorder = useCallback(
    (order: number[]) => {
      const before = [...(getItem('education') ?? [])];
      const next = applyOrder(before, order);
      setValue('education', next);
      const call = sectionCalls.reorderMeta({
        resume_token: keys().resume_token,
        meta_key: 'education',
        order,
      });
      void run(call, {
        onSaved: (response) => setValue('education', serverList(response) ?? next),
      }).then((outcome) => {
        if (outcome.kind === 'failed') setValue('education', before);
      });
    },
    [run, keys, setValue],
  );
  return { save, reorder };
}

/**
 * Loads the degrees from the server when the list page opens and, once it answers, takes its list
 * (the server is the source of truth). Skipped while saves wait to be sent: the local list is
 * newer then. A resume the server does not know yet (404) keeps the local list.
 */
export function useEducationLoad() {
  const token = useStoreValue('resumeToken');
  const pending = (useStoreValue('pendingSaves')?.length ?? 0) > 0;
  const setValue = useResumeStore((s) => s.set);
  const query = useQuery({
    queryKey: ['resume', token, 'education'],
    enabled: token !== null && !pending,
    staleTime: 0,
    retry: (failures, error) => failures < 2 && (error as { status?: number }).status !== 404,
    queryFn: async () => {
      try {
        const response = await resumeApi.getMeta({ resume_token: token ?? '', meta_key: 'education' });
        const list = serverList(response) ?? [];
        if (getItem('pendingSaves')?.length) return list;
        setValue('education', list);
        return list;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });
  return loadStateOf(query);
}

export function useDegrees(): readonly string[] {
  const query = useQuery({
    queryKey: ['catalogue', 'degrees'],
    queryFn: () => resumeApi.degrees(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.degree.map((d) => d.title) ?? EMPTY_DEGREES;
}
