/** Test helpers of the section pages (imported by tests only). */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useResumeStore } from '../../store/resume-store';
import { testI18n } from '../../test/render-route';

export const store = useResumeStore.getState;
/** The path the page went to (the test router shows it). */
export const where = () => screen.queryByTestId('where')?.textContent ?? null;
/** Puts a value into local storage the way the app stores it (JSON unless a string). */
export const set = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/**
 * Each test starts in German with a session cleared, the resume `token` and the `stored` values in
 * local storage and the store read afresh; fetch stubs are removed after it.
 */
export function startEachTestWith(token: string, stored: Record<string, unknown> = {}) {
  beforeEach(async () => {
    sessionStorage.clear();
    await testI18n.changeLanguage('de');
    set('resume_token', token);
    for (const [key, value] of Object.entries(stored)) set(key, value);
    store().reload();
  });
  afterEach(() => vi.unstubAllGlobals());
}
