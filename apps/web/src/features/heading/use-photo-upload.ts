import { useMutation } from '@tanstack/react-query';
import type { uploadPhotoResponseSchema } from '@vita/shared';
import { DEFAULT_TEMPLATE } from '@vita/shared/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { type ApiRequestError, apiRequest } from '../../api/client';
import { isTransientError, type SaveState, toApiError } from '../../components/save-status';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { fetchStoredPhoto } from './use-heading-data';

type UploadResponse = z.output<typeof uploadPhotoResponseSchema>;

/** 01 §7, §9: after an upload the photo is fetched again after 1000 ms. */
export const PHOTO_REFETCH_MS = 1000;

export interface PhotoUpload {
  state: SaveState;
  run(photo: Blob): Promise<'saved' | 'failed'>;
  reset(): void;
}

function uploadPhoto(photo: Blob, token: string, templateId: number): Promise<UploadResponse> {
  const form = new FormData();
  form.append('resume_token', token);
  form.append('resume_template_id', String(templateId));
  form.append('photo', photo, 'foto.jpg');
  return apiRequest<UploadResponse>('/resume/upload-photo', { body: form, token: getItem('loginToken') });
}

/**
 * upload-photo (multipart: resume_token, resume_template_id, file `photo`) with retries for
 * transient failures; the returned data URL goes to the local store `photo`, and 1000 ms later
 * the stored copy is fetched again (get-photo) and replaces it.
 */
export function usePhotoUpload(): PhotoUpload {
  const setValue = useResumeStore((s) => s.set);
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const refetchTimer = useRef<number | undefined>(undefined);
  const lastPhoto = useRef<Blob | null>(null);
  const [failed, setFailed] = useState<ApiRequestError | null>(null);

  useEffect(() => () => window.clearTimeout(refetchTimer.current), []);

  const mutation = useMutation<UploadResponse, ApiRequestError, Blob>({
    mutationFn: (photo) =>
      uploadPhoto(photo, ensureResumeToken(), getItem('templateId') ?? DEFAULT_TEMPLATE.id),
    retry: (failures, error) => failures < 2 && isTransientError(error),
    retryDelay: (failures) => 500 * 2 ** failures,
    networkMode: 'always',
  });
  const { mutateAsync, reset: resetMutation } = mutation;

  const run = useCallback(
    async (photo: Blob): Promise<'saved' | 'failed'> => {
      lastPhoto.current = photo;
      setFailed(null);
      try {
        const response = await mutateAsync(photo);
        setValue('photo', response.photo);
        const token = ensureResumeToken();
        window.clearTimeout(refetchTimer.current);
        refetchTimer.current = window.setTimeout(() => {
          fetchStoredPhoto(token).then(
            (stored) => stored && setValue('photo', stored),
            () => undefined, // the uploaded copy is already shown; a failed refetch changes nothing
          );
        }, PHOTO_REFETCH_MS);
        return 'saved';
      } catch (error) {
        setFailed(toApiError(error));
        return 'failed';
      }
    },
    [mutateAsync, setValue, ensureResumeToken],
  );

  const reset = useCallback(() => {
    setFailed(null);
    resetMutation();
  }, [resetMutation]);

  const state = useMemo<SaveState>(
    () => ({
      status: mutation.isPending ? 'pending' : failed ? 'error' : mutation.isSuccess ? 'success' : 'idle',
      error: failed,
      retry: () => {
        if (lastPhoto.current) void run(lastPhoto.current);
      },
    }),
    [mutation.isPending, mutation.isSuccess, failed, run],
  );
  return { state, run, reset };
}
