import type { Page } from '@playwright/test';

/**
 * Remembers the interface language in local storage, where the app's language detection reads it
 * at the next page load (the page must already be on the app's origin).
 */
export async function rememberLanguage(page: Page, language: 'de' | 'en'): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
}
