import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, testI18n } from '../../test/render-route';
import { SkillsIntroPage } from './skills-intro-page';
import { seed } from './skills-test-utils';

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('skills interstitial (/skill)', () => {
  it('goes on to /add-skill and back to /edu-summary for student check No', () => {
    seed({ isStudent: 'No', experienceLevel: '4-9' });
    renderRoute('/skill', <SkillsIntroPage />);
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/add-skill');
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/edu-summary');
  });

  it('goes back to /Work-summary for student check Yes, and to /final-resume in final mode', () => {
    seed({ isStudent: 'Yes', experienceLevel: '0-3' });
    const { unmount } = renderRoute('/skill', <SkillsIntroPage />);
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/Work-summary');
    unmount();
    seed({ FinalResume: 'true' });
    renderRoute('/skill', <SkillsIntroPage />);
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/final-resume');
  });
});
