import { describe, expect, it } from 'vitest';
import mainDe from './de.json';
import mainEn from './en.json';
import accountDe from './parts/account.de.json';
import accountEn from './parts/account.en.json';
import applicationDe from './parts/application.de.json';
import applicationEn from './parts/application.en.json';
import billingDe from './parts/billing.de.json';
import billingEn from './parts/billing.en.json';
import dayFieldDe from './parts/day-field.de.json';
import dayFieldEn from './parts/day-field.en.json';
import finalDe from './parts/final.de.json';
import finalEn from './parts/final.en.json';
import importDe from './parts/import.de.json';
import importEn from './parts/import.en.json';
import importLinkDe from './parts/import-link.de.json';
import importLinkEn from './parts/import-link.en.json';
import jobMatchDe from './parts/job-match.de.json';
import jobMatchEn from './parts/job-match.en.json';
import legalDe from './parts/legal.de.json';
import legalEn from './parts/legal.en.json';
import lettersDe from './parts/letters.de.json';
import lettersEn from './parts/letters.en.json';
import myLettersDe from './parts/my-letters.de.json';
import myLettersEn from './parts/my-letters.en.json';
import portDe from './parts/port.de.json';
import portEn from './parts/port.en.json';
import shellDe from './parts/shell.de.json';
import shellEn from './parts/shell.en.json';
import writingDe from './parts/writing.de.json';
import writingEn from './parts/writing.en.json';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

/** The main files and the parts registered with their code (registerTexts), as one tree each. */
const parts = (...trees: Tree[]): [string, string][] => trees.flatMap((tree) => leaves(tree));

const ALL_DE = [
  shellDe,
  mainDe,
  accountDe,
  billingDe,
  finalDe,
  importDe,
  importLinkDe,
  jobMatchDe,
  legalDe,
  lettersDe,
  myLettersDe,
  portDe,
  writingDe,
  applicationDe,
  dayFieldDe,
];
const ALL_EN = [
  shellEn,
  mainEn,
  accountEn,
  billingEn,
  finalEn,
  importEn,
  importLinkEn,
  jobMatchEn,
  legalEn,
  lettersEn,
  myLettersEn,
  portEn,
  writingEn,
  applicationEn,
  dayFieldEn,
];

describe('translations', () => {
  const deLeaves = new Map(parts(...ALL_DE));
  const enLeaves = new Map(parts(...ALL_EN));

  it('writes buttons and labels in sentence case, never in capitals (WEITER next to Weiter)', () => {
    // A whole text without a small letter; short abbreviations (PDF, TXT) are not texts of their own.
    const shouting = (text: string) => !/\p{Ll}/u.test(text) && (text.match(/\p{Lu}/gu) ?? []).length >= 5;
    const loud = [...deLeaves, ...enLeaves].filter(
      ([key, text]) => shouting(text) && !key.endsWith('datePlaceholder'),
    );
    expect(loud).toEqual([]);
    expect(deLeaves.get('skills.next')).toBe(deLeaves.get('common.next'));
    expect(enLeaves.get('skills.next')).toBe(enLeaves.get('common.next'));
  });

  it('no key is defined twice across the main file and the registered parts', () => {
    const all = parts(...ALL_DE).map(([key]) => key);
    expect(all.length).toBe(new Set(all).size);
  });

  it('keeps the texts of pages that `/` does not show out of the main file', () => {
    expect(Object.keys(mainDe)).not.toEqual(expect.arrayContaining(['legal']));
    expect(Object.keys(mainDe)).not.toContain('billing');
    expect(Object.keys(mainDe)).not.toContain('finalTools');
    expect(Object.keys(mainDe)).not.toContain('port');
    expect(Object.keys(mainDe)).not.toContain('account');
  });

  it('gives the first script only the frame and the landing page (the shell), not the wizard', () => {
    expect(Object.keys(shellDe.account)).toEqual(['menu']);
    expect(Object.keys(shellDe)).toContain('landing');
    for (const wizardStep of ['heading', 'work', 'education', 'skills', 'summary', 'signature'])
      expect(Object.keys(shellDe)).not.toContain(wizardStep);
  });

  it('German and English have exactly the same keys', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...deLeaves.keys()].sort());
  });

  it('no text is empty', () => {
    for (const [key, value] of [...deLeaves, ...enLeaves]) expect(value.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, value] of deLeaves)
      expect(placeholders(enLeaves.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('writes German quotation marks in German texts', () => {
    for (const [key, value] of deLeaves) expect(value, key).not.toMatch(/"/);
  });
});
