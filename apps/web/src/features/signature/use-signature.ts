import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MetaResponse, Signature } from '@vita/shared';
import { DEFAULT_TEMPLATE } from '@vita/shared/constants';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiRequestError, apiRequest } from '../../api/client';
import { loadStateOf, type SaveState, type SectionCall, useSectionSave } from '../../components/save-status';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { isEmptySignature, saveCallFor } from './signature-values';

const META_KEY = 'signature';
const queryKey = (token: string | null) => ['meta', token, META_KEY] as const;

/** The server's signature record; null when none is stored (or the resume is unknown, 404). */
function fetchStoredSignature(token: string): Promise<unknown> {
  return apiRequest<MetaResponse>('/resume/get-meta', {
    body: { resume_token: token, meta_key: META_KEY },
    token: getItem('loginToken'),
  }).then(
    (r) => r.resume.meta_value ?? null,
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    },
  );
}

export interface SignatureLoad {
  state: SaveState;
  /** undefined while not known (loading, failed, or no resume token). */
  server: unknown;
  /** The form may open: a local copy exists, or the server has answered, or cannot be asked. */
  ready: boolean;
}

/**
 * The stored signature (get-meta signature, 02 §7). It is asked for even when a local copy exists:
 * whether NEXT creates or updates depends on what the server holds (02 §4).
 */
export function useSignatureLoad(): SignatureLoad {
  // A token made after the page opened belongs to a resume the server does not know yet.
  const [token] = useState(() => getItem('resumeToken'));
  const [hadLocal] = useState(() => getItem('signature') !== null);
  const query = useQuery({
    queryKey: queryKey(token),
    queryFn: () => fetchStoredSignature(token ?? ''),
    enabled: token !== null,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state = loadStateOf(query);
  return {
    state,
    server: query.data,
    ready: hadLocal || token === null || query.isSuccess || query.isError,
  };
}

/**
 * Shows the form's signature in the live preview before anything is stored: the in-memory mirror
 * only, so a default nobody chose never becomes part of the resume. Once the visitor changes
 * something, the page writes the local copy (`local_sign_data`) and the mirror follows it.
 */
export function useSignaturePreviewOverlay(signature: Signature): void {
  useEffect(() => {
    if (getItem('signature') !== null) return;
    useResumeStore.setState((state) => ({ values: { ...state.values, signature } }));
  }, [signature]);
  useEffect(
    () => () => {
      useResumeStore.setState((state) => ({ values: { ...state.values, signature: getItem('signature') } }));
    },
    [],
  );
}

type SignatureBody = Signature & { resume_token: string; resume_template_id: number; meta_key: 'signature' };

// One key for all three calls: of several queued signature saves only the last one is sent.
const COALESCE = 'signature';
const signatureCall = (kind: 'create' | 'update', body: SignatureBody): SectionCall<MetaResponse> => ({
  path: `/resume/${kind}-signature`,
  body: { ...body },
  coalesceKey: COALESCE,
});
const deleteCall = (resumeToken: string): SectionCall<MetaResponse> => ({
  path: '/resume/delete-meta-section',
  body: { resume_token: resumeToken, meta_key: META_KEY },
  coalesceKey: COALESCE,
});

/**
 * NEXT's save (02 §4): update when the server's signature has `adjustment`, else create. An
 * update the server answers with 404 (deleted meanwhile) is sent again as a create. An empty
 * signature is not stored: a saved one is deleted (delete-meta-section) and the local copy removed.
 * `done` runs once the change is stored or queued — also after a successful 'Erneut versuchen'.
 */
export function useSignatureSave(server: unknown) {
  const save = useSectionSave();
  const { run } = save;
  const queryClient = useQueryClient();
  const setValue = useResumeStore((s) => s.set);
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);

  const submit = useCallback(
    async (signature: Signature, done: () => void) => {
      const token = ensureResumeToken();
      const stored = (value: unknown) => queryClient.setQueryData(queryKey(token), value);
      if (isEmptySignature(signature)) {
        setValue('signature', null);
        if (server === null || server === undefined) {
          done();
          return;
        }
        await run(deleteCall(token), {
          onSaved: () => {
            stored(null);
            done();
          },
          onQueued: done,
        });
        return;
      }
      setValue('signature', signature);
      const body: SignatureBody = {
        ...signature,
        resume_token: token,
        resume_template_id: getItem('templateId') ?? DEFAULT_TEMPLATE.id,
        meta_key: META_KEY,
      };
      const handlers = {
        onSaved: (response: MetaResponse) => {
          stored(response.resume.meta_value ?? signature);
          done();
        },
        onQueued: done,
      };
      const outcome = await run(signatureCall(saveCallFor(server), body), handlers);
      if (outcome.kind === 'failed' && outcome.error.status === 404 && saveCallFor(server) === 'update') {
        await run(signatureCall('create', body), handlers);
      }
    },
    [run, server, queryClient, setValue, ensureResumeToken],
  );

  return useMemo(() => ({ save, submit }), [save, submit]);
}
