import { describe, expect, it } from 'vitest';
import { columnMark } from './columns';
import { parseCvLines } from './parse-cv-text';
import { headingKind, headingTitle } from './section-headings';
import { joinBrokenLine, joinParagraphLines, joinWrappedRows } from './wrapped-lines';

describe('a word broken at a line end', () => {
  it.each([
    ['Verkauf, Waren-', 'wirtschaft und Kassen', 'Verkauf, Warenwirtschaft und Kassen'],
    ['gutes Zahlen-', 'verständnis für Umsätze', 'gutes Zahlenverständnis für Umsätze'],
    ['Sabine Müller-', 'Lüdenscheidt', 'Sabine Müller-Lüdenscheidt'],
    ['per E-', 'Mail', 'per E-Mail'],
    ['nach dem Vier-Augen-', 'Prinzip', 'nach dem Vier-Augen-Prinzip'],
    ['im Mode-', 'und Lebensmittelhandel', 'im Mode- und Lebensmittelhandel'],
    ['und gezielte', 'Zusatzverkäufe', 'und gezielte Zusatzverkäufe'],
  ])('"%s" + "%s" reads "%s"', (previous, next, joined) => {
    expect(joinBrokenLine(previous, next)).toBe(joined);
  });

  it('joins the lines of a summary paragraph the same way', () => {
    expect(joinParagraphLines(['mit Erfahrung in Verkauf, Waren-', 'wirtschaft und Kasse.'])).toBe(
      'mit Erfahrung in Verkauf, Warenwirtschaft und Kasse.',
    );
  });
});

describe('letter-spaced headings', () => {
  it.each([
    ['P E R S Ö N L I C H E D A T E N', 'personal'],
    ['P E R S Ö N L I C H E D AT E N', 'personal'],
    ['H O B BY S', 'hobbies'],
    ['K E N N T N I S S E', 'skills'],
    ['S P R A C H E N', 'languages'],
  ])('"%s" heads a %s section', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('keeps ordinary short lines as text', () => {
    expect(headingKind('IT und EDV')).toBeNull();
    expect(headingKind('Englisch – B1')).toBeNull();
  });

  it('titles a letter-spaced heading without its spaces', () => {
    expect(headingTitle('E H R E N A M T')).toBe('EHRENAMT');
  });
});

describe("the side column of Vita's own PDF", () => {
  const lines = [
    columnMark('full'),
    columnMark('right'),
    'Sabine Müller-Lüdenscheidt',
    'Hauptstraße 12a, 44135 Dortmund',
    'Ehrenamt',
    'Seit 2020 Helferin bei der Dortmunder Tafel e. V.',
    'Dortmund, 24.11.2026',
    'Sabine Müller-Lüdenscheidt',
    columnMark('left'),
    'P E R S Ö N L I C H E D AT E N',
    'Geburtsdatum und',
    '-ort',
    '07.05.1988 in Dortmund',
    'Familienstand',
    'verheiratet',
    'Führerschein',
    'Klasse B, Staplerschein',
    'Kenntnisse',
    'Kundenberatung\tKassenführung\tWarenpräsentation',
    'Staplerschein',
    'H O B BY S',
    'Handball, Backen',
  ];
  const { parts } = parseCvLines(lines);

  it('reads a label above its value, also when the label wraps', () => {
    expect(parts.heading).toMatchObject({
      birthDatePlace: '07.05.1988 in Dortmund',
      maritalStatus: 'verheiratet',
      licence: 'Klasse B, Staplerschein',
    });
  });

  it('reads a label wrapped in a label column beside its value', () => {
    const table = parseCvLines([
      'Sabine Müller-Lüdenscheidt',
      'Persönliche Daten',
      'Geburtsdatum und\t07.05.1988 in Dortmund',
      '-ort',
    ]);
    expect(table.parts.heading?.birthDatePlace).toBe('07.05.1988 in Dortmund');
  });

  it('keeps the personal data, place and date and the signature out of the section above', () => {
    expect(parts.customSections).toEqual([
      {
        id: 1,
        title: 'Ehrenamt',
        description: '<ul><li><p>Seit 2020 Helferin bei der Dortmunder Tafel e. V.</p></li></ul>',
      },
    ]);
  });

  it('reads skills set in columns one by one and a letter-spaced hobbies heading', () => {
    expect(parts.skills?.data).toBe(
      '<ul><li><p>Kundenberatung</p></li><li><p>Kassenführung</p></li><li><p>Warenpräsentation</p></li><li><p>Staplerschein</p></li></ul>',
    );
    expect(parts.extraSections.find((s) => s.meta_sub_key === 'hobbiesInformation')?.meta_value).toEqual({
      data: '<p>Handball, Backen</p>',
    });
  });
});

describe('lines a layout wrapped, by their place on the page', () => {
  const cell = (text: string, x: number, width: number, size = 10, font = 'regular') => ({
    text,
    x,
    end: x + width,
    size,
    firstFont: font,
    lastFont: font,
  });
  const row = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ y, bottom: y, cells });
  const texts = (rows: ReturnType<typeof joinWrappedRows>) =>
    rows.map((r) => r.cells.map((c) => c.text).join('\t'));

  it('joins a title wrapped beside its date, and a long name', () => {
    const rows = [
      row(800, cell('Sabine Müller-', 228, 183, 24.7, 'bold')),
      row(773, cell('Lüdenscheidt', 228, 173, 24.7, 'bold')),
      row(
        500,
        cell('Abgeschlossene Berufsausbildung, Kauffrau', 228, 232),
        cell('08/2011 – 07/2014', 471, 88),
      ),
      row(488, cell('im Einzelhandel (IHK)', 228, 113)),
    ];
    expect(texts(joinWrappedRows(rows, 560))).toEqual([
      'Sabine Müller-Lüdenscheidt',
      'Abgeschlossene Berufsausbildung, Kauffrau im Einzelhandel (IHK)\t08/2011 – 07/2014',
    ]);
  });

  it('joins a word hyphenated before a box ends, short of the column edge', () => {
    const rows = [
      row(492, cell('neu gestaltete Warenpräsentation und ge-', 62, 300)),
      row(480, cell('zielte Zusatzverkäufe', 62, 105)),
    ];
    expect(texts(joinWrappedRows(rows, 545))).toEqual([
      'neu gestaltete Warenpräsentation und gezielte Zusatzverkäufe',
    ]);
  });

  it('keeps a list whose longest item reaches the column edge apart', () => {
    const rows = [
      row(403, cell('Reklamationsbearbeitung', 31, 115)),
      row(389, cell('Verkaufsförderung', 31, 82)),
    ];
    expect(texts(joinWrappedRows(rows, 146))).toEqual(['Reklamationsbearbeitung', 'Verkaufsförderung']);
  });
});
