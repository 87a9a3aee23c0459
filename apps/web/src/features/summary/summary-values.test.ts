import { describe, expect, it } from 'vitest';
import { appendParagraphHtml, summaryProfileTitles } from './summary-values';

describe('summary phrases', () => {
  it('are added as paragraphs after the text', () => {
    expect(appendParagraphHtml('<p>Erste Zeile</p>', 'Zweiter Satz.')).toBe(
      '<p>Erste Zeile</p><p>Zweiter Satz.</p>',
    );
    expect(appendParagraphHtml('<ul><li><p></p></li></ul>', 'Satz & Ton')).toBe('<p>Satz &amp; Ton</p>');
  });
  it('are found for the job titles first, then the fields of study', () => {
    expect(
      summaryProfileTitles([{ jobtitle: 'Koch' }], [{ fieldOStudy: 'Informatik' }, { fieldOStudy: '' }]),
    ).toEqual(['Koch', 'Informatik']);
  });
});
