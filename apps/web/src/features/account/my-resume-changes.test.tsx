import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { assembleResumeDocument, sampleResumeParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../components/toast/toast-store';
import { getItem, setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { RESUME_TOKEN, resumeItem, setUpLoggedInGermanTests } from '../../test/customer-test-utils';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { CustomerPage } from './customer-page';

setUpLoggedInGermanTests();

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);

describe('My Resume › Umbenennen', () => {
  it('renames the CV in place with the login and shows the new name', async () => {
    const api = mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/letters': () => ({ data: [] }),
      '/resume/rename': () => ({ data: { ...resumeItem, resume_name: 'Bewerbung Stadtwerke' } }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: '„Lebenslauf Jana Schröder“ umbenennen' }));
    const field = screen.getByLabelText('Neuer Name für „Lebenslauf Jana Schröder“');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie einen Namen für den Lebenslauf ein.')).toBeTruthy();
    expect(api.callsTo('/resume/rename')).toEqual([]);

    fireEvent.change(field, { target: { value: 'Bewerbung Stadtwerke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('row', { name: /Bewerbung Stadtwerke/ })).toBeTruthy();
    expect(api.callsTo('/resume/rename')).toEqual([
      { resume_token: RESUME_TOKEN, resume_name: 'Bewerbung Stadtwerke' },
    ]);
    expect(toasts()).toContain('Der Lebenslauf heißt jetzt „Bewerbung Stadtwerke“.');
  });
});

describe('My Resume › Löschen', () => {
  it('deletes the CV after the confirmation; the browser forgets it when it held it', async () => {
    setItem('resumeToken', RESUME_TOKEN);
    useResumeStore.getState().reload();
    const api = mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/letters': () => ({ data: [] }),
      '/resume/delete-resume': () => ({ data: { resume_token: RESUME_TOKEN } }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: '„Lebenslauf Jana Schröder“ löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Lebenslauf löschen?' });
    expect(
      within(dialog).getByText(/wird mit seinen Anschreiben und Anlagen endgültig gelöscht/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Keine Lebensläufe vorhanden')).toBeTruthy();
    expect(api.callsTo('/resume/delete-resume')).toEqual([{ resume_token: RESUME_TOKEN }]);
    expect(toasts()).toContain('„Lebenslauf Jana Schröder“ wurde gelöscht.');
    expect(getItem('resumeToken')).toBeNull();
  });

  it('keeps the CV and says why when the delete fails', async () => {
    mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/letters': () => ({ data: [] }),
      '/resume/delete-resume': () => reply(503, { status: 503, message: 'Der Dienst ist nicht erreichbar.' }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: '„Lebenslauf Jana Schröder“ löschen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(
      await screen.findByText(
        'Der Lebenslauf konnte nicht gelöscht werden: Der Dienst ist nicht erreichbar.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('row', { name: /Lebenslauf Jana Schröder/ })).toBeTruthy();
  });
});

describe('My Resume › tiles', () => {
  it('each tile shows the first page of its CV, rendered from the stored document', async () => {
    const doc = assembleResumeDocument(sampleResumeParts, { locale: 'de' });
    const api = mockApi({
      '/resume-listing': () => ({ data: [resumeItem] }),
      '/letters': () => ({ data: [] }),
      '/resume/document': () => ({ data: doc }),
    });
    renderPage('/customer', <CustomerPage delayMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kacheln' }));
    const thumbnail = await screen.findByTestId('resume-thumbnail');
    await waitFor(() => expect(thumbnail.querySelector('.tp-real')).not.toBeNull(), { timeout: 15_000 });
    expect(thumbnail.textContent).toContain('Schäfer');
    expect(api.callsTo('/resume/document')).toEqual([{ resume_token: RESUME_TOKEN }]);
  });
});
