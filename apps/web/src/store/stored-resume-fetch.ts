/**
 * The server's answers a reopen by token needs, asked for together; kept small (the API client
 * and the local store only) so that the route table can start them the moment `/final-resume?id=`
 * is opened, while the page's code is still loading. Reads only: nothing is stored here.
 */
import { getItem } from './local-store';
import { storedPartsApi, storedResumeApi } from './stored-resume-api';

export const REOPEN_META_KEYS = [
  'heading',
  'education',
  'work-expr',
  'skills',
  'summary',
  'signature',
] as const;

function fetchStored(token: string) {
  const meta = Promise.allSettled(REOPEN_META_KEYS.map((key) => storedPartsApi.getMeta(token, key)));
  const parts = Promise.allSettled([
    meta,
    storedPartsApi.customSections(token),
    storedPartsApi.document(token),
    storedResumeApi.getResumeStyle(token),
    storedResumeApi.getPhoto(token),
  ]);
  const object = storedResumeApi.getResumeObject(token);
  // Handled where it is awaited; a prefetch nobody takes must not report an unhandled rejection.
  object.catch(() => undefined);
  return { parts, object, at: Date.now() };
}

export type StoredFetch = ReturnType<typeof fetchStored>;

/** A prefetch this old is asked for again: the visitor may have waited on the question. */
const PREFETCH_FRESH_MS = 30_000;
let prefetched: { token: string; fetched: StoredFetch } | null = null;

/** Whether this browser already holds the resume `token` (its local copy is never older). */
export const holdsLocally = (token: string) =>
  getItem('resumeToken') === token && getItem('heading') !== null;

/** Starts the reopen's requests early (route table); `takeStoredFetch` picks them up. */
export function prefetchResume(token: string): void {
  if (holdsLocally(token)) return;
  prefetched = { token, fetched: fetchStored(token) };
}

/** The prefetched answers of `token` when fresh, else new requests. */
export function takeStoredFetch(token: string): StoredFetch {
  const ready = prefetched?.token === token ? prefetched.fetched : null;
  prefetched = null;
  return ready && Date.now() - ready.at < PREFETCH_FRESH_MS ? ready : fetchStored(token);
}
