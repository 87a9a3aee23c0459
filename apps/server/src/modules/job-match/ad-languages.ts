import { allLanguages } from '../catalogue/catalogue.service';
import { foldWord, splitWords } from './german-text';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export interface LanguageRequirement {
  name: string;
  level: CefrLevel;
}

/** The level an ad asks for when it names a language without one, or only wishes for it. */
const PLAIN_LEVEL: CefrLevel = 'B1';

/**
 * How ads say a level, on folded text. Alternatives that start at the same place are tried in
 * order, so "sehr gut" is read before "gut" and "verhandlungssicher" before "sicher".
 * "Muttersprache" counts as C2 (a CV's native language meets every level).
 */
const LEVEL_PHRASE =
  /muttersprach\p{L}*|verhandlungssicher\p{L}*|fliessend\p{L}*|sehr gut\p{L}*|exzellent\p{L}*|hervorragend\p{L}*|ausgezeichnet\p{L}*|gut\p{L}*|solide\p{L}*|fundiert\p{L}*|sicher\p{L}*|grundkenntnis\p{L}*|basiskenntnis\p{L}*|grundlegend\p{L}*|erste\p{L}* kenntnis\p{L}*/gu;
const LEVEL_OF_PHRASE: readonly [RegExp, CefrLevel][] = [
  [/^muttersprach/, 'C2'],
  [/^(?:verhandlungssicher|fliessend|sehr gut|exzellent|hervorragend|ausgezeichnet)/, 'C1'],
  [/^(?:gut|solide|fundiert|sicher)/, 'B2'],
  [/^(?:grundkenntnis|basiskenntnis|grundlegend|erste)/, 'A2'],
];
const CEFR = /^([abc][12])(?![\p{L}\p{N}])/u;

/** Words that may stand between a level and its language without carrying a level themselves. */
const BEFORE_FILLERS = new Set(
  'und bis gern gerne in im der kenntnisse kenntnis sprachkenntnisse mindestens auch ebenso wirklich'.split(
    ' ',
  ),
);
const AFTER_FILLERS = new Set(
  'auf dem einem einer niveau sprachniveau ger mindestens mind min sind ist bis sehr kenntnisse sprache'.split(
    ' ',
  ),
);
const LEVELISH =
  /^(?:muttersprach|verhandlungssicher|fliessend|sehr|exzellent|hervorragend|ausgezeichnet|gut|solide|fundiert|sicher|grundkenntnis|basiskenntnis|grundlegend|erste)/;

/** Nice-to-have: after the language ("Englischkenntnisse von Vorteil") or before it ("idealerweise Englisch"). */
const WISHED_AFTER =
  /von vorteil|vorteilhaft|wunschenswert|erwunscht|ein plus|pluspunkt|gern(?:e)? gesehen|willkommen|nice to have/;
const WISHED_BEFORE =
  /idealerweise|optimalerweise|im idealfall|vorzugsweise|wunschenswert (?:sind|waren|ware)/;

/** A clause ends at a comma or semicolon; a colon ends one too, except after a language ("Englisch: fließend"). */
const CLAUSE_BREAK = /[,;]/;

let names: Map<string, string> | undefined;

/** Folded language name → display name, for languages ads actually name (one word). */
function languageNames(): Map<string, string> {
  names ??= new Map(
    allLanguages()
      .filter((language) => !language.name.includes(' '))
      .map((language) => [foldWord(language.name), language.name]),
  );
  return names;
}

const FORM = /^(.+?)(kenntnisse|kenntnis|sprachkenntnisse|e|er|en|es)?$/;

