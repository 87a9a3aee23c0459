import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Heading } from '@vita/shared';
import { headingSchema } from '@vita/shared/contracts';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore, useStoreValue } from '../../store/resume-store';
import { testI18n } from '../../test/render-route';
import { readPendingSaves } from './pending-saves';
import { PendingSavesNotice } from './pending-saves-notice';
import { SaveStatus } from './save-status';
import { sectionCalls } from './section-call';
import { useSectionSave } from './use-section-save';

const token = 'b'.repeat(32);
const EMPTY_HEADING: Heading = headingSchema.parse({});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const ok = () => json(200, { status: 200, message: 'ok', resume: { meta_key: 'heading', meta_value: {} } });

/** A tiny form following the pattern: every change to the local store first, then the save. */
function HeadingDemo({ onSaved }: { onSaved: () => void }) {
  const save = useSectionSave({ retries: 2, retryDelay: () => 0 });
  const heading = useStoreValue('heading');
  const setValue = useResumeStore((s) => s.set);
  const [outcome, setOutcome] = useState('');
  const fname = heading?.fname ?? '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const call = sectionCalls.saveMeta({
          resume_token: token,
          meta_key: 'heading',
          meta_value: { fname },
        });
        void save.run(call, { onSaved }).then((o) => setOutcome(o.kind));
      }}
    >
      <label>
        Vorname
        <input
          value={fname}
          onChange={(e) => setValue('heading', { ...(heading ?? EMPTY_HEADING), fname: e.target.value })}
        />
      </label>
      <button type="submit">Weiter</button>
      <SaveStatus state={save} />
      <p data-testid="outcome">{outcome}</p>
    </form>
  );
}

function renderDemo(onSaved = vi.fn()) {
  const client = new QueryClient();
  render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={client}>
        <HeadingDemo onSaved={onSaved} />
        <PendingSavesNotice />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onSaved;
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Vorname'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));

beforeAll(async () => {
  await testI18n.changeLanguage('de');
});
beforeEach(() => useResumeStore.getState().reload());
afterEach(() => vi.unstubAllGlobals());

/** Types 'Anna' and saves, with `fetchMock` answering for the server. */
function saveAnna(fetchMock: Mock) {
  vi.stubGlobal('fetch', fetchMock);
  const onSaved = renderDemo();
  type('Anna');
  submit();
  return { fetchMock, onSaved };
}
/** The server answers `first`, then accepts. */
const answersThenOk = (first: Response) => vi.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(ok());
const unreachable = () => vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));

describe('save pattern', () => {
  it('shows a spinner while saving and calls onSaved on success', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const onSaved = renderDemo();
    type('Anna');
    submit();
    expect(await screen.findByText('Wird gespeichert …')).toBeTruthy();
    act(() => answer(ok()));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Wird gespeichert …')).toBeNull();
  });

  it('keeps what was typed in the local store when the save is refused, and offers a retry', async () => {
    const { fetchMock, onSaved } = saveAnna(
      answersThenOk(json(400, { status: 400, message: 'Ungültige Eingabe: E-Mail.' })),
    );
    const alert = await screen.findByText(/Ungültige Eingabe: E-Mail\./);
    expect(alert.textContent).toContain('Speichern fehlgeschlagen.');
    expect(fetchMock).toHaveBeenCalledTimes(1); // a refused input is not retried on its own
    expect(getItem('heading')?.fname).toBe('Anna');
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('retries a server failure with backoff before giving up', async () => {
    const { fetchMock, onSaved } = saveAnna(
      answersThenOk(json(503, { status: 503, message: 'Datenbank nicht erreichbar.' })),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readPendingSaves()).toEqual([]);
  });

  it('queues the save when the server stays unreachable, then sends it when it answers', async () => {
    const { fetchMock } = saveAnna(unreachable());
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('queued'));
    expect(fetchMock).toHaveBeenCalledTimes(3); // first try and two retries
    expect(readPendingSaves().map((p) => p.body.meta_value)).toEqual([{ fname: 'Anna' }]);
    expect(getItem('heading')?.fname).toBe('Anna');
    expect(screen.getByText(/Ihre Eingaben sind in diesem Browser gesichert/)).toBeTruthy();
    expect(await screen.findByText(/1 Änderung ist noch nicht auf dem Server gespeichert/)).toBeTruthy();

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(ok());
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt senden' }));
    await waitFor(() => expect(readPendingSaves()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/noch nicht auf dem Server/)).toBeNull();
  });

  it('sends saves left over from an earlier visit as soon as a page opens', async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(
      'pending_saves',
      JSON.stringify([{ id: 'x', path: '/resume/save-meta', body: { meta_key: 'heading' }, queuedAt: 1 }]),
    );
    useResumeStore.getState().reload();
    renderDemo();
    await waitFor(() => expect(readPendingSaves()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/resume/save-meta', expect.anything());
  });

  it('a retry of a queued save sends the queue once, never the save twice', async () => {
    const { fetchMock } = saveAnna(unreachable());
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('queued'));
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(ok());
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(readPendingSaves()).toEqual([]));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
