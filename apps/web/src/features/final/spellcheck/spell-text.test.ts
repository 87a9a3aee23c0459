import { spellcheckText } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { replaceWord, segmentLines, shiftAfterReplace } from './spell-text';

const rich = (source: string) => ({ source, kind: 'rich' as const });
const at = (html: string, word: string, nth = 0) => {
  const text = spellcheckText(html);
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(word, offset + 1);
  return { word, offset };
};

describe('highlighting', () => {
  it('cuts the lines into plain text and misspelled words', () => {
    const text = 'Gute Erfarung\nim Projektmanagment';
    const lines = segmentLines(text, [
      { offset: 5, length: 8 },
      { offset: 17, length: 16 },
    ]);
    expect(lines).toEqual([
      [{ text: 'Gute ' }, { text: 'Erfarung', misspelling: 0 }],
      [{ text: 'im ' }, { text: 'Projektmanagment', misspelling: 1 }],
    ]);
  });
});

describe('replacing a word', () => {
  it('keeps the markup around the word', () => {
    const html = '<ul><li><strong>Projektmanagment</strong> und Teamfähigkeit</li></ul>';
    expect(replaceWord(rich(html), at(html, 'Projektmanagment'), 'Projektmanagement')).toBe(
      '<ul><li><strong>Projektmanagement</strong> und Teamfähigkeit</li></ul>',
    );
  });

  it('replaces the occurrence that was clicked, not the first', () => {
    const html = '<p>Erfarung hier</p><p>und Erfarung dort</p>';
    expect(replaceWord(rich(html), at(html, 'Erfarung', 1), 'Erfahrung')).toBe(
      '<p>Erfarung hier</p><p>und Erfahrung dort</p>',
    );
  });

  it('does not touch the word inside a longer word', () => {
    const html = '<p>Teamleiter und Team</p>';
    expect(replaceWord(rich(html), at(html, 'Team', 1), 'Teams')).toBe('<p>Teamleiter und Teams</p>');
  });

  it('keeps entities and umlauts', () => {
    const html = '<p>Größte Zuverläsigkeit &amp; Erfarung</p>';
    expect(replaceWord(rich(html), at(html, 'Erfarung'), 'Erfahrung')).toBe(
      '<p>Größte Zuverläsigkeit &amp; Erfahrung</p>',
    );
  });

  it('replaces in a plain link', () => {
    expect(
      replaceWord(
        { source: 'Portfollio Lena', kind: 'plain' },
        { word: 'Portfollio', offset: 0 },
        'Portfolio',
      ),
    ).toBe('Portfolio Lena');
  });

  it('answers null when the word is not at that offset', () => {
    expect(replaceWord(rich('<p>Hallo</p>'), { word: 'Welt', offset: 0 }, 'x')).toBeNull();
  });

  it('moves the later misspellings of the text by the change in length', () => {
    const list = [
      { word: 'a', offset: 0, length: 8 },
      { word: 'b', offset: 20, length: 4 },
    ];
    expect(shiftAfterReplace(list, 0, 9)).toEqual([{ word: 'b', offset: 21, length: 4 }]);
  });
});
