import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomSectionValue } from '@vita/shared';
import { useCallback, useEffect, useRef } from 'react';
import { type ApiRequestError, apiRequest } from '../../api/client';
import { type SaveState, toApiError } from '../../components/save-status';
import { getItem } from '../../store/local-store';
import { useResumeStore, useStoreValue } from '../../store/resume-store';
import { type CustomSlots, freeSlotOf, type ListedCustomSection, reconcileCustomSlots } from './custom-slots';
import { withItem } from './save-rules';
import type { CustomSectionAnswer } from './section-calls';

const SLOT_KEYS = { one: 'customSectionOne', two: 'customSectionTwo' } as const;

const readSlots = (): CustomSlots => ({
  one: getItem('customSectionOne'),
  two: getItem('customSectionTwo'),
});

function fetchListing(token: string): Promise<ListedCustomSection[]> {
  return apiRequest<{ data: ListedCustomSection[] }>('/resume/custom-section-listing', {
    body: { resume_token: token, meta_key: 'custom_section' },
    token: getItem('loginToken'),
  }).then(
    (answer) => answer.data,
    (error: unknown) => {
      if (toApiError(error).status === 404) return []; // the server has no resume yet
      throw error;
    },
  );
}

/**
 * 'Add Your Own' (01 §2): creates a custom section on the server at once (add-custom-section)
 * and keeps its id in the first free slot. Not queued when the server is unreachable: the page
 * needs the id to link to it, so the visitor is told and can try again. The server's listing is
 * read when the page opens and after a refusal (409: both exist), so the slots match it.
 */
export function useCustomSectionAdder() {
  const setValue = useResumeStore((s) => s.set);
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const token = useStoreValue('resumeToken');
  const one = useStoreValue('customSectionOne');
  const two = useStoreValue('customSectionTwo');
  const queryClient = useQueryClient();
  const createdIds = useRef<number[]>([]);

  const listing = useQuery({
    queryKey: ['custom-section-listing', token],
    queryFn: () => fetchListing(token ?? ''),
    enabled: token !== null,
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
  });

  const writeSlots = useCallback(
    (slots: CustomSlots) => {
      for (const slot of ['one', 'two'] as const) {
        const before = readSlots()[slot];
        const after = slots[slot];
        if (before?.id === after?.id) continue;
        setValue(SLOT_KEYS[slot], after);
        if (after) setValue('extraSectionNames', withItem(getItem('extraSectionNames'), after.title));
      }
    },
    [setValue],
  );

  useEffect(() => {
    if (listing.data) writeSlots(reconcileCustomSlots(readSlots(), listing.data, createdIds.current));
  }, [listing.data, writeSlots]);

  const mutation = useMutation<CustomSectionAnswer, ApiRequestError, string>({
    mutationFn: (title) => {
      const value: CustomSectionValue = { title, description: '' };
      return apiRequest<CustomSectionAnswer>('/resume/add-custom-section', {
        body: { resume_token: ensureResumeToken(), meta_key: 'custom_section', meta_value: value },
        token: getItem('loginToken'),
      }).catch((error: unknown) => Promise.reject(toApiError(error)));
    },
    networkMode: 'always',
    onSuccess: (answer) => {
      createdIds.current.push(answer.id);
      const slots = readSlots();
      const free = freeSlotOf(slots);
      if (free !== null) writeSlots({ ...slots, [free]: { ...answer.meta_value, id: answer.id } });
    },
    onError: (error) => {
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: ['custom-section-listing'] });
    },
  });

  const { mutateAsync, reset } = mutation;
  const lastTitle = useRef('');
  const add = useCallback(
    async (title: string): Promise<CustomSectionAnswer | null> => {
      lastTitle.current = title;
      try {
        return await mutateAsync(title);
      } catch {
        return null;
      }
    },
    [mutateAsync],
  );

  const state: SaveState = {
    status: mutation.isPending
      ? 'pending'
      : mutation.isError
        ? 'error'
        : mutation.isSuccess
          ? 'success'
          : 'idle',
    error: mutation.error ?? null,
    retry: () => void add(lastTitle.current),
  };

  return { add, state, reset, slots: { one, two } satisfies CustomSlots, full: one !== null && two !== null };
}
