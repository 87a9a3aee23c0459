import type { TextIndex } from './text-index';
import type { Term, Variant, Vocabulary } from './vocabulary';

/** Words between the first and the last stem of a multi-word term ("beraten unsere Kunden"). */
const WINDOW = 3;

export interface TermMatch {
  term: Term;
  variant: Variant;
  /** Word positions the match covers. */
  positions: number[];
}

function stemAt(index: TextIndex, position: number, stem: string, variant: Variant): boolean {
  const word = index.words[position];
  if (!word) return false;
  return word.whole.includes(stem) || (!variant.wholeOnly && !variant.apart && word.parts.includes(stem));
}

function matchVariant(index: TextIndex, at: number, variant: Variant): number[] | null {
  const word = index.words[at];
  const [first, ...rest] = variant.stems;
  if (!word || first === undefined) return null;
  if (rest.length === 0) {
    const hit = word.whole.includes(first) || (!variant.wholeOnly && word.skillParts.includes(first));
    return hit ? [at] : null;
  }
  if (!stemAt(index, at, first, variant)) return null;
  const positions = [at];
  for (const stem of rest) {
    let found = -1;
    for (let offset = 0; offset <= WINDOW && found < 0; offset++) {
      for (const candidate of offset === 0 ? [at] : [at + offset, at - offset]) {
        const other = index.words[candidate];
        if (!other || other.sentence !== word.sentence) continue;
        // Tools are written in order ("SAP ERP"); skills may turn round ("beraten Kunden").
        if (variant.wholeOnly && candidate < at) continue;
        if ((candidate !== at || !variant.apart) && stemAt(index, candidate, stem, variant)) {
          found = candidate;
          break;
        }
      }
    }
    if (found < 0) return null;
    positions.push(found);
  }
  return positions;
}

/** Every vocabulary term the text names, the more specific of two overlapping ones kept. */
export function findTerms(index: TextIndex, vocabulary: Vocabulary): TermMatch[] {
  const matches: TermMatch[] = [];
  index.words.forEach((word, at) => {
    const stems = new Set([...word.whole, ...word.parts, ...word.skillParts]);
    for (const stem of stems) {
      for (const candidate of vocabulary.byFirstStem.get(stem) ?? []) {
        const positions = matchVariant(index, at, candidate.variant);
        if (positions) matches.push({ ...candidate, positions });
      }
    }
  });
  const kept = matches.filter((match) => !matches.some((other) => dominates(other, match)));
  const seen = new Set<Term>();
  return kept.filter((match) => {
    if (seen.has(match.term)) return false;
    seen.add(match.term);
    return true;
  });
}

/** `a` says more than `b` about the same words: "Finanzbuchhaltung" over "Buchhaltung". */
function dominates(a: TermMatch, b: TermMatch): boolean {
  if (a.term === b.term) return false;
  if (!b.positions.every((position) => a.positions.includes(position))) return false;
  if (a.variant.stems.length > b.variant.stems.length) return true;
  if (a.variant.stems.length < b.variant.stems.length) return false;
  return a.term.folded.length > b.term.folded.length && a.term.folded.includes(b.term.folded);
}

/**
 * Where a text names a term, read leniently (a CV's "Buchhaltungssoftware" counts for
 * "Buchhaltung"); the word position, or -1.
 */
export function findTermIn(index: TextIndex, term: Term): number {
  let best = -1;
  for (const variant of term.variants) {
    // Only the words that carry the first stem can start a match: the index knows where they are.
    for (const at of index.positions.get(variant.stems[0] ?? '') ?? []) {
      const lenient = variant.wholeOnly ? variant : { ...variant, wholeOnly: false, apart: false };
      const hit =
        variant.stems.length === 1 && !variant.wholeOnly ? true : matchVariant(index, at, lenient) !== null;
      if (hit && (best < 0 || at < best)) best = at;
      if (hit) break;
    }
  }
  return best;
}
