import { describe, expect, it } from 'vitest';
import { spellcheckRequestSchema, spellcheckText } from './spellcheck';

describe('the plain text that spell-check offsets count in', () => {
  it.each([
    ['tags go, entities are decoded', '<p>Vertrieb <strong>&amp;</strong> Einkauf</p>', 'Vertrieb & Einkauf'],
    ['each paragraph on its own line', '<p>Eins</p><p>Zwei</p>', 'Eins\nZwei'],
    ['a line break stays one', '<p>Eins<br>Zwei</p>', 'Eins\nZwei'],
    [
      'list items one per line, without bullets',
      '<ul><li>Eins</li><li>Zwei<ul><li>Drei</li></ul></li></ul>',
      'Eins\nZwei\nDrei',
    ],
    ['white space collapses and lines are trimmed', '<p>  Eins \n   Zwei  </p>', 'Eins Zwei'],
    ['plain text without tags is its own text', 'Lebenslauf', 'Lebenslauf'],
    ['an empty text is empty', '', ''],
  ])('%s', (_, html, text) => {
    expect(spellcheckText(html)).toBe(text);
  });
});

describe('the spell-check request', () => {
  it('accepts German and English texts with distinct ids', () => {
    const request = { lang: 'en', texts: [{ id: 'summary', html: '<p>x</p>' }] };
    expect(spellcheckRequestSchema.safeParse(request).success).toBe(true);
  });

  it('counts the total size over all texts', () => {
    const texts = Array.from({ length: 5 }, (_, i) => ({ id: `t${i}`, html: 'x'.repeat(40_001) }));
    const result = spellcheckRequestSchema.safeParse({ lang: 'de', texts });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Die Texte sind zusammen zu lang (höchstens 200.000 Zeichen).',
    ]);
  });
});
