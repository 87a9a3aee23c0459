import type { Letter, UpdateLetterRequest } from '@vita/shared/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../api/client';
import { lettersApi } from '../../../api/letters-api';

export type EditableLetter = Omit<Letter, 'id' | 'resume_token' | 'created_at' | 'updated_at'>;
export type SaveState = { kind: 'saved' } | { kind: 'saving' } | { kind: 'error'; message: string };
export type LetterAccess = { resumeToken: string; token: string | null };

const DEBOUNCE_MS = 600;

/** The fields the PUT carries: the whole editable letter (PUT takes any subset; all is simplest). */
export function editableOf(letter: Letter): EditableLetter {
  const { id: _id, resume_token: _r, created_at: _c, updated_at: _u, ...fields } = letter;
  return fields;
}

/**
 * Saves the letter ~600 ms after the last change, and at once when the page is left (a keepalive
 * request survives the tab closing). A failed save keeps the fields as typed and is retried with
 * the next change or by `retry`: nothing typed is lost.
 */
export function useLetterAutosave(id: number, fields: EditableLetter, access: LetterAccess) {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const saved = useRef(JSON.stringify(fields));
  const latest = useRef(fields);
  latest.current = fields;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Sends what is typed now; true once the server holds it (or already did). */
  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const snapshot = latest.current;
    const json = JSON.stringify(snapshot);
    if (json === saved.current) return true;
    setState({ kind: 'saving' });
    try {
      await lettersApi.update(id, snapshot satisfies UpdateLetterRequest, access);
      saved.current = json;
      // A change typed while the request ran is saved by its own timer.
      setState(JSON.stringify(latest.current) === json ? { kind: 'saved' } : { kind: 'saving' });
      return true;
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      return false;
    }
  }, [id, access]);

  useEffect(() => {
    if (JSON.stringify(fields) === saved.current) return;
    setState({ kind: 'saving' });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), DEBOUNCE_MS);
  }, [fields, save]);

  // Leaving (route change or closing the tab): send what is still pending, even as the page goes.
  useEffect(() => {
    const flush = () => {
      const json = JSON.stringify(latest.current);
      if (json === saved.current) return;
      saved.current = json;
      void apiRequest(`/letters/${id}`, {
        method: 'PUT',
        body: latest.current,
        query: { resume_token: access.resumeToken },
        token: access.token,
        fetchImpl: (url, init) => fetch(url, { ...init, keepalive: true }),
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) clearTimeout(timer.current);
      flush();
    };
  }, [id, access]);

  return { state, retry: save };
}
