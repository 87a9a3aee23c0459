import { type Reading, type Said, said } from './said';
import { ALWAYS, pattern, stem, word } from './words';

type Formula = { test: RegExp; grade: number; meaning: Said; why: Said };

const SUPERLATIVE = stem('vollst|größt|höchst');
const OURS = '(?:zu )?(?:unserer|meiner|der) (?:\\p{L}+ )?';
const EXCEPTIONAL = word('außerordentlich|außergewöhnlich|ganz besonders|in höchstem maße|äußerst');
const f = (
  source: string,
  grade: number,
  meaningDe: string,
  meaningEn: string,
  whyDe: string,
  whyEn: string,
) => ({
  test: pattern(source),
  grade,
  meaning: said(meaningDe, meaningEn),
  why: said(whyDe, whyEn),
});

const VERY_GOOD = ['Sehr gute Leistung (Note 1).', 'Very good performance (grade 1).'] as const;
const GOOD = ['Gute Leistung (Note 2).', 'Good performance (grade 2).'] as const;
const FAIR = ['Befriedigende Leistung (Note 3).', 'Satisfactory performance (grade 3).'] as const;
const POOR = [
  'Ausreichende Leistung (Note 4): nur das Nötigste.',
  'Adequate performance (grade 4): only the bare minimum.',
] as const;
const FAILING = [
  'Mangelhafte Leistung (Note 5): die Erwartungen wurden nicht erfüllt.',
  'Poor performance (grade 5): expectations were not met.',
] as const;

/**
 * The summary of performance, most telling first: the first formula that matches decides. "bemüht"
 * outweighs any satisfaction that follows it ("hat sich bemüht, … zu unserer Zufriedenheit …").
 */
