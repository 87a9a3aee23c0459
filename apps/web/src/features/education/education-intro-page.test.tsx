import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { EducationIntroPage } from './education-intro-page';
import { entry, seedStore } from './education-test-utils';

const open = () => renderPage('/resume-education', <EducationIntroPage />);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('education intro (/resume-education)', () => {
  it('asks to add the education and goes to the form when no degrees exist', () => {
    seedStore({ student: true });
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fügen Sie Ihre Ausbildung hinzu');
    expect(hrefOf('Weiter')).toBe('/edu-del');
    expect(hrefOf('Zurück')).toBe('/resume');
  });

  it('goes to the list when degrees exist', () => {
    seedStore({ student: true, education: [entry()] });
    open();
    expect(hrefOf('Weiter')).toBe('/edu-summary');
  });

  it('returns to /Work-summary for a non-student and to /final-resume in final mode', () => {
    seedStore({});
    const first = open();
    expect(hrefOf('Zurück')).toBe('/Work-summary');
    first.unmount();
    seedStore({ finalResume: true });
    open();
    expect(hrefOf('Zurück')).toBe('/final-resume');
  });
});