/** The language a word names: "Englisch", "Englischkenntnisse", "englischer (Sprache)", "Deutsch-Grundkenntnisse". */
function languageOf(word: string, nextWords: string[]): string | undefined {
  const folded = foldWord(word);
  const byName = languageNames();
  const whole = byName.get(folded);
  if (whole && /^\p{Lu}/u.test(word)) return whole;
  const hyphenated = /^(\p{L}+)-\p{L}*kenntnis(?:se)?$/u.exec(folded);
  if (hyphenated?.[1] && byName.has(hyphenated[1])) return byName.get(hyphenated[1]);
  const match = FORM.exec(folded);
  if (!match?.[1] || !match[2]) return undefined;
  const name = byName.get(match[1]);
  if (!name) return undefined;
  if (match[2].includes('kenntnis')) return name;
  // An adjective names a language only together with "Sprache": "in deutscher und englischer Sprache".
  return nextWords.some((next) => foldWord(next).startsWith('sprache')) ? name : undefined;
}

const lower = (a: CefrLevel, b: CefrLevel) => (CEFR_LEVELS.indexOf(a) <= CEFR_LEVELS.indexOf(b) ? a : b);
const higher = (a: CefrLevel, b: CefrLevel) => (CEFR_LEVELS.indexOf(a) >= CEFR_LEVELS.indexOf(b) ? a : b);

/**
 * The level words say, the lowest when they name several ("gute bis sehr gute": B2, "B2/C1": B2,
 * the least the ad accepts); a CEFR level written out wins over words.
 */
function levelOf(words: readonly string[]): CefrLevel | undefined {
  const folded = words.map(foldWord);
  const written = folded.flatMap((word) =>
    word.split('/').flatMap((part) => {
      const cefr = CEFR.exec(part)?.[1];
      return cefr ? [cefr.toUpperCase() as CefrLevel] : [];
    }),
  );
  if (written.length > 0) return written.reduce(lower);
  const said = [...folded.join(' ').matchAll(LEVEL_PHRASE)].flatMap(([phrase]) => {
    const level = LEVEL_OF_PHRASE.find(([pattern]) => pattern.test(phrase))?.[1];
    return level ? [level] : [];
  });
  return said.length > 0 ? said.reduce(lower) : undefined;
}

interface Mention {
  name: string;
  /** What its own words say (before it, after it, in it: "Deutsch-Grundkenntnisse"). */
  level: CefrLevel | undefined;
  /** Its clause wishes for it rather than asking: "idealerweise Englisch", "Englisch von Vorteil". */
  wished: boolean;
  /** Joined to the previous language by a bare "und", "oder" or "sowie": "fließend Deutsch und Englisch". */
  joined: boolean;
  /** …in the shortened form with a hyphen, "Deutsch- und Englischkenntnisse": one phrase for both. */
  elided: boolean;
}

const COORDINATOR = /^(?:und|oder|sowie|bzw)$/;

