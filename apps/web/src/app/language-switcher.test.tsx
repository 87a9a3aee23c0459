import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { testI18n } from '../test/render-route';
import { LanguageSwitcher } from './language-switcher';

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('language switcher', () => {
  it('names each button with its visible text first (WCAG 2.5.3 label in name)', () => {
    renderPage('/', <LanguageSwitcher />);
    for (const [code, name] of [
      ['DE', 'DE – Deutsch'],
      ['EN', 'EN – English'],
    ] as const) {
      const button = screen.getByRole('button', { name });
      const visible = [...button.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('');
      expect(visible).toBe(code);
      expect(name.startsWith(visible)).toBe(true);
    }
  });

  it('switches the language and marks the chosen button as pressed', async () => {
    renderPage('/', <LanguageSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: 'EN – English' }));
    expect(await screen.findByRole('button', { name: 'EN – English', pressed: true })).toBeTruthy();
    await testI18n.changeLanguage('de');
  });
});
