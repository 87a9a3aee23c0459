/**
 * The pending-saves list: calls the server did not receive because it was unreachable. They wait
 * in the local store (key `pending_saves`) and are sent again in the order they were made, before
 * any newer save, so the server ends up with what the visitor sees. See
 * docs/decisions/save-pattern.md.
 */
import type { EducationEntry, WorkEntry } from '@vita/shared';
import type { ApiRequestError } from '../../api/client';
import { getItem, type PendingSave } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import {
  isTransientError,
  type ListSyncKey,
  type SectionCall,
  sendSectionCall,
  toApiError,
} from './section-call';

type Send = (call: SectionCall<unknown>) => Promise<unknown>;

export interface FlushResult {
  sent: number;
  /** Calls the server refused for good (4xx): dropped, so they never block the ones behind. */
  refused: ApiRequestError[];
}

export const readPendingSaves = (): PendingSave[] => getItem('pendingSaves') ?? [];

function writePendingSaves(list: PendingSave[]): void {
  useResumeStore.getState().set('pendingSaves', list.length > 0 ? list : null);
}

let sequence = 0;
const newId = (now: number) => `${now.toString(36)}-${(sequence++).toString(36)}`;

/** Queues a call; an older queued call with the same coalesce key is replaced by it. */
export function enqueuePendingSave(call: SectionCall<unknown>, now = Date.now()): PendingSave {
  const entry: PendingSave = {
    id: newId(now),
    path: call.path,
    body: call.body,
    queuedAt: now,
    ...(call.coalesceKey ? { coalesceKey: call.coalesceKey } : {}),
    ...(call.syncKey ? { syncKey: call.syncKey } : {}),
  };
  const kept = readPendingSaves().filter((p) => !call.coalesceKey || p.coalesceKey !== call.coalesceKey);
  writePendingSaves([...kept, entry]);
  return entry;
}

function removePendingSave(id: string): void {
  writePendingSaves(readPendingSaves().filter((p) => p.id !== id));
}

const toCall = (p: PendingSave): SectionCall<unknown> => ({
  path: p.path,
  body: p.body,
  ...(p.coalesceKey ? { coalesceKey: p.coalesceKey } : {}),
  ...(p.syncKey ? { syncKey: p.syncKey } : {}),
});

/** `resume.meta_value` of a list answer (save-meta, update-meta-value, delete-meta). */
function metaListOf(result: unknown): Record<string, unknown>[] | null {
  if (typeof result !== 'object' || result === null) return null;
  const resume = (result as { resume?: { meta_value?: unknown } }).resume;
  const value = resume?.meta_value;
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : null;
}

async function flushInOrder(send: Send): Promise<FlushResult> {
  const synced = new Map<ListSyncKey, Record<string, unknown>[]>();
  const refused: ApiRequestError[] = [];
  let sent = 0;
  for (let next = readPendingSaves()[0]; next; next = readPendingSaves()[0]) {
    try {
      const result = await send(toCall(next));
      sent += 1;
      const list = next.syncKey ? metaListOf(result) : null;
      if (next.syncKey && list) synced.set(next.syncKey, list);
    } catch (error) {
      if (isTransientError(error)) throw toApiError(error); // still unreachable: keep the order
      refused.push(toApiError(error));
    }
    removePendingSave(next.id);
  }
  // The lists now match the server's (sanitised) copy.
  const store = useResumeStore.getState();
  for (const [key, list] of synced) {
    if (key === 'work') store.set('work', list as WorkEntry[]);
    else store.set('education', list as EducationEntry[]);
  }
  return { sent, refused };
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends every pending save, oldest first; one flush at a time (a second caller shares the running
 * one). Rejects with the error when the server is still unreachable; the rest stay queued.
 */
export function flushPendingSaves(send: Send = sendSectionCall): Promise<FlushResult> {
  if (!running) {
    running = flushInOrder(send).finally(() => {
      running = null;
    });
  }
  return running;
}

/** Sends a call after everything queued before it, so the server sees the changes in order. */
export async function sendInOrder<R>(call: SectionCall<R>, send: Send = sendSectionCall): Promise<R> {
  if (running || readPendingSaves().length > 0) await flushPendingSaves(send);
  return (await send(call)) as R;
}
