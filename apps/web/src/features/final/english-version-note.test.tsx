import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { EnglishVersionAction } from './english-version-button';

function showNote(untranslated: string[] | null) {
  setItem('documentLanguage', 'en');
  setItem('untranslated', untranslated);
  useResumeStore.getState().reload();
  renderPage('/final-resume', <EnglishVersionAction />);
  return screen.getByTestId('english-version-note').textContent ?? '';
}

describe('final page note of an English version', () => {
  beforeEach(async () => {
    localStorage.clear();
    await testI18n.changeLanguage('de');
  });

  it('counts the texts still to translate', () => {
    expect(showNote(['summary', 'work.0.workDescription', 'custom.0'])).toContain(
      '3 Texte noch zu übersetzen.',
    );
  });

  it('says one text in the singular', () => {
    expect(showNote(['summary'])).toContain('1 Text noch zu übersetzen.');
  });

  it('says so when every text is translated', () => {
    const note = showNote(null);
    expect(note).toContain('Alle Texte sind übersetzt.');
    expect(note).not.toContain('noch zu übersetzen');
  });

  it('speaks English in the English interface', async () => {
    await testI18n.changeLanguage('en');
    expect(showNote(['summary', 'skills'])).toContain('2 texts still to translate.');
  });
});
