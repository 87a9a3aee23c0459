import type { ZeugnisAnalysis, ZeugnisLang, ZeugnisMissingKey, ZeugnisPart } from '@vita/shared';
import { ZEUGNIS_PARTS } from '@vita/shared';
import { readAdverbs } from './adverbs';
import { personOrder, readBehaviour } from './behaviour';
import { readClosing } from './closing';
import { findCodes, type HiddenCode } from './codes';
import { LEADER_RE, LEADERSHIP_RE, MISSING_TEXTS, missingContent } from './missing';
import { assignParts } from './parts';
import { type Reading, type Said, said } from './said';
import { readSatisfaction } from './satisfaction';
import { splitSentences } from './sentences';
import { normalise, pattern, stem } from './words';

type Sentence = {
  text: string;
  norm: string;
  part: ZeugnisPart;
  reading?: Reading;
  kind?: 'summary' | 'behaviour';
  codes: HiddenCode[];
};

const PART_MEANINGS: Record<ZeugnisPart, Reading> = {
  einleitung: {
    meaning: said(
      'Angaben zur Person, zum Unternehmen und zur Dauer der Beschäftigung.',
      'Details of the person, the company and the period of employment.',
    ),
    why: said(
      'Die Einleitung bewertet nicht; sie nennt nur Tatsachen.',
      'The introduction does not judge; it only states facts.',
    ),
  },
  aufgaben: {
    meaning: said(
      'Beschreibt die Aufgaben und die Verantwortung der Stelle.',
      'Describes the duties and responsibility of the position.',
    ),
    why: said(
      'Tätigkeiten werden nicht benotet; eine ausführliche Beschreibung zeigt, dass die Stelle Gewicht hatte.',
      'Duties are not graded; a detailed description shows that the position carried weight.',
    ),
  },
  leistung: {
    meaning: said('Beurteilt die Leistung.', 'Assesses the performance.'),
    why: said('Ohne steigernde oder einschränkende Wörter.', 'Without intensifying or limiting words.'),
  },
  verhalten: {
    meaning: said('Beurteilt das Verhalten.', 'Assesses the conduct.'),
    why: said('Ohne steigernde oder einschränkende Wörter.', 'Without intensifying or limiting words.'),
  },
  schluss: {
    meaning: said('Schlussformel.', 'Closing formula.'),
    why: said(
      'Bedauern, Dank und gute Wünsche zeigen, wie der Arbeitgeber zur Person steht.',
      'Regret, thanks and good wishes show how the employer regards the person.',
    ),
  },
};
const EVALUATES = pattern(
  stem(
    'stets|jederzeit|immer|sehr|äußerst|gut|hoh|hohe|sicher|zuverlässig|sorgfältig|selbstständig|selbständig|umfassend|fundiert|hervorragend|ausgezeichnet|solide|erforderlich|notwendig|nötig|erfolg|steigerte|senkte|verkürz|entwickelte|gewann|übertraf|bemüh|interesse|grundkenntnis|kenntnis|fachwissen|einsatz|engagement|zügig|präzise|genau|effizient|strukturiert|motiviert|gewissenhaft|umsichtig|führte',
  ),
);

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round1 = (value: number) => Math.round(value * 10) / 10;
const clampGrade = (value: number) => Math.min(6, Math.max(1, value));

function readSentence(norm: string, part: ZeugnisPart): Pick<Sentence, 'reading' | 'kind'> {
  if (part === 'leistung' || part === 'verhalten') {
    const summary = readSatisfaction(norm);
    if (summary) return { reading: summary, kind: 'summary' };
    const behaviour = readBehaviour(norm);
    if (behaviour) return { reading: behaviour, kind: 'behaviour' };
    if (EVALUATES.test(norm)) return { reading: readAdverbs(norm) };
  }
  return {};
}

