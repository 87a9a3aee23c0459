import { describe, expect, it } from 'vitest';
import { fromDateText, htmlToLines, linesToList, toDateText } from './draft-edit';

describe('import review date fields', () => {
  it('shows stored month and year as MM/JJJJ and reads them back', () => {
    expect(toDateText('August', '2021')).toBe('08/2021');
    expect(toDateText('', '2019')).toBe('2019');
    expect(toDateText('', '')).toBe('');
    expect(fromDateText('08/2021')).toEqual({ month: 'August', year: '2021' });
    expect(fromDateText('3.2020')).toEqual({ month: 'March', year: '2020' });
    expect(fromDateText('2019')).toEqual({ month: '', year: '2019' });
  });

  it('refuses what is no date', () => {
    expect(fromDateText('13/2020')).toBeNull();
    expect(fromDateText('heute')).toBeNull();
  });
});

describe('import review lists', () => {
  it('turns a bullet list into lines and back, escaping markup', () => {
    const html = linesToList(['Java', 'C & C++', '<b>']);
    expect(html).toBe('<ul><li><p>Java</p></li><li><p>C &amp; C++</p></li><li><p>&lt;b&gt;</p></li></ul>');
    expect(htmlToLines(html)).toEqual(['Java', 'C & C++', '<b>']);
  });
});
