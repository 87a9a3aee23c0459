import { describe, expect, it } from 'vitest';
import { appendParagraphHtml, summaryProfileTitles, summarySaveAction } from './summary-values';

describe('summary save rule (01 §4)', () => {
  it.each([
    ['saves non-empty content', '<p>Erfahrene Köchin</p>', false, 'save'],
    ['saves non-empty content over a stored summary', '<ul><li><p>Teamfähig</p></li></ul>', true, 'save'],
    ['removes the stored summary when the content is empty', '', true, 'delete'],
    ['removes the stored summary when only an empty paragraph is left', '<p></p>', true, 'delete'],
    ['removes the stored summary when only spaces are left', '<p>&nbsp; </p>', true, 'delete'],
    [
      'removes the stored summary when only the empty bullet is left',
      '<ul><li><p></p></li></ul>',
      true,
      'delete',
    ],
    ['does nothing when the content is empty and nothing was stored', '<p></p>', false, 'none'],
  ] as const)('%s', (_name, html, storedBefore, expected) => {
    expect(summarySaveAction(html, storedBefore)).toBe(expected);
  });
});

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