/** Reads a German Arbeitszeugnis: its parts, each sentence's grade and meaning, what is missing, codes. */
export function analyzeZeugnis(text: string, lang: ZeugnisLang = 'de'): ZeugnisAnalysis {
  const raw = splitSentences(text);
  const norms = raw.map(normalise);
  const parts = assignParts(norms);
  const sentences: Sentence[] = raw.map((sentenceText, index) => {
    const norm = norms[index] as string;
    const part = parts[index] as ZeugnisPart;
    return { text: sentenceText, norm, part, codes: findCodes(norm), ...readSentence(norm, part) };
  });
  const textOf = (part: ZeugnisPart) =>
    sentences
      .filter((s) => s.part === part)
      .map((s) => s.norm)
      .join(' ');
  const graded = (part: ZeugnisPart) =>
    sentences.filter((s) => s.part === part && s.reading?.grade !== undefined);
  const summary = sentences.find((s) => s.kind === 'summary');
  const behaviour = sentences.filter((s) => s.kind === 'behaviour');
  const qualified = summary !== undefined || behaviour.length > 0 || graded('leistung').length > 0;
  const whole = norms.join(' ');
  const closing = readClosing(textOf('schluss'), whole);

  const missing: ZeugnisMissingKey[] = [];
  let overall: number | null = null;
  const partGrades: Partial<Record<ZeugnisPart, number>> = {};
  if (qualified) {
    const performanceText = textOf('leistung');
    const others = graded('leistung')
      .filter((s) => s.kind !== 'summary')
      .map((s) => s.reading?.grade as number);
    const summaryGrade = summary?.reading?.grade;
    const performance =
      summaryGrade !== undefined
        ? others.length > 0
          ? 0.6 * summaryGrade + 0.4 * mean(others)
          : summaryGrade
        : (others.length > 0 ? mean(others) : 4) + 0.5;
    if (summaryGrade === undefined) missing.push('zufriedenheit');
    missing.push(...missingContent(performanceText));
    const leader = LEADER_RE.test(`${textOf('einleitung')} ${textOf('aufgaben')}`);
    if (leader && !LEADERSHIP_RE.test(performanceText)) missing.push('fuehrung');

    const order = personOrder(textOf('verhalten'));
    let conduct =
      behaviour.length > 0 ? mean(behaviour.map((s) => s.reading?.grade as number)) : performance + 1;
    if (behaviour.length === 0) missing.push('verhalten');
    if (order === 'reversed') conduct += 0.7;
    const firstConduct = behaviour[0];
    if (firstConduct?.reading && (order === 'reversed' || order === 'no_superiors'))
      firstConduct.reading = { ...firstConduct.reading, why: withOrderNote(firstConduct.reading.why, order) };
    if (order === 'no_superiors') {
      conduct += 0.8;
      missing.push('vorgesetzte');
    }
    if (!closing.regret && !closing.interim) missing.push('bedauern');
    if (!closing.thanks) missing.push('dank');
    if (!closing.wishes) missing.push('zukunftswuensche');

    const codePenalty = Math.min(
      1.2,
      sentences.flatMap((s) => s.codes).reduce((sum, c) => sum + c.penalty, 0),
    );
    const contentPenalty = missing.reduce(
      (sum, key) => sum + (key === 'fuehrung' ? 0.5 : CONTENT_KEYS.has(key) ? 0.15 : 0),
      0,
    );
    partGrades.leistung = round1(clampGrade(performance));
    partGrades.verhalten = round1(clampGrade(conduct));
    partGrades.schluss = closing.grade;
    const base = 0.6 * performance + 0.25 * conduct + 0.15 * closing.grade;
    // What is missing or coded weighs less where the formulas already say "poor".
    const weight = Math.max(0.25, (6 - base) / 4);
    overall = round1(clampGrade(base + (codePenalty + contentPenalty + ORDER_PENALTY[order]) * weight));
  }

  return {
    overall_grade: overall,
    kind: qualified ? 'qualifiziert' : 'einfach',
    parts: ZEUGNIS_PARTS.map((part) => ({
      part,
      ...(partGrades[part] !== undefined ? { grade: partGrades[part] } : {}),
      sentences: sentences.filter((s) => s.part === part).map((s) => describe(s, lang)),
    })).filter((part) => part.sentences.length > 0),
    missing: [...new Set(missing)].map((key) => ({
      key,
      label: MISSING_TEXTS[key].label[lang],
      why: MISSING_TEXTS[key].why[lang],
    })),
    codes: uniqueCodes(sentences).map((c) => ({ phrase: c.phrase, meaning: c.meaning[lang] })),
    ...(closing.reason
      ? {
          leaving_reason: {
            key: closing.reason.key,
            label: closing.reason.label[lang],
            meaning: closing.reason.meaning[lang],
          },
        }
      : {}),
  };
}

const ORDER_NOTES = {
  reversed: said(
    'Die Kollegen stehen vor den Vorgesetzten – das deutet auf Schwierigkeiten mit den Vorgesetzten hin und kostet fast eine Note.',
    'Colleagues come before superiors – which hints at difficulties with superiors and costs almost a grade.',
  ),
  no_superiors: said(
    'Die Vorgesetzten werden nicht genannt – das kostet fast eine Note.',
    'Superiors are not named – which costs almost a grade.',
  ),
};
const withOrderNote = (why: Said, order: 'reversed' | 'no_superiors'): Said => ({
  de: `${why.de} ${ORDER_NOTES[order].de}`,
  en: `${why.en} ${ORDER_NOTES[order].en}`,
});

const ORDER_PENALTY = { ok: 0, none: 0, reversed: 0.3, no_superiors: 0.3 } as const;
const CONTENT_KEYS = new Set<ZeugnisMissingKey>([
  'leistungsbereitschaft',
  'fachwissen',
  'arbeitsweise',
  'erfolge',
]);

function uniqueCodes(sentences: Sentence[]): HiddenCode[] {
  const seen = new Set<string>();
  return sentences.flatMap((s) => s.codes).filter((c) => !seen.has(c.phrase) && seen.add(c.phrase));
}

function describe(sentence: Sentence, lang: ZeugnisLang) {
  const reading = sentence.reading ?? PART_MEANINGS[sentence.part];
  const codeNote = sentence.codes.map((c) => `„${c.phrase}“: ${c.meaning[lang]}`).join(' ');
  const codeWhy = lang === 'de' ? 'Versteckte Formulierung erkannt.' : 'Hidden phrasing found.';
  return {
    text: sentence.text,
    ...(reading.grade !== undefined ? { grade: reading.grade } : {}),
    meaning: codeNote ? `${reading.meaning[lang]} ${codeNote}` : reading.meaning[lang],
    why: codeNote && !sentence.reading ? codeWhy : reading.why[lang],
  };
}
