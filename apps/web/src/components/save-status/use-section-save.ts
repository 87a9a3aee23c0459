import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiRequestError } from '../../api/client';
import { enqueuePendingSave, flushPendingSaves, sendInOrder } from './pending-saves';
import { isTransientError, type SectionCall, toApiError } from './section-call';

/**
 * idle → pending → success | queued | error.
 * queued: the server was unreachable; the call waits in the pending-saves list and is sent later.
 * error: the server refused the call (or failed for good); the visitor can try again.
 */
export type SaveStatusValue = 'idle' | 'pending' | 'success' | 'queued' | 'error';

/** What `<SaveStatus>` shows: a save's or a load's state and how to try again. */
export interface SaveState {
  status: SaveStatusValue;
  error: ApiRequestError | null;
  retry: () => void;
}

export type SaveOutcome<R> =
  | { kind: 'saved'; data: R }
  | { kind: 'queued'; error: ApiRequestError }
  | { kind: 'failed'; error: ApiRequestError };

export interface RunHandlers<R> {
  /** The server stored it; `data` is its answer. Also called when a retry succeeds. */
  onSaved?: (data: R) => void;
  /** The server was unreachable: the call is queued and will be sent later. */
  onQueued?: () => void;
}

export interface SectionSave extends SaveState {
  /** Sends a call (after any queued ones). Never rejects: the outcome says what happened. */
  run<R>(call: SectionCall<R>, handlers?: RunHandlers<R>): Promise<SaveOutcome<R>>;
  reset(): void;
}

export interface SectionSaveOptions {
  /** Further tries after a transient failure (unreachable, 5xx, 429). Default 2. */
  retries?: number;
  /** Delay before a further try, by failures so far (0 for the first); default 500 ms, 1 s, 2 s … 4 s. */
  retryDelay?: (attempt: number) => number;
}

export const defaultRetryDelay = (failures: number): number => Math.min(500 * 2 ** failures, 4000);

/**
 * One section's save: TanStack `useMutation` with retry and backoff for transient failures. What
 * the visitor typed must already be in the local store before `run` is called; a save that still
 * cannot reach the server is queued (pending saves), so navigation may go on.
 */
export function useSectionSave(options: SectionSaveOptions = {}): SectionSave {
  const { retries = 2, retryDelay = defaultRetryDelay } = options;
  const [state, setState] = useState<{ status: SaveStatusValue; error: ApiRequestError | null }>({
    status: 'idle',
    error: null,
  });
  const last = useRef<{ call: SectionCall<unknown>; handlers: RunHandlers<unknown> } | null>(null);

  const { mutateAsync } = useMutation<unknown, ApiRequestError, SectionCall<unknown>>({
    mutationFn: (call) => sendInOrder(call).catch((error: unknown) => Promise.reject(toApiError(error))),
    retry: (failures, error) => failures < retries && isTransientError(error),
    retryDelay: (failures) => retryDelay(failures),
    // Offline must fail (and queue) rather than pause: the visitor is waiting on the button.
    networkMode: 'always',
  });

  const run = useCallback(
    async <R>(call: SectionCall<R>, handlers: RunHandlers<R> = {}): Promise<SaveOutcome<R>> => {
      last.current = { call, handlers: handlers as RunHandlers<unknown> };
      setState({ status: 'pending', error: null });
      try {
        const data = (await mutateAsync(call)) as R;
        setState({ status: 'success', error: null });
        handlers.onSaved?.(data);
        return { kind: 'saved', data };
      } catch (thrown) {
        const error = toApiError(thrown);
        if (isTransientError(error)) {
          enqueuePendingSave(call);
          setState({ status: 'queued', error });
          handlers.onQueued?.();
          return { kind: 'queued', error };
        }
        setState({ status: 'error', error });
        return { kind: 'failed', error };
      }
    },
    [mutateAsync],
  );

  const retry = useCallback(() => {
    const previous = last.current;
    if (!previous) return;
    if (state.status === 'queued') {
      // The call is already in the pending list: send the list, never the call a second time.
      setState({ status: 'pending', error: null });
      flushPendingSaves().then(
        () => setState({ status: 'success', error: null }),
        (error: unknown) => setState({ status: 'queued', error: toApiError(error) }),
      );
      return;
    }
    void run(previous.call, previous.handlers);
  }, [run, state.status]);

  const reset = useCallback(() => setState({ status: 'idle', error: null }), []);

  return useMemo(() => ({ ...state, run, retry, reset }), [state, run, retry, reset]);
}

/** A `useQuery` result as a SaveState, so loads show through `<SaveStatus action="load">` too. */
export function loadStateOf(query: UseQueryResult<unknown, unknown>): SaveState {
  const loading = query.isPending && query.fetchStatus !== 'idle';
  const status: SaveStatusValue = loading
    ? 'pending'
    : query.isError
      ? 'error'
      : query.isSuccess
        ? 'success'
        : 'idle';
  return {
    status,
    error: query.error ? toApiError(query.error) : null,
    retry: () => {
      void query.refetch();
    },
  };
}
