import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { SignatureIntroPage } from './signature-intro-page';
import { seed, signature } from './signature-test-utils';

const open = () => renderPage('/signature', <SignatureIntroPage />);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('signature intro (/signature)', () => {
  it('asks how the resume should be signed and names the three ways', () => {
    seed();
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Wie möchten Sie Ihren Lebenslauf unterschreiben?',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Eintippen',
      'Unterschreiben',
      'Hochladen',
    ]);
  });

  it('each way is a link that opens /upload-signature on its tab', () => {
    seed();
    open();
    const ways = screen.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(ways.map((link) => link.getAttribute('href'))).toEqual([
      '/upload-signature?tab=type',
      '/upload-signature?tab=draw',
      '/upload-signature?tab=upload',
    ]);
    expect(ways.map((link) => within(link).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Eintippen',
      'Unterschreiben',
      'Hochladen',
    ]);
    ways[1]?.focus();
    expect(document.activeElement).toBe(ways[1]);
  });

  it('goes back to /add-section and on to /upload-signature', () => {
    seed();
    open();
    expect(hrefOf('Zurück')).toBe('/add-section');
    expect(hrefOf('Weiter')).toBe('/upload-signature');
  });

  it('offers to go on without a signature only while none is kept', () => {
    seed();
    const first = open();
    expect(hrefOf('Ohne Unterschrift fortfahren')).toBe('/final-resume');
    first.unmount();
    seed({ local: signature({ text: 'Jana' }) });
    open();
    expect(screen.queryByRole('link', { name: 'Ohne Unterschrift fortfahren' })).toBeNull();
  });

  it('speaks English too', async () => {
    await testI18n.changeLanguage('en');
    seed();
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'How would you like to sign your resume?',
    );
    expect(hrefOf('Next')).toBe('/upload-signature');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Type',
      'Draw',
      'Upload',
    ]);
  });
});
