import { useQuery } from '@tanstack/react-query';
import type { getPhotoResponseSchema, Heading, MetaResponse } from '@vita/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../api/client';
import { getItem } from '../../store/local-store';
import { useResumeStore, useStoreValue } from '../../store/resume-store';
import { isTokenMadeHere } from '../../store/resume-token';
import { toHeadingDraft } from './heading-values';

type PhotoResponse = z.output<typeof getPhotoResponseSchema>;

/** A resume the server does not know yet (nothing saved under the token) reads as empty. */
const emptyWhenUnknown =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if (error instanceof ApiRequestError && error.status === 404) return fallback;
    throw error;
  };

export function fetchStoredHeading(token: string): Promise<unknown> {
  return apiRequest<MetaResponse>('/resume/get-meta', {
    body: { resume_token: token, meta_key: 'heading' },
    token: getItem('loginToken'),
  }).then((r) => r.resume.meta_value ?? null, emptyWhenUnknown<unknown>(null));
}

export function fetchStoredPhoto(token: string): Promise<string> {
  return apiRequest<PhotoResponse>('/resume/get-photo', {
    body: { resume_token: token },
    token: getItem('loginToken'),
  }).then((r) => r.base64_img, emptyWhenUnknown(''));
}

/**
 * The heading as the form edits it. The local copy is the source while typing: every change is
 * written to the local store at once. When there is no local copy but a resume token, the
 * server's copy (get-meta) and photo (get-photo) are loaded — unless the visitor types first.
 */
export function useHeadingDraft() {
  const stored = useStoreValue('heading');
  const photo = useStoreValue('photo');
  // Only a token that existed when the page opened can have server data: one made on this page
  // (e.g. by a photo upload) belongs to a resume the server is only now creating.
  const [token] = useState(() => getItem('resumeToken'));
  const onServer = token !== null && !isTokenMadeHere(token);
  const setValue = useResumeStore((s) => s.set);

  const remote = useQuery({
    queryKey: ['meta', token, 'heading'],
    queryFn: () => fetchStoredHeading(token ?? ''),
    enabled: stored === null && onServer,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const remotePhoto = useQuery({
    queryKey: ['photo', token],
    queryFn: () => fetchStoredPhoto(token ?? ''),
    enabled: photo === null && onServer,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (remote.data && getItem('heading') === null) setValue('heading', toHeadingDraft(remote.data));
  }, [remote.data, setValue]);
  useEffect(() => {
    if (remotePhoto.data && getItem('photo') === null) setValue('photo', remotePhoto.data);
  }, [remotePhoto.data, setValue]);

  const draft = useMemo(() => toHeadingDraft(stored), [stored]);
  const update = useCallback(
    (patch: Partial<Heading>) => setValue('heading', { ...toHeadingDraft(getItem('heading')), ...patch }),
    [setValue],
  );
  return { draft, update, photo, remote };
}
