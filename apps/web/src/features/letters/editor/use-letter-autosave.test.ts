import { act, renderHook, waitFor } from '@testing-library/react';
import { letterFieldsSchema } from '@vita/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../test/fetch-mock';
import { type EditableLetter, useLetterAutosave } from './use-letter-autosave';

const TOKEN = 'b'.repeat(32);
const access = { resumeToken: TOKEN, token: null };
const base: EditableLetter = letterFieldsSchema.parse({});
const stored = (fields: unknown) => ({
  data: { ...base, ...(fields as object), id: 7, resume_token: TOKEN, created_at: 'x', updated_at: 'x' },
});

afterEach(() => vi.unstubAllGlobals());

describe('useLetterAutosave', () => {
  it('saves once after the typing stops, with the whole letter', async () => {
    const api = mockApi({ '/letters/7': stored });
    const { result, rerender } = renderHook(({ fields }) => useLetterAutosave(7, fields, access), {
      initialProps: { fields: base },
    });
    expect(result.current.state.kind).toBe('saved');
    rerender({ fields: { ...base, subject: 'Bewerbung' } });
    rerender({ fields: { ...base, subject: 'Bewerbung als Designerin' } });
    expect(result.current.state.kind).toBe('saving');
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(api.callsTo('/letters/7')).toEqual([{ ...base, subject: 'Bewerbung als Designerin' }]);
  });

  it('says so when the save fails, keeps the text and saves it on retry', async () => {
    let fail = true;
    const api = mockApi({
      '/letters/7': (body) => (fail ? reply(500, { status: 500, message: 'Serverfehler.' }) : stored(body)),
    });
    const fields = { ...base, body: '<p>Mein Text</p>' };
    // The first render counts as stored: a change is what makes it save.
    const { result: changed, rerender } = renderHook(({ f }) => useLetterAutosave(7, f, access), {
      initialProps: { f: base },
    });
    rerender({ f: fields });
    await waitFor(() => expect(changed.current.state).toEqual({ kind: 'error', message: 'Serverfehler.' }));
    fail = false;
    await act(() => changed.current.retry());
    expect(changed.current.state.kind).toBe('saved');
    expect(api.callsTo('/letters/7').at(-1)).toEqual(fields);
  });

  it('sends what is still pending when the editor is left', async () => {
    const api = mockApi({ '/letters/7': stored });
    const { rerender, unmount } = renderHook(({ fields }) => useLetterAutosave(7, fields, access), {
      initialProps: { fields: base },
    });
    rerender({ fields: { ...base, closing: 'Viele Grüße' } });
    unmount();
    await waitFor(() => expect(api.callsTo('/letters/7')).toEqual([{ ...base, closing: 'Viele Grüße' }]));
    const init = api.fetchMock.mock.calls[0]?.[1];
    expect(init?.keepalive).toBe(true);
  });
});
