import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n as i18n, renderRoute } from '../../test/render-route';
import { BuildMethodPage } from './build-method-page';

describe('build-method screen', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('de');
  });

  it('offers a new resume and the upload of an existing one', () => {
    renderRoute('/build-method', <BuildMethodPage />);
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toContainEqual([expect.stringContaining('Neuen Lebenslauf erstellen'), '/resume']);
    expect(links).toContainEqual([expect.stringContaining('Vorhandenen Lebenslauf hochladen'), '/import']);
  });

  it('says in English what the upload reads', async () => {
    await i18n.changeLanguage('en');
    renderRoute('/build-method', <BuildMethodPage />);
    expect(screen.getByRole('link', { name: /Upload an existing resume/ }).getAttribute('href')).toBe(
      '/import',
    );
    expect(screen.getByText(/PDF, Word \(DOCX\)/).textContent).toContain('LinkedIn export');
    await i18n.changeLanguage('de');
  });
});
