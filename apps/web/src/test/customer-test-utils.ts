import type { ResumeListItem } from '@vita/shared';
import { afterEach, beforeEach, vi } from 'vitest';
import { setItem } from '../store/local-store';
import { useResumeStore } from '../store/resume-store';
import { testI18n } from './render-route';

/** The token of the one resume the My Resume tests list. */
export const RESUME_TOKEN = 'c'.repeat(32);

/** That resume as /resume-listing returns it. */
export const resumeItem: ResumeListItem = {
  resume_name: 'Lebenslauf Jana Schröder',
  resume_token: RESUME_TOKEN,
  resume_strength: 60,
  resume_details: [{ created_at: '2026-03-02T10:00:00.000Z', updated_at: '2026-03-05T10:00:00.000Z' }],
};

/** A logged-in browser with the given sub_status. */
export function logInForTest(subStatus = '0'): void {
  setItem('loginToken', 'tok');
  setItem('subscriptionStatus', subStatus);
  useResumeStore.getState().reload();
}

/** Each My Resume test starts in German with a login and ends with the fetch mock removed. */
export function setUpLoggedInGermanTests(): void {
  beforeEach(async () => {
    await testI18n.changeLanguage('de');
    logInForTest();
  });
  afterEach(() => vi.unstubAllGlobals());
}