const FORMULAS: Formula[] = [
  f(
    `${stem('bemüh')}.*(?:ohne erfolg|jedoch|leider)`,
    6,
    'Ungenügende Leistung (Note 6): Mühe ohne Ergebnis.',
    'Insufficient performance (grade 6): effort without results.',
    '„bemüht“ mit Einschränkung = Note 6.',
    '“bemüht” (tried) with a restriction = grade 6.',
  ),
  f(
    stem('bemüh'),
    5,
    ...FAILING,
    '„bemüht“ heißt: versucht, aber nicht geschafft = Note 5.',
    '“bemüht” (tried) means: tried but did not succeed = grade 5.',
  ),
  f(
    `${word('im großen und ganzen|im wesentlichen|weitgehend|im allgemeinen')}.*(?:${stem('zufrieden')}|erwartungen)`,
    5,
    ...FAILING,
    '„im Großen und Ganzen“ schränkt die Zufriedenheit ein = Note 5.',
    '“im Großen und Ganzen” (by and large) restricts the satisfaction = grade 5.',
  ),
  f(
    `${ALWAYS} ${OURS}${SUPERLATIVE}\\p{L}* zufriedenheit`,
    1,
    ...VERY_GOOD,
    '„stets“ und „vollsten“ = Note 1.',
    '“stets” (always) and “vollsten” (fullest) = grade 1.',
  ),
  f(
    `${word('in jeder hinsicht')} ${OURS}${SUPERLATIVE}\\p{L}* zufriedenheit`,
    1,
    ...VERY_GOOD,
    '„in jeder Hinsicht“ und „vollsten“ = Note 1.',
    '“in every respect” and “fullest” = grade 1.',
  ),
  f(
    `${SUPERLATIVE}\\p{L}* zufriedenheit`,
    2,
    ...GOOD,
    '„vollsten“ ohne „stets“ = Note 2.',
    '“vollsten” (fullest) without “stets” (always) = grade 2.',
  ),
  f(
    `${ALWAYS} ${OURS}volle[nr]? zufriedenheit`,
    2,
    ...GOOD,
    '„stets“ und „vollen“ = Note 2.',
    '“stets” (always) and “vollen” (full) = grade 2.',
  ),
  f(
    `volle[nr]? zufriedenheit`,
    3,
    ...FAIR,
    '„vollen“ ohne „stets“ = Note 3.',
    '“vollen” (full) without “stets” (always) = grade 3.',
  ),
  f(
    `${ALWAYS} ${OURS}zufriedenheit`,
    3,
    ...FAIR,
    '„stets“, aber ohne „voll“ = Note 3.',
    '“stets” (always) but without “voll” (full) = grade 3.',
  ),
  f(
    `(?<!\\p{L})zufriedenheit`,
    4,
    ...POOR,
    '„zu unserer Zufriedenheit“ ohne „stets“ und „voll“ = Note 4.',
    '“to our satisfaction” without “always” and “full” = grade 4.',
  ),
  f(
    `${ALWAYS} (?:${EXCEPTIONAL}|in jeder hinsicht|vollkommen) zufrieden`,
    1,
    ...VERY_GOOD,
    '„stets“ und „außerordentlich zufrieden“ = Note 1.',
    '“stets” (always) and “exceptionally satisfied” = grade 1.',
  ),
  f(
    `(?:${EXCEPTIONAL}) zufrieden`,
    1.5,
    ...VERY_GOOD,
    '„außerordentlich zufrieden“ ohne „stets“ = Note 1 bis 2.',
    '“exceptionally satisfied” without “always” = grade 1 to 2.',
  ),
  f(
    `${ALWAYS} (?:sehr|voll und ganz|voll) zufrieden`,
    2,
    ...GOOD,
    '„stets“ und „sehr zufrieden“ = Note 2.',
    '“stets” (always) and “very satisfied” = grade 2.',
  ),
  f(
    `${word('sehr')} zufrieden`,
    2.5,
    'Gute bis befriedigende Leistung (Note 2 bis 3).',
    'Good to satisfactory performance (grade 2 to 3).',
    '„sehr zufrieden“ ohne „stets“ = Note 2 bis 3.',
    '“very satisfied” without “always” = grade 2 to 3.',
  ),
  f(
    `${word('voll und ganz|voll')} zufrieden`,
    3,
    ...FAIR,
    '„voll zufrieden“ ohne „stets“ = Note 3.',
    '“fully satisfied” without “always” = grade 3.',
  ),
  f(
    `${ALWAYS} zufrieden`,
    3,
    ...FAIR,
    '„stets zufrieden“ ohne Steigerung = Note 3.',
    '“always satisfied” without more = grade 3.',
  ),
  f(
    `${word('zufrieden')}`,
    4,
    ...POOR,
    '„zufrieden“ ohne Steigerung = Note 4.',
    '“satisfied” without more = grade 4.',
  ),
  f(
    `erwartungen.*${stem('allerbest')}|${stem('allerbest')}.*erwartungen`,
    1,
    ...VERY_GOOD,
    '„in allerbester Weise“ = Note 1.',
    '“in the very best way” = grade 1.',
  ),
  f(
    `erwartungen.*${stem('übertr|übertroffen')}|${stem('übertr')}.*erwartungen`,
    1.5,
    'Die Erwartungen wurden übertroffen (Note 1 bis 2).',
    'Expectations were exceeded (grade 1 to 2).',
    '„übertroffen“ = Note 1 bis 2.',
    '“exceeded” = grade 1 to 2.',
  ),
  f(
    `erwartungen.*${word('in bester weise|bestens')}|${word('in bester weise')}.*erwartungen`,
    2,
    ...GOOD,
    '„in bester Weise“ = Note 2.',
    '“in the best way” = grade 2.',
  ),
  f(
    `erwartungen.*${word('in jeder hinsicht')}|${word('in jeder hinsicht')}.*erwartungen`,
    2.5,
    'Gute bis befriedigende Leistung (Note 2 bis 3).',
    'Good to satisfactory performance (grade 2 to 3).',
    '„in jeder Hinsicht“ ohne „bester Weise“ = Note 2 bis 3.',
    '“in every respect” without “in the best way” = grade 2 to 3.',
  ),
  f(
    `erwartungen.*${word('voll|voll und ganz')}|${word('voll|voll und ganz')}.*erwartungen`,
    3,
    ...FAIR,
    '„voll entsprochen“ = Note 3.',
    '“fully met” = grade 3.',
  ),
  f(
    `erwartungen.*${stem('entsprach|entsproch|erfüll')}|${stem('entsprach|erfüll')}.*erwartungen`,
    4,
    ...POOR,
    '„entsprachen unseren Erwartungen“ ohne Steigerung = Note 4.',
    '“met our expectations” without more = grade 4.',
  ),
];

/** Whether a sentence sums up the performance at all (satisfaction, expectations, "bemüht"). */
export const SUMMARY_RE = pattern(
  `(?<!\\p{L})zufriedenheit|${word('zufrieden')}|erwartungen|${stem('bemüh')}`,
);

/** The satisfaction formula of a sentence, if it has one. */
export function readSatisfaction(sentence: string): Reading | undefined {
  if (!SUMMARY_RE.test(sentence)) return undefined;
  // "bemüht" is a summary only where it judges the work ("bemüht, den Anforderungen …").
  const formula = FORMULAS.find((candidate) => candidate.test.test(sentence));
  return formula && { grade: formula.grade, meaning: formula.meaning, why: formula.why };
}
