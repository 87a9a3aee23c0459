import { describe, expect, it } from 'vitest';
import {
  appendBulletHtml,
  bulletListHtml,
  escapeHtml,
  htmlContainsText,
  isRichTextEmpty,
  normaliseEditorHtml,
  richTextToPlain,
} from './rich-text-html';

describe('rich text to plain text', () => {
  it('puts each block on its own line and decodes entities', () => {
    expect(richTextToPlain('<p>Müller &amp; Söhne</p><ul><li><p>A&nbsp;&lt;b&gt;</p></li></ul>')).toBe(
      'Müller & Söhne\nA <b>',
    );
  });

  it('reads a line break as a new line and drops scripts', () => {
    expect(richTextToPlain('<p>eins<br>zwei</p><script>alert(1)</script>')).toBe('eins\nzwei');
  });

  it('decodes numeric entities', () => {
    expect(richTextToPlain('<p>&#228;&#x00DF;</p>')).toBe('äß');
  });
});

describe('empty rich text', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<ul><li><p></p></li></ul>', true],
    ['<p>&nbsp;</p><p><br></p>', true],
    ['<p>x</p>', false],
  ])('%s is empty: %s', (html, empty) => {
    expect(isRichTextEmpty(html)).toBe(empty);
  });
});

describe('editor output normalisation', () => {
  it('stores nothing for an untouched editor that opened with an empty bullet', () => {
    expect(normaliseEditorHtml('<ul><li><p></p></li></ul>')).toBe('');
  });

  it('drops empty bullets, paragraphs and lists but keeps the text and its formatting', () => {
    expect(
      normaliseEditorHtml('<p></p><ul><li><p><strong>Abitur</strong></p></li><li><p></p></li></ul><p></p>'),
    ).toBe('<ul><li><p><strong>Abitur</strong></p></li></ul>');
  });

  it('removes a quote left empty once its empty paragraph is gone', () => {
    expect(normaliseEditorHtml('<p>a</p><blockquote><p></p></blockquote>')).toBe('<p>a</p>');
  });

  it('keeps a line break inside a paragraph with text', () => {
    expect(normaliseEditorHtml('<p>a<br>b</p>')).toBe('<p>a<br>b</p>');
  });
});

describe('adding a bullet to stored text', () => {
  it('starts a list when the text is empty', () => {
    expect(appendBulletHtml('', 'Teamarbeit')).toBe('<ul><li><p>Teamarbeit</p></li></ul>');
  });

  it('fills the empty first bullet instead of adding a second', () => {
    expect(appendBulletHtml('<ul><li><p></p></li></ul>', 'Teamarbeit')).toBe(
      '<ul><li><p>Teamarbeit</p></li></ul>',
    );
  });

  it('extends the closing list', () => {
    expect(appendBulletHtml('<ul><li><p>A</p></li></ul>', 'B')).toBe(
      '<ul><li><p>A</p></li><li><p>B</p></li></ul>',
    );
  });

  it('starts a new list after a paragraph', () => {
    expect(appendBulletHtml('<p>Intro</p>', 'B')).toBe('<p>Intro</p><ul><li><p>B</p></li></ul>');
  });

  it('escapes markup in the added text', () => {
    expect(appendBulletHtml('', '<script>x</script> & Co')).toBe(
      '<ul><li><p>&lt;script&gt;x&lt;/script&gt; &amp; Co</p></li></ul>',
    );
  });

  it('ignores blank text', () => {
    expect(appendBulletHtml('<p>a</p>', '  ')).toBe('<p>a</p>');
  });

  it('builds a whole list, skipping blank items', () => {
    expect(bulletListHtml(['a', ' ', 'b<'])).toBe('<ul><li><p>a</p></li><li><p>b&lt;</p></li></ul>');
    expect(bulletListHtml([])).toBe('');
  });

  it('escapes only what a text node needs', () => {
    expect(escapeHtml('„Zitat“ <b> & "x"')).toBe('„Zitat“ &lt;b&gt; &amp; "x"');
  });
});

describe('suggestion tracking', () => {
  const html =
    '<ul><li><p><strong>Leitung</strong> eines Teams von 5 Personen</p></li><li><p>Abschluss mit Auszeichnung</p></li></ul>';

  it('finds a phrase across formatting', () => {
    expect(htmlContainsText(html, 'Leitung eines Teams von 5 Personen.')).toBe(true);
  });

  it('ignores case and extra spaces', () => {
    expect(htmlContainsText(html, 'abschluss  MIT auszeichnung')).toBe(true);
  });

  it('finds a phrase written with entities', () => {
    expect(htmlContainsText('<p>Forschung &amp; Lehre</p>', 'Forschung & Lehre')).toBe(true);
  });

  it('finds whole words only: a skill inside a longer compound is not "added"', () => {
    const html = '<ul><li>Geringere Inventurdifferenzen durch sorgfältigere Wareneingangskontrolle</li></ul>';
    expect(htmlContainsText(html, 'Inventur')).toBe(false);
    expect(htmlContainsText(html, 'Wareneingang')).toBe(false);
    expect(htmlContainsText(html, 'Wareneingangskontrolle')).toBe(true);
    expect(htmlContainsText('<p>Inventur und Disposition</p>', 'Inventur')).toBe(true);
    expect(htmlContainsText('<p>Kassenführung, Inventur.</p>', 'inventur')).toBe(true);
    expect(htmlContainsText('<p>Übergabe an Kolleginnen</p>', 'Übergabe')).toBe(true);
    expect(htmlContainsText('<p>Warenübergabe</p>', 'übergabe')).toBe(false);
  });

  it('does not find a phrase that is not there', () => {
    expect(htmlContainsText(html, 'Auslandssemester in Lyon')).toBe(false);
  });

  it('never counts an empty phrase as contained', () => {
    expect(htmlContainsText(html, ' . ')).toBe(false);
  });
});
