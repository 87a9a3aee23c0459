/**
 * The server's answer a reopen by token needs; kept small (the API client and the local store
 * only) so that the route table can ask for it the moment `/final-resume?id=` is opened, while the
 * page's code is still loading. A read only: nothing is stored here.
 */
import { getItem } from './local-store';
import { type StoredResume, storedResumeApi } from './stored-resume-api';

export type StoredFetch = { stored: Promise<StoredResume>; at: number };

function fetchStored(token: string): StoredFetch {
  const stored = storedResumeApi.stored(token).then((answer) => answer.data);
  // Handled where it is awaited; a prefetch nobody takes must not report an unhandled rejection.
  stored.catch(() => undefined);
  return { stored, at: Date.now() };
}

/** A prefetch this old is asked for again: the visitor may have waited on the question. */
const PREFETCH_FRESH_MS = 30_000;
let prefetched: { token: string; fetched: StoredFetch } | null = null;

/** Whether this browser already holds the resume `token` (its local copy is never older). */
export const holdsLocally = (token: string) =>
  getItem('resumeToken') === token && getItem('heading') !== null;

/** Starts the reopen's request early (route table); `takeStoredFetch` picks it up. */
export function prefetchResume(token: string): void {
  if (holdsLocally(token)) return;
  prefetched = { token, fetched: fetchStored(token) };
}

/** The prefetched answer, left for `takeStoredFetch` (what it needs, e.g. its fonts, can start). */
export const peekPrefetched = (): Promise<StoredResume> | null => prefetched?.fetched.stored ?? null;

/** The prefetched answer of `token` when fresh, else a new request. */
export function takeStoredFetch(token: string): StoredFetch {
  const ready = prefetched?.token === token ? prefetched.fetched : null;
  prefetched = null;
  return ready && Date.now() - ready.at < PREFETCH_FRESH_MS ? ready : fetchStored(token);
}
