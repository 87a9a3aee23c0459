import { screen } from '@testing-library/react';
import type { Operator } from '@vita/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { ContactPage, ImprintPage, PrivacyPage, TermsPage } from './legal-pages';
import { fillOperator } from './operator-text';

const OPERATOR: Operator = {
  name: 'Vita Beispiel GmbH',
  address_lines: ['Lindenstraße 5', '50674 Köln'],
  email: 'kontakt@vita-beispiel.de',
  phone: '+49 221 987654',
  vat_id: 'DE987654321',
  representative: null,
  register: 'Amtsgericht Köln, HRB 12345',
  supervisory_authority: null,
  data_protection_officer: null,
};

/** "[Name des Betreibers]", "[Operator's name]": no page may show one once the operator is configured. */
const OPERATOR_PLACEHOLDER = /\[[^\]]*(des Betreibers|Operator's)[^\]]*\]/;

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('the operator’s data in the legal texts', () => {
  it('fills name, address lines, contact and VAT id, and drops a line whose value is not configured', () => {
    const text =
      '[Name des Betreibers]\n[Rechtsform, z. B. GmbH]\n[Straße und Hausnummer]\n[Postleitzahl und Ort]\nDeutschland\n\nVertreten durch: [Name der vertretungsberechtigten Person]';
    expect(fillOperator(text, OPERATOR)).toBe('Vita Beispiel GmbH\nLindenstraße 5\n50674 Köln\nDeutschland');
    expect(
      fillOperator('Registergericht: [Registergericht]\nRegisternummer: [Registernummer]', OPERATOR),
    ).toBe('Registergericht: Amtsgericht Köln\nRegisternummer: HRB 12345');
    expect(fillOperator('an [Name des Betreibers], [Anschrift des Betreibers]', OPERATOR)).toBe(
      'an Vita Beispiel GmbH, Lindenstraße 5, 50674 Köln',
    );
  });

  it('keeps other placeholders, and every placeholder while no operator is configured', () => {
    expect(fillOperator('[Name des Hosting-Anbieters]', OPERATOR)).toBe('[Name des Hosting-Anbieters]');
    expect(fillOperator('[Name des Betreibers]', null)).toBe('[Name des Betreibers]');
  });

  it.each([
    ['de', '/impressum', <ImprintPage key="i" />],
    ['de', '/datenschutz', <PrivacyPage key="p" />],
    ['de', '/agb', <TermsPage key="t" />],
    ['de', '/kontakt', <ContactPage key="k" />],
    ['en', '/impressum', <ImprintPage key="i" />],
    ['en', '/agb', <TermsPage key="t" />],
  ])('shows no operator placeholder on %s %s', async (language, path, page) => {
    await testI18n.changeLanguage(language);
    mockApi({ '/operator': () => ({ data: OPERATOR }) });
    renderPage(path, page);
    expect(await screen.findAllByText(/Vita Beispiel GmbH/)).not.toHaveLength(0);
    expect(document.body.textContent).not.toMatch(OPERATOR_PLACEHOLDER);
  });

  it('shows the Impressum’s register entry and VAT id', async () => {
    mockApi({ '/operator': () => ({ data: OPERATOR }) });
    renderPage('/impressum', <ImprintPage />);
    expect(await screen.findByText(/DE987654321/)).toBeTruthy();
    expect(document.body.textContent).toContain('Registernummer: HRB 12345');
    expect(document.body.textContent).not.toContain('Vertreten durch');
  });
});
