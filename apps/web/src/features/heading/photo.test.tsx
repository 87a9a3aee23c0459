import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi, reply } from '../../test/fetch-mock';
import { testI18n } from '../../test/render-route';
import { PhotoModal } from './photo-modal';
import { PHOTO_REFETCH_MS, usePhotoUpload } from './use-photo-upload';

const token = 'd'.repeat(32);
const uploaded = 'data:image/jpeg;base64,UPLOADED';
const refetched = 'data:image/jpeg;base64,REFETCHED';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient();
  return (
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  localStorage.setItem('resume_token', token);
  localStorage.setItem('templateId', '4');
  useResumeStore.getState().reload();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('photo upload', () => {
  it('sends multipart resume_token, resume_template_id and photo, stores the answer, refetches after 1000 ms', async () => {
    const api = mockApi({
      '/resume/upload-photo': () => ({ photo: uploaded }),
      '/resume/get-photo': () => ({ base64_img: refetched }),
    });
    const { result } = renderHook(() => usePhotoUpload(), { wrapper });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let outcome = '';
    await act(async () => {
      outcome = await result.current.run(new Blob(['jpeg'], { type: 'image/jpeg' }));
    });
    expect(outcome).toBe('saved');
    const [form] = api.callsTo('/resume/upload-photo') as FormData[];
    expect(form?.get('resume_token')).toBe(token);
    expect(form?.get('resume_template_id')).toBe('4');
    expect(form?.get('photo')).toBeInstanceOf(Blob);
    expect(getItem('photo')).toBe(uploaded);
    expect(api.callsTo('/resume/get-photo')).toEqual([]);

    await act(async () => {
      vi.advanceTimersByTime(PHOTO_REFETCH_MS);
    });
    await waitFor(() => expect(getItem('photo')).toBe(refetched));
    expect(api.callsTo('/resume/get-photo')).toEqual([{ resume_token: token }]);
  });

  it("shows the server's reason when it refuses the file", async () => {
    mockApi({
      '/resume/upload-photo': () =>
        reply(415, {
          status: 415,
          message: 'Die Datei ist kein Bild. Erlaubt sind JPEG, PNG, GIF und WebP.',
        }),
    });
    const { result } = renderHook(() => usePhotoUpload(), { wrapper });
    await act(async () => {
      await result.current.run(new Blob(['x']));
    });
    expect(result.current.state.status).toBe('error');
    expect(result.current.state.error?.message).toMatch(/^Die Datei ist kein Bild/);
    expect(getItem('photo')).toBeNull();
  });
});

function ModalHarness() {
  const upload = usePhotoUpload();
  return <PhotoModal open onClose={() => undefined} upload={upload} />;
}

describe('photo modal', () => {
  it('offers an image file input, the tips, Abbrechen and Speichern (disabled without an image)', () => {
    mockApi({});
    render(<ModalHarness />, { wrapper });
    const input = screen.getByLabelText('Bilddatei auswählen') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(screen.getByText(/^JPEG, PNG oder GIF, höchstens 10 MB/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the chosen file is not an image', () => {
    mockApi({});
    render(<ModalHarness />, { wrapper });
    const input = screen.getByLabelText('Bilddatei auswählen');
    const file = new File(['%PDF'], 'lebenslauf.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText(/^Die Datei ist kein Bild/).getAttribute('role')).toBe('alert');
  });

  it('loads the cropper with labelled zoom (1–3, step 0.1) and rotation (0–360, step 1) sliders', async () => {
    mockApi({});
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    render(<ModalHarness />, { wrapper });
    const file = new File(['png'], 'portrait.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Bilddatei auswählen'), { target: { files: [file] } });
    const zoom = (await screen.findByRole('slider', { name: 'Zoom' })) as HTMLInputElement;
    expect([zoom.min, zoom.max, zoom.step]).toEqual(['1', '3', '0.1']);
    const rotation = screen.getByRole('slider', { name: 'Drehung' }) as HTMLInputElement;
    expect([rotation.min, rotation.max, rotation.step]).toEqual(['0', '360', '1']);
    fireEvent.change(rotation, { target: { value: '90' } });
    expect(rotation.value).toBe('90');
  });
});
