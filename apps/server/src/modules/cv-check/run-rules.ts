import { parseRichText, richTextLines, type StoredResumeParts } from '@vita/shared';
import type { CvCheckInput, RawFinding } from './check-input';
import { contactFindings, photoFindings, signatureFindings } from './rules/contact';
import { dateFindings, dateFormatFindings } from './rules/dates';
import { checkedEntries } from './rules/entries';
import {
  bulletFindings,
  estimatePages,
  experienceYears,
  lengthFindings,
  summaryFindings,
} from './rules/length';
import { languageFindings, schoolFindings, skillFindings } from './rules/skills';
import { gapFindings, overlapFindings } from './rules/timeline';

const linesOf = (html: string | undefined) =>
  richTextLines(parseRichText(html ?? '')).filter((line) => line.trim() !== '');

function spellingFindings(input: CvCheckInput): RawFinding[] {
  return input.misspellings
    .filter((text) => text.words.length > 0)
    .map((text) => ({
      rule: 'spelling',
      section: text.section,
      ...(text.entry === undefined ? {} : { entry: text.entry }),
      params: { words: [...new Set(text.words)].join(', '), count: text.words.length },
    }));
}

export type RuleOutcome = { findings: RawFinding[]; pages: { count: number; estimated: boolean } };

/** Every rule over one resume: pure and synchronous (the service gathers pages, photo and spelling first). */
export function runRules(input: CvCheckInput): RuleOutcome {
  const { parts, doc, now } = input;
  const { work, education } = checkedEntries(parts);
  const entries = [...work, ...education];
  const skillLines = linesOf(parts.skills?.data);
  const pages =
    input.pages === null
      ? { count: estimatePages(doc), estimated: true }
      : { count: input.pages, estimated: false };
  const findings = [
    ...contactFindings(parts),
    ...photoFindings(input.photoHeight),
    ...gapFindings(entries, parts, now),
    ...overlapFindings(work, now),
    ...dateFindings(work, education, now),
    ...dateFormatFindings(entries),
    ...lengthFindings(pages.count, experienceYears(work, now)),
    ...bulletFindings(entries, doc),
    ...summaryFindings(linesOf(parts.summary?.data), doc),
    ...skillFindings(skillLines, work),
    ...languageFindings(doc, skillLines),
    ...schoolFindings(education),
    ...signatureFindings(parts, now),
    ...spellingFindings(input),
  ];
  return { findings, pages };
}

/** The texts Hunspell reads, named by where a finding would point (the stored entry index). */
export function spellTexts(parts: StoredResumeParts): { id: string; html: string }[] {
  const texts = [
    { id: 'summary', html: parts.summary?.data ?? '' },
    { id: 'skills', html: parts.skills?.data ?? '' },
    ...parts.work.map((w, i) => ({ id: `work:${i}`, html: w.workDescription })),
    ...parts.education.map((e, i) => ({ id: `education:${i}`, html: e.educationDescription })),
  ];
  return texts.filter((t) => t.html.replace(/<[^>]*>/g, '').trim() !== '');
}