/** The languages one sentence names, each with what its own clause says about it. */
function mentionsIn(sentence: string): Mention[] {
  // "in Wort und Schrift" says nothing about the level, and its "und" would end a scan.
  const text = sentence.replace(/in wort und schrift/gi, (phrase) => ' '.repeat(phrase.length));
  const words = splitWords(text);
  const folded = words.map((word) => foldWord(word.text));
  const languageAt = words.map((word, i) =>
    languageOf(
      word.text,
      words.slice(i + 1, i + 5).map((w) => w.text),
    ),
  );
  /** The text between word i - 1 and word i. */
  const gap = (i: number) => text.slice(words[i - 1]?.end ?? 0, words[i]?.start ?? text.length);
  const isLanguage = (i: number) => languageAt[i] !== undefined;
  const mayStandBefore = (word: string) => LEVELISH.test(word) || BEFORE_FILLERS.has(word);
  const mayStandAfter = (word: string) =>
    LEVELISH.test(word) || AFTER_FILLERS.has(word) || /niveau$/.test(word) || CEFR.test(word);

  const mentions: Mention[] = [];
  let previous: number | undefined;
  words.forEach((word, at) => {
    const name = languageAt[at];
    if (!name) return;
    let first = at;
    while (
      first > 0 &&
      !/[,;:]/.test(gap(first)) &&
      !isLanguage(first - 1) &&
      mayStandBefore(folded[first - 1] ?? '')
    ) {
      first--;
    }
    let last = at;
    while (
      last + 1 < words.length &&
      !CLAUSE_BREAK.test(gap(last + 1)) &&
      !isLanguage(last + 1) &&
      mayStandAfter(folded[last + 1] ?? '')
    ) {
      last++;
    }
    // The clause around it, cut at the languages before and after it.
    let clauseStart = at;
    while (clauseStart > 0 && !/[,;:]/.test(gap(clauseStart))) clauseStart--;
    let clauseEnd = at + 1;
    while (clauseEnd < words.length && !CLAUSE_BREAK.test(gap(clauseEnd)) && !isLanguage(clauseEnd))
      clauseEnd++;
    const before = foldWord(text.slice(words[clauseStart]?.start ?? 0, word.start));
    const after = foldWord(
      text.slice(word.end, clauseEnd < words.length ? words[clauseEnd]?.start : text.length),
    );
    const joined =
      previous !== undefined &&
      at - previous >= 2 &&
      folded.slice(previous + 1, at).every((w) => COORDINATOR.test(w)) &&
      !/[,;:]/.test(text.slice(words[previous]?.end, word.start));
    mentions.push({
      name,
      level: levelOf([
        word.text.includes('-') ? word.text.slice(word.text.indexOf('-') + 1) : '',
        ...words.slice(first, at).map((w) => w.text),
        ...words.slice(at + 1, last + 1).map((w) => w.text),
      ]),
      wished: WISHED_BEFORE.test(before) || WISHED_AFTER.test(after),
      joined,
      elided: joined && previous !== undefined && gap(previous + 1).startsWith('-'),
    });
    previous = at;
  });
  return mentions;
}

/**
 * What a coordination shares: a language without level words of its own takes its partner's
 * ("fließend Deutsch und Englisch", "Deutsch und Englisch fließend"); a wish after the pair
 * ("Englisch und Französisch von Vorteil") reaches back to a partner without a level of its own,
 * and to every part of a hyphen-shortened pair ("gute Deutsch- und Englischkenntnisse von Vorteil").
 */
function shareInCoordinations(mentions: Mention[]): void {
  for (let i = 1; i < mentions.length; i++) {
    const [left, right] = [mentions[i - 1], mentions[i]];
    if (!left || !right?.joined) continue;
    right.level ??= left.level;
  }
  for (let i = mentions.length - 1; i > 0; i--) {
    const [left, right] = [mentions[i - 1], mentions[i]];
    if (!left || !right?.joined) continue;
    if (right.wished && (right.elided || left.level === undefined)) left.wished = true;
    left.level ??= right.level;
  }
}

/**
 * Languages the ad asks for, each with its level. A level belongs to the language it qualifies:
 * the level words or CEFR level directly before or after it in its clause ("sehr gute
 * Deutschkenntnisse", "Englisch auf C1-Niveau", "Deutsch (B2)"), shared only within a coordination
 * ("sehr gute Deutsch- und Englischkenntnisse"). A language named without a level is asked at B1;
 * a wished-for one ("von Vorteil", "wünschenswert", "idealerweise") at most at B1 — a wish is no
 * requirement of a high level. A language named twice is asked at the higher of its levels.
 */
export function findLanguages(sentences: readonly string[]): LanguageRequirement[] {
  const found = new Map<string, CefrLevel>();
  for (const sentence of sentences) {
    const mentions = mentionsIn(sentence);
    shareInCoordinations(mentions);
    for (const { name, level, wished } of mentions) {
      const asked = wished ? lower(level ?? PLAIN_LEVEL, PLAIN_LEVEL) : (level ?? PLAIN_LEVEL);
      const before = found.get(name);
      found.set(name, before ? higher(before, asked) : asked);
    }
  }
  return [...found].map(([name, level]) => ({ name, level }));
}
