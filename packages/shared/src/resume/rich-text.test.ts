import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities';
import type { InlineRun } from './resume-document';
import { countListItems, parseRichText, richTextLength, richTextToPlainLines } from './rich-text';

const plain = (text: string, style: Partial<InlineRun> = {}): InlineRun => ({
  text,
  bold: false,
  italic: false,
  underline: false,
  ...style,
});

describe('rich text parsing', () => {
  it('reads paragraphs with bold, italic and underlined runs', () => {
    expect(parseRichText('<p>Ich <strong>leite</strong> <em>Teams</em> und <u>Projekte</u>.</p>')).toEqual([
      {
        type: 'paragraph',
        runs: [
          plain('Ich '),
          plain('leite', { bold: true }),
          plain(' '),
          plain('Teams', { italic: true }),
          plain(' und '),
          plain('Projekte', { underline: true }),
          plain('.'),
        ],
      },
    ]);
  });

  it('combines nested formats', () => {
    const [block] = parseRichText('<p><strong><em>fett und kursiv</em></strong></p>');
    expect(block).toEqual({
      type: 'paragraph',
      runs: [plain('fett und kursiv', { bold: true, italic: true })],
    });
  });

  it('reads bulleted and numbered lists, with paragraphs inside items as the editor writes them', () => {
    expect(parseRichText('<ul><li><p>Figma</p></li><li>Scrum</li></ul><ol><li>Erstens</li></ol>')).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [
          { runs: [plain('Figma')], level: 0 },
          { runs: [plain('Scrum')], level: 0 },
        ],
      },
      { type: 'list', ordered: true, items: [{ runs: [plain('Erstens')], level: 0 }] },
    ]);
  });

  it('keeps nested list items in the same list with their level', () => {
    const [list] = parseRichText(
      '<ul><li>Design<ul><li>Figma</li><li>Sketch</li></ul></li><li>Code</li></ul>',
    );
    expect(list).toEqual({
      type: 'list',
      ordered: false,
      items: [
        { runs: [plain('Design')], level: 0 },
        { runs: [plain('Figma')], level: 1 },
        { runs: [plain('Sketch')], level: 1 },
        { runs: [plain('Code')], level: 0 },
      ],
    });
  });

  it('joins two paragraphs of one list item with a line break', () => {
    const [list] = parseRichText('<ul><li><p>eins</p><p>zwei</p></li></ul>');
    expect(list).toEqual({
      type: 'list',
      ordered: false,
      items: [{ runs: [plain('eins'), plain('\n'), plain('zwei')], level: 0 }],
    });
  });

  it('reads block quotes and h3 headings', () => {
    expect(
      parseRichText('<h3>Stärken</h3><blockquote><p>Zitat eins</p><p>Zitat zwei</p></blockquote>'),
    ).toEqual([
      { type: 'heading', runs: [plain('Stärken')] },
      { type: 'quote', paragraphs: [[plain('Zitat eins')], [plain('Zitat zwei')]] },
    ]);
  });

  it('turns <br> into a line break inside the paragraph', () => {
    expect(parseRichText('<p>Zeile eins<br>Zeile zwei<br/></p>')).toEqual([
      { type: 'paragraph', runs: [plain('Zeile eins\nZeile zwei')] },
    ]);
  });

  it('decodes named and numeric entities once', () => {
    const [block] = parseRichText(
      '<p>Müller &amp; Söhne &lt;GmbH&gt; &quot;x&quot; &#39;y&#39; &#228;&#xFC; &amp;lt;</p>',
    );
    expect(block).toEqual({ type: 'paragraph', runs: [plain('Müller & Söhne <GmbH> "x" \'y\' äü &lt;')] });
  });

  it('keeps &nbsp; as a non-breaking space that whitespace collapsing does not eat', () => {
    const [block] = parseRichText('<p>10&nbsp;%   mehr\n\n  Umsatz</p>');
    expect(block).toEqual({ type: 'paragraph', runs: [plain('10\u00a0% mehr Umsatz')] });
  });

  it('drops unknown tags but keeps their text', () => {
    expect(
      parseRichText('<p><span style="color:red">rot</span> <a href="javascript:alert(1)">Link</a></p>'),
    ).toEqual([{ type: 'paragraph', runs: [plain('rot Link')] }]);
  });

  it('drops script and style content entirely', () => {
    const blocks = parseRichText(
      '<p>vorher</p><script>alert("x")</script><style>p{color:red}</style><p>nachher<SCRIPT type="a">evil()</SCRIPT></p>',
    );
    expect(blocks).toEqual([
      { type: 'paragraph', runs: [plain('vorher')] },
      { type: 'paragraph', runs: [plain('nachher')] },
    ]);
  });

  it('drops comments and the rest of an unterminated script', () => {
    expect(parseRichText('<p>a<!-- geheim -->b</p><script>never closed <p>x</p>')).toEqual([
      { type: 'paragraph', runs: [plain('ab')] },
    ]);
  });

  it('keeps a lone < as text and attributes never leak', () => {
    expect(parseRichText('<p title="a>b">3 < 5</p>')).toEqual([
      { type: 'paragraph', runs: [plain('3 < 5')] },
    ]);
  });

  it('leaves empty paragraphs and empty list items out', () => {
    expect(parseRichText('<p></p><p> <br> </p><ul><li><p></p></li></ul>')).toEqual([]);
  });

  it('survives unclosed and stray tags', () => {
    expect(parseRichText('<p><strong>fett</p><p>normal</p></ul></li><li>frei')).toEqual([
      { type: 'paragraph', runs: [plain('fett', { bold: true })] },
      { type: 'paragraph', runs: [plain('normal')] },
      { type: 'paragraph', runs: [plain('frei')] },
    ]);
  });

  it.each([undefined, null, '', '   '])('gives no blocks for %j', (input) => {
    expect(parseRichText(input)).toEqual([]);
  });

  it('reads plain text without tags as one paragraph', () => {
    expect(parseRichText('Nur Text')).toEqual([{ type: 'paragraph', runs: [plain('Nur Text')] }]);
  });
});

describe('rich text measures', () => {
  it('counts list items across lists', () => {
    expect(countListItems(parseRichText('<ul><li>a</li><li>b</li></ul><p>x</p><ol><li>c</li></ol>'))).toBe(3);
  });

  it('measures visible characters, not markup', () => {
    expect(richTextLength(parseRichText('<p><strong>Größe</strong> &amp; Maß</p>'))).toBe(11);
  });
});

describe('rich text as plain lines', () => {
  it('writes bullets, numbers, nesting and quotes', () => {
    const blocks = parseRichText(
      '<p>Intro</p><ul><li>a<ul><li>b</li></ul></li></ul><ol><li>eins</li><li>zwei</li></ol><blockquote><p>Zitat</p></blockquote>',
    );
    expect(richTextToPlainLines(blocks)).toEqual(['Intro', '• a', '  • b', '1. eins', '2. zwei', '> Zitat']);
  });
});

describe('entity decoding', () => {
  it.each([
    ['&szlig;&auml;&euro;', 'ßä€'],
    ['&#0;&#xD800;&#x110000;', '\ufffd\ufffd\ufffd'],
    ['&unbekannt; & allein', '&unbekannt; & allein'],
    ['&#128512;', '😀'],
  ])('decodes %s', (input, expected) => {
    expect(decodeHtmlEntities(input)).toBe(expected);
  });
});
