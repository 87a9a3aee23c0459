import { fireEvent, screen } from '@testing-library/react';
import type { LetterSender } from '@vita/shared/contracts';
import type { Personal } from '@vita/shared/resume';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { testI18n } from '../../../test/render-route';
import { SenderFields } from './sender-fields';
import './letters-texts';

const PERSONAL: Personal = {
  firstName: 'Lena',
  lastName: 'Schäfer',
  fullName: 'Lena Schäfer',
  street: 'Schönhauser Allee 112',
  postalCode: '10437',
  city: 'Berlin',
  address: 'Schönhauser Allee 112, 10437 Berlin',
  birthDatePlace: '',
  phone: '+49 170 2345678',
  email: 'lena.schaefer@example.de',
  licence: '',
  maritalStatus: '',
  socialLink: '',
  socialLinkHref: null,
  photo: null,
};
const EMPTY: LetterSender = { name: '', street: '', zip_city: '', phone: '', email: '' };

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('the letter’s sender', () => {
  it('shows the resume’s Kontaktdaten as placeholders and stays closed while nothing is its own', () => {
    renderPage(
      '/anschreiben/1',
      <SenderFields sender={EMPTY} personal={PERSONAL} onChange={() => undefined} />,
    );
    expect(screen.getByText('Absender').closest('details')?.open).toBe(false);
    expect(screen.getByLabelText('Ihre PLZ und Ihr Ort').getAttribute('placeholder')).toBe('10437 Berlin');
    expect(screen.getByLabelText('Ihre E-Mail-Adresse').getAttribute('placeholder')).toBe(
      'lena.schaefer@example.de',
    );
  });

  it('takes a field of this letter’s own and opens with it', () => {
    const changes: LetterSender[] = [];
    renderPage(
      '/anschreiben/1',
      <SenderFields
        sender={{ ...EMPTY, street: 'Hafenweg 3' }}
        personal={PERSONAL}
        onChange={(s) => changes.push(s)}
      />,
    );
    expect(screen.getByText('Absender').closest('details')?.open).toBe(true);
    fireEvent.change(screen.getByLabelText('Ihre Telefonnummer'), { target: { value: '030 123456' } });
    expect(changes).toEqual([{ ...EMPTY, street: 'Hafenweg 3', phone: '030 123456' }]);
  });
});
