import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem, setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { createResumeToken } from '../../store/resume-token';
import { testI18n as i18n, renderRoute } from '../../test/render-route';
import { LandingPage } from './landing-page';

function renderLanding() {
  renderRoute('/', <LandingPage />);
}

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  vi.useFakeTimers();
  useResumeStore.getState().reload();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('landing page', () => {
  it('shows the three-step pitch at once, without a loader', () => {
    const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Ihr professioneller Lebenslauf – in wenigen Minuten',
    );
    const steps = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual([
      'Vorlage wählen',
      'Lebenslauf mit branchenspezifischen Formulierungen erstellen',
      'Herunterladen',
    ]);
    expect(screen.getByRole('button', { name: 'Lebenslauf erstellen' })).toBeTruthy();
  });

  it('goes straight to /experience-level when there is no resume to continue', () => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Lebenslauf erstellen' }));
    expect(screen.getByTestId('where').textContent).toBe('/experience-level');
  });

  it('asks whether to continue, and Ja opens the last path', () => {
    setItem('resumeToken', createResumeToken());
    setItem('lastPath', '/edu-summary');
    useResumeStore.getState().reload();
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Lebenslauf erstellen' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Möchten Sie Ihren letzten Lebenslauf weiter bearbeiten?',
    });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(screen.getByTestId('where').textContent).toBe('/edu-summary');
  });

  it('Nein asks once more and keeps the resume until its deletion is confirmed', () => {
    setItem('resumeToken', createResumeToken());
    setItem('lastPath', '/edu-summary');
    useResumeStore.getState().reload();
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Lebenslauf erstellen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
    expect(getItem('resumeToken')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Bisherigen Lebenslauf löschen?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erst herunterladen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Behalten und weiter bearbeiten' }));
    expect(screen.getByTestId('where').textContent).toBe('/edu-summary');
    expect(getItem('resumeToken')).not.toBeNull();
  });

  it('Nein, then Löschen und neu beginnen, wipes the local resume and starts at /experience-level', () => {
    setItem('resumeToken', createResumeToken());
    setItem('finalResume', true);
    setItem('photo', 'data:image/jpeg;base64,AAAA');
    useResumeStore.getState().reload();
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Lebenslauf erstellen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
    fireEvent.click(screen.getByRole('button', { name: 'Löschen und neu beginnen' }));
    expect(screen.getByTestId('where').textContent).toBe('/experience-level');
    expect(getItem('resumeToken')).toBeNull();
    expect(getItem('finalResume')).toBeNull();
    expect(getItem('photo')).toBeNull();
  });
});
