/**
 * A section call: one API request that stores a part of the resume, described as plain data so
 * that it can wait in the pending-saves list (local store) and be sent again later, in order.
 */
import type {
  deleteMetaRequestSchema,
  MetaResponse,
  reorderMetaRequestSchema,
  saveMetaRequestSchema,
  updateMetaValueRequestSchema,
} from '@vita/shared';
import type { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../api/client';
import { getItem } from '../../store/local-store';

export type ListSyncKey = 'work' | 'education';

export interface SectionCall<R> {
  /** A path under /api/v1/resume, e.g. '/resume/save-meta'. */
  path: string;
  body: Record<string, unknown>;
  /** A later queued call with the same key replaces this one (whole-value saves). */
  coalesceKey?: string;
  /** When sent from the pending list, the server's list replaces this local list. */
  syncKey?: ListSyncKey;
  /** Type only: what the server answers. */
  readonly result?: R;
}

type SaveMetaBody = z.input<typeof saveMetaRequestSchema>;
type UpdateMetaValueBody = z.input<typeof updateMetaValueRequestSchema>;
type DeleteMetaBody = z.input<typeof deleteMetaRequestSchema>;
type ReorderMetaBody = z.input<typeof reorderMetaRequestSchema>;

const syncKeyOf = (metaKey: string): ListSyncKey | undefined => {
  if (metaKey === 'education') return 'education';
  if (metaKey === 'work-expr' || metaKey === 'workexpr') return 'work';
  return undefined;
};
const isListKey = (metaKey: string) => syncKeyOf(metaKey) !== undefined;

/** The meta calls (docs/api.md). List keys insert on save-meta, so only whole values coalesce. */
export const sectionCalls = {
  saveMeta: (body: SaveMetaBody): SectionCall<MetaResponse> => {
    const syncKey = syncKeyOf(body.meta_key);
    return {
      path: '/resume/save-meta',
      body: { ...body },
      ...(isListKey(body.meta_key) ? {} : { coalesceKey: `save-meta:${body.meta_key}` }),
      ...(syncKey ? { syncKey } : {}),
    };
  },
  updateMetaValue: (body: UpdateMetaValueBody): SectionCall<MetaResponse> => {
    const syncKey = syncKeyOf(body.meta_key);
    return { path: '/resume/update-meta-value', body: { ...body }, ...(syncKey ? { syncKey } : {}) };
  },
  deleteMeta: (body: DeleteMetaBody): SectionCall<MetaResponse> => {
    const syncKey = syncKeyOf(body.meta_key);
    return { path: '/resume/delete-meta', body: { ...body }, ...(syncKey ? { syncKey } : {}) };
  },
  reorderMeta: (body: ReorderMetaBody): SectionCall<MetaResponse> => {
    const syncKey = syncKeyOf(body.meta_key);
    return { path: '/resume/reorder-meta', body: { ...body }, ...(syncKey ? { syncKey } : {}) };
  },
};

/** Only resume calls are ever sent from the pending list (it lives in local storage). */
export const isSendablePath = (path: string): boolean => /^\/resume\/[a-z-]+(\/\d+)?$/.test(path);

/** Sends one call, with the login token when there is one (a resume owned by an account). */
export function sendSectionCall<R>(call: SectionCall<R>, fetchImpl?: typeof fetch): Promise<R> {
  if (!isSendablePath(call.path)) {
    return Promise.reject(new ApiRequestError(400, `Unzulässiger Aufruf: ${call.path}`));
  }
  return apiRequest<R>(call.path, {
    body: call.body,
    token: getItem('loginToken'),
    ...(fetchImpl ? { fetchImpl } : {}),
  });
}

/**
 * Failures worth trying again later: the server was not reached (0), timed out (408), asked us
 * to slow down (429) or failed on its side (5xx, 503 for an unreachable database). A 4xx answer
 * means the input was refused: sending it again would fail the same way.
 */
export function isTransientError(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Anything thrown, as an ApiRequestError the status component can show. */
export function toApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError(0, error instanceof Error ? error.message : String(error));
}
