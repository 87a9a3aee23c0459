import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { AccessibilityPage } from './accessibility-page';
import { ContactPage, ImprintPage, PrivacyPage, TermsPage } from './legal-pages';

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('accessibility page (/accessibility)', () => {
  it('has the statement, a table of contents, the screen reader table and telephone services', () => {
    mockApi({});
    renderPage('/accessibility', <AccessibilityPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Erklärung zur Barrierefreiheit');
    const toc = screen.getByRole('navigation', { name: 'Inhalt' });
    expect(within(toc).getByRole('link', { name: 'Telefonservice' }).getAttribute('href')).toBe('#telephone');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'JAWS' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'Telefonservice' })).toBeTruthy();
  });

  it('sends the e-mail form to the server and thanks the sender', async () => {
    const api = mockApi({
      '/contact-message': () => ({ data: { received_at: '2026-11-22T10:00:00.000Z' } }),
    });
    renderPage('/accessibility', <AccessibilityPage />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Erika Mustermann' } });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'erika@example.de' } });
    fireEvent.change(screen.getByLabelText('Ihre Frage oder Ihr Anliegen'), {
      target: { value: 'Kontrast zu schwach' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    });
    expect(
      await screen.findByText(
        'Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/contact-message')).toEqual([
      {
        topic: 'accessibility',
        name: 'Erika Mustermann',
        email: 'erika@example.de',
        message: 'Kontrast zu schwach',
      },
    ]);
  });

  it('refuses an empty form without sending', async () => {
    const api = mockApi({});
    renderPage('/accessibility', <AccessibilityPage />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    });
    expect(screen.getByText('Bitte geben Sie Ihren Namen an.')).toBeTruthy();
    expect(screen.getByText('Bitte schreiben Sie uns Ihre Frage oder Ihr Anliegen.')).toBeTruthy();
    // Only the operator's data were asked for (GET /operator), nothing was sent.
    expect(api.calls.filter(([path]) => path !== '/operator')).toEqual([]);
  });

  it('switches to English with its own language selector', async () => {
    mockApi({});
    renderPage('/accessibility', <AccessibilityPage />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Sprache dieser Seite'), { target: { value: 'en' } });
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Accessibility statement');
    expect(screen.getByRole('heading', { name: 'Email us' })).toBeTruthy();
  });
});

describe('Impressum, privacy, terms and contact', () => {
  it('marks the operator’s data as placeholders in the Impressum and names ESCO', () => {
    renderPage('/impressum', <ImprintPage />);
    const marks = [...document.querySelectorAll('mark.legal-placeholder')].map((m) => m.textContent);
    expect(marks).toContain('[Name des Betreibers]');
    expect(marks).toContain('[USt-IdNr.]');
    expect(document.body.textContent).toContain(
      'This service uses the ESCO classification of the European Commission.',
    );
  });

  it('gives the privacy policy the GDPR rights and the ESCO attribution', () => {
    renderPage('/datenschutz', <PrivacyPage />);
    expect(screen.getByRole('heading', { name: 'Ihre Rechte' })).toBeTruthy();
    expect(document.body.textContent).toContain('gekürzter Auszug aus ESCO');
  });

  it('states trial, price and withdrawal in the terms, and links the cancellation page', () => {
    renderPage('/agb', <TermsPage />);
    expect(document.body.textContent).toContain('29,95 € alle 4 Wochen');
    expect(screen.getByRole('heading', { name: '6. Widerrufsbelehrung' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Zur Kündigung ohne Anmeldung: Verträge hier kündigen' })
        .getAttribute('href'),
    ).toBe('/vertraege-kuendigen');
  });

  it('says the right of withdrawal lasts the 14 days of a digital service and links the withdrawal function', () => {
    renderPage('/agb', <TermsPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('§ 356 Abs. 4 BGB');
    expect(text).toContain('Vita verzichtet auf diesen Wertersatz');
    expect(text).not.toContain('§ 356 Abs. 5 BGB');
    expect(
      screen
        .getByRole('link', { name: 'Zum Widerruf ohne Anmeldung: Vertrag widerrufen' })
        .getAttribute('href'),
    ).toBe('/vertrag-widerrufen');
  });

  it('offers a contact form on /kontakt', () => {
    renderPage('/kontakt', <ContactPage />);
    expect(screen.getByRole('form', { name: 'Schreiben Sie uns' })).toBeTruthy();
  });
});
