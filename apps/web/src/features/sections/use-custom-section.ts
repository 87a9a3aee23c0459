import { useQuery } from '@tanstack/react-query';
import type { CustomSectionValue } from '@vita/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { ApiRequestError, apiRequest } from '../../api/client';
import { loadStateOf, type SaveState, useSectionSave } from '../../components/save-status';
import { paths } from '../../flow/paths';
import { getItem, type WithId } from '../../store/local-store';
import { useResumeStore, useStoreValue } from '../../store/resume-store';
import { renameInList, serverIdOf, without } from './save-rules';
import { type CustomSectionAnswer, deleteCustomSectionCall, editCustomSectionCall } from './section-calls';

export type CustomSlotPath = typeof paths.customOne | typeof paths.customTwo;
export type CustomSlotKey = 'customSectionOne' | 'customSectionTwo';
export type StoredCustomSection = WithId<CustomSectionValue>;

export const slotKeyOf = (path: CustomSlotPath): CustomSlotKey =>
  path === paths.customOne ? 'customSectionOne' : 'customSectionTwo';

/** The id in `?customSecToken=` (01 §2), or null. */
export function customSecTokenOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('customSecToken');
  return raw !== null && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

function fetchCustomSection(id: number, token: string): Promise<StoredCustomSection | null> {
  return apiRequest<CustomSectionAnswer>(`/resume/custom-section/${id}`, {
    body: { resume_token: token, meta_key: 'custom_section' },
    token: getItem('loginToken'),
  }).then(
    (answer) => ({ ...answer.meta_value, id: answer.id }),
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    },
  );
}

/**
 * One custom-section slot: its local copy, loaded by id (custom-section/{id}) when the copy is
 * missing (01 §2); `write` keeps every keystroke locally; `saveEdit` and `remove` go through the
 * save pattern (edit-custom-section/{id}, delete-custom-section/{id}).
 */
export function useCustomSection(slot: CustomSlotKey, idFromUrl: number | null) {
  const stored = useStoreValue(slot);
  const token = useStoreValue('resumeToken');
  const setValue = useResumeStore((s) => s.set);
  const save = useSectionSave();
  const { run, reset } = save;
  const missing = stored === null && idFromUrl !== null && token !== null;

  const query = useQuery({
    queryKey: ['custom-section', token, idFromUrl],
    queryFn: () => fetchCustomSection(idFromUrl ?? 0, token ?? ''),
    enabled: missing,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (query.data && getItem(slot) === null) setValue(slot, query.data);
  }, [query.data, setValue, slot]);
  const load: SaveState = loadStateOf(query);
  const notFound = stored === null && (!missing || query.data === null);

  const write = useCallback(
    (value: CustomSectionValue) => {
      const before = getItem(slot);
      if (!before) return;
      setValue(slot, { ...before, ...value });
      // The title shows as the section's heading even before it has text (ext_name_arr).
      if (before.title !== value.title) {
        setValue('extraSectionNames', renameInList(getItem('extraSectionNames'), before.title, value.title));
      }
    },
    [setValue, slot],
  );

  const saveEdit = useCallback(
    async (value: CustomSectionValue): Promise<boolean> => {
      const id = serverIdOf(getItem(slot));
      if (id === null) return false;
      const outcome = await run(editCustomSectionCall(id, getItem('resumeToken') ?? '', value), {
        onSaved: (answer) => setValue(slot, { ...answer.meta_value, id: answer.id }),
      });
      return outcome.kind !== 'failed';
    },
    [run, setValue, slot],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    const before = getItem(slot);
    const id = serverIdOf(before);
    const clear = () => {
      setValue(slot, null);
      if (before) setValue('extraSectionNames', without(getItem('extraSectionNames'), before.title));
    };
    if (id === null) {
      clear();
      return true;
    }
    const outcome = await run(deleteCustomSectionCall(id, getItem('resumeToken') ?? ''));
    if (outcome.kind === 'failed' && outcome.error.status !== 404) return false;
    if (outcome.kind === 'failed') reset(); // already gone on the server
    clear();
    return true;
  }, [run, reset, setValue, slot]);

  return useMemo(
    () => ({ stored, load, notFound, save, write, saveEdit, remove }),
    [stored, load, notFound, save, write, saveEdit, remove],
  );
}
