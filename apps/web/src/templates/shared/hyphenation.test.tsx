import { render, waitFor } from '@testing-library/react';
import { skillsSchema } from '@vita/shared/contracts';
import {
  buildResumeDocument,
  type ResumeDocument,
  sampleResumeParts,
  toPlainText,
} from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_COMPONENTS } from '../registry';
import { hyphenateDocument } from './hyphenate-document';
import { loadHyphenation } from './hyphenation';

const SOFT = '\u00ad';
const NOW = new Date(2026, 10, 22);
const LONG = 'Tabellenkalkulationsprogramme';

const docWith = (skills: string, locale: 'de' | 'en' = 'de'): ResumeDocument =>
  buildResumeDocument(
    { ...sampleResumeParts, skills: skillsSchema.parse({ data: `<ul><li><p>${skills}</p></li></ul>` }) },
    { locale, now: NOW },
  );

const skillsText = (doc: ResumeDocument) => {
  const skills = doc.sections.find((section) => section.key === 'skills');
  if (skills?.kind !== 'rich') throw new Error('no skills');
  return JSON.stringify(skills.blocks);
};

describe('German hyphenation', () => {
  it('puts soft hyphens between the syllables of a long compound, three letters at least on each line', async () => {
    const hyphenate = await loadHyphenation('de');
    expect(hyphenate(LONG)).toBe(
      ['Tabel', 'len', 'kal', 'ku', 'la', 'ti', 'ons', 'pro', 'gramme'].join(SOFT),
    );
  });

  it('never leaves two letters alone on a line ("Dekorati-on", "Er-fahrung")', async () => {
    const hyphenate = await loadHyphenation('de');
    for (const word of [
      'Dekoration,',
      'Erfahrung',
      'Schaufensterdekoration.',
      'Organisationstalent',
      '(Kundenberatung)',
    ]) {
      // A line breaks at one soft hyphen: what stays before it starts at the word's first letter.
      const pieces = hyphenate(word).split(SOFT);
      const letters = (piece = '') => piece.replace(/[^\p{L}]/gu, '').length;
      const shown = hyphenate(word).replaceAll(SOFT, '-');
      expect(letters(pieces[0]), `${word}: "${shown}"`).toBeGreaterThanOrEqual(3);
      expect(letters(pieces.at(-1)), `${word}: "${shown}"`).toBeGreaterThanOrEqual(3);
    }
    expect(hyphenate('Dekoration')).toContain(SOFT);
    expect(hyphenate(`${LONG} und Kundenberatung`).replaceAll(SOFT, '')).toBe(`${LONG} und Kundenberatung`);
  });

  it('leaves e-mail and web addresses, numbers and short words as typed', async () => {
    const hyphenate = await loadHyphenation('de');
    for (const text of [
      'lena.schaefer@example.de',
      'https://lena-schaefer.example.de',
      'www.beispielseite.de',
      'ISO 9001:2015',
      'Kasse',
    ])
      expect(hyphenate(text)).toBe(text);
  });

  it('hyphenates the running text of sections, never name, contact, headings or the stored source', async () => {
    const hyphenate = await loadHyphenation('de');
    const doc = docWith(LONG);
    const shown = hyphenateDocument(doc, hyphenate);
    expect(skillsText(shown)).toContain(`Tabel${SOFT}len`);
    expect(shown.personal).toBe(doc.personal);
    expect(shown.sections.map((section) => section.title)).toEqual(
      doc.sections.map((section) => section.title),
    );
    expect(skillsText(doc)).not.toContain(SOFT);
    // The TXT export is built from the document the server holds, not from what a template shows.
    expect(toPlainText(doc)).not.toContain(SOFT);
  });

  it('renders a template with soft hyphens once the patterns have loaded', async () => {
    const { container } = render(<TEMPLATE_COMPONENTS.styleTempDBSix doc={docWith(LONG)} />);
    await waitFor(() => expect(container.textContent).toContain(`Tabel${SOFT}len${SOFT}kal`));
    expect(container.textContent).not.toMatch(new RegExp(`l${SOFT}e${SOFT}n${SOFT}a`));
  });

  it('uses English patterns for an English resume', async () => {
    const hyphenate = await loadHyphenation('en');
    expect(hyphenate('responsibilities')).toContain(SOFT);
    const shown = hyphenateDocument(docWith('responsibilities', 'en'), hyphenate);
    expect(skillsText(shown).replaceAll(SOFT, '')).toContain('responsibilities');
  });
});
