import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockOffline, reply } from '../../test/fetch-mock';
import { testI18n } from '../../test/render-route';
import {
  localSignature,
  openSignaturePage,
  seed,
  signature,
  signatureAnswer,
  TOKEN,
} from './signature-test-utils';

vi.mock('signature_pad', async () => ({ default: (await import('./fake-signature-pad')).FakeSignaturePad }));

const where = () => screen.findByTestId('where');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
const stored = (value: unknown) => ({ '/resume/get-meta': () => signatureAnswer(value) });
const echo = (body: unknown) => signatureAnswer(body);

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => vi.unstubAllGlobals());

describe('signature NEXT: create vs update (02 §4)', () => {
  it('creates when no signature is saved, then goes to /final-resume', async () => {
    seed({ token: true });
    const api = mockApi({ ...stored(null), '/resume/create-signature': echo });
    openSignaturePage();
    await screen.findByDisplayValue('Jana Schröder');
    next();
    expect((await where()).textContent).toBe('/final-resume');
    expect(api.callsTo('/resume/create-signature')).toEqual([
      expect.objectContaining({
        resume_token: TOKEN,
        meta_key: 'signature',
        tab: 0,
        text: 'Jana Schröder',
        style: { fontFamily: 'Italianno', fontStyle: 'normal', color: 'black' },
        textSize: 20,
        adjustment: 'left',
        addDateAndPlace: false,
      }),
    ]);
    expect(api.callsTo('/resume/update-signature')).toEqual([]);
    expect(localSignature()?.text).toBe('Jana Schröder');
  });

  it('updates when the saved signature has adjustment', async () => {
    seed({ token: true });
    const api = mockApi({
      ...stored({ tab: 0, text: 'J. Schröder', adjustment: 'center' }),
      '/resume/update-signature': echo,
    });
    openSignaturePage();
    await screen.findByDisplayValue('J. Schröder');
    next();
    expect((await where()).textContent).toBe('/final-resume');
    expect(api.callsTo('/resume/update-signature')).toEqual([
      expect.objectContaining({ text: 'J. Schröder', adjustment: 'center' }),
    ]);
    expect(api.callsTo('/resume/create-signature')).toEqual([]);
  });

  it('creates after all when the update finds none (404)', async () => {
    seed({ token: true });
    const api = mockApi({
      ...stored({ adjustment: 'left', text: 'Jana' }),
      '/resume/update-signature': () =>
        reply(404, { status: 404, message: 'Es gibt noch keine Unterschrift.' }),
      '/resume/create-signature': echo,
    });
    openSignaturePage();
    await screen.findByDisplayValue('Jana');
    next();
    expect((await where()).textContent).toBe('/final-resume');
    expect(api.callsTo('/resume/create-signature')).toHaveLength(1);
  });

  it('creates without asking the server when there is no resume token yet', async () => {
    seed();
    const api = mockApi({ '/resume/create-signature': echo });
    openSignaturePage();
    next();
    expect((await where()).textContent).toBe('/final-resume');
    expect(api.callsTo('/resume/get-meta')).toEqual([]);
    expect(api.callsTo('/resume/create-signature')).toHaveLength(1);
    expect(localStorage.getItem('resume_token')).toMatch(/^[a-f0-9]{32}$/);
  });
});

describe('signature NEXT: failures and empty signatures', () => {
  it('shows a refused save with Erneut versuchen and stays', async () => {
    seed({ token: true });
    let refuse = true;
    mockApi({
      ...stored(null),
      '/resume/create-signature': (body) =>
        refuse ? reply(400, { status: 400, message: 'Das Bild ist zu groß.' }) : echo(body),
    });
    openSignaturePage();
    await screen.findByDisplayValue('Jana Schröder');
    next();
    expect(await screen.findByText(/Das Bild ist zu groß\./)).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect((await where()).textContent).toBe('/final-resume');
  });

  it('keeps the signature and goes on when the server is unreachable; the save waits', async () => {
    seed();
    mockOffline();
    openSignaturePage();
    next();
    // Two retries (0.5 s, 1 s) before the save is queued.
    expect((await screen.findByTestId('where', {}, { timeout: 5000 })).textContent).toBe('/final-resume');
    const pending = JSON.parse(localStorage.getItem('pending_saves') ?? '[]') as { path: string }[];
    expect(pending.map((p) => p.path)).toEqual(['/resume/create-signature']);
    expect(localSignature()?.text).toBe('Jana Schröder');
  }, 15_000);

  it('an emptied signature deletes the saved one (delete-meta-section)', async () => {
    seed({ token: true, local: signature({ text: 'Jana' }) });
    const api = mockApi({
      ...stored({ adjustment: 'left', text: 'Jana' }),
      '/resume/delete-meta-section': () => signatureAnswer(null),
    });
    openSignaturePage();
    await waitFor(() => expect(api.callsTo('/resume/get-meta')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Wird geladen …')).toBeNull());
    fireEvent.change(screen.getByLabelText('Ihr Name'), { target: { value: ' ' } });
    next();
    expect((await where()).textContent).toBe('/final-resume');
    expect(api.callsTo('/resume/delete-meta-section')).toEqual([
      { resume_token: TOKEN, meta_key: 'signature' },
    ]);
    expect(localSignature()).toBeNull();
  });
});

describe('signature Back (02 §2.6)', () => {
  it('goes to /add-section, or to /final-resume with Speichern und weiter in final mode', () => {
    seed();
    const first = openSignaturePage();
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/add-section');
    first.unmount();
    seed({ final: true });
    openSignaturePage();
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/final-resume');
    expect(screen.getByRole('button', { name: 'Speichern und weiter' })).toBeTruthy();
  });
});
