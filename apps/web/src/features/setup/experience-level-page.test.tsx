import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { renderRoute, testI18n } from '../../test/render-route';
import { ExperienceLevelPage } from './experience-level-page';

beforeAll(async () => {
  await testI18n.changeLanguage('de');
});
beforeEach(() => {
  vi.useFakeTimers();
  useResumeStore.getState().reload();
});
afterEach(() => {
  vi.useRealTimers();
});

const where = () => screen.queryByTestId('where')?.textContent ?? null;

describe('experience level', () => {
  it('goes to /choose-template 500 ms after choosing 4-9 years', () => {
    renderRoute('/experience-level', <ExperienceLevelPage />);
    fireEvent.click(screen.getByRole('button', { name: /4–9 Jahre/ }));
    expect(getItem('experienceLevel')).toBe('4-9');
    expect(getItem('isStudent')).toBe('No');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(where()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(where()).toBe('/choose-template');
  });

  it('0-3 stores isStudent No first, asks "Sind Sie Student/in?" and waits for the answer', () => {
    renderRoute('/experience-level', <ExperienceLevelPage />);
    fireEvent.click(screen.getByRole('button', { name: /0–3 Jahre/ }));
    expect(getItem('isStudent')).toBe('No');
    expect(screen.getByRole('heading', { name: 'Sind Sie Student/in?' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(where()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(getItem('isStudent')).toBe('Yes');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(where()).toBe('/choose-template');
  });
});
