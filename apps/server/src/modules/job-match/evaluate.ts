import type { RequirementKind } from '@vita/shared';
import { extractRequirements } from './extract-requirements';
import { stemWord } from './german-text';
import { labelStems } from './text-index';
import { getVocabulary } from './vocabulary';

export interface Labelled {
  kind: RequirementKind;
  label: string;
}

/** A label's stems with its compound parts, so "Kundenberatung" and "Kunden beraten" compare equal. */
function stemsOf(label: string): Set<string> {
  const stems = new Set<string>();
  for (const stem of labelStems(label.replace(/[()]/g, ' '))) stems.add(stem);
  for (const word of label.split(/[\s/()-]+/)) {
    const split = getVocabulary().splitter.split(word);
    if (split) for (const part of split.parts) stems.add(stemWord(part));
  }
  return stems;
}

/**
 * Whether an extracted requirement is the one a person wrote down: same kind, and the words of one
 * contain the other's ("Finanzbuchhaltung" for "Buchhaltung", "Englisch (B2)" never for "Englisch (C1)").
 */
export function sameRequirement(a: Labelled, b: Labelled): boolean {
  if (a.kind !== b.kind) return false;
  const x = stemsOf(a.label);
  const y = stemsOf(b.label);
  const within = (small: Set<string>, big: Set<string>) => [...small].every((stem) => big.has(stem));
  if (a.kind === 'language') return x.size === y.size && within(x, y);
  return within(x, y) || within(y, x);
}

export interface AdScore {
  truePositives: number;
  extracted: number;
  expected: number;
  missed: Labelled[];
  extra: Labelled[];
}

export function scoreAd(adText: string, expected: readonly Labelled[]): AdScore {
  const extracted: Labelled[] = extractRequirements(adText).map(({ kind, label }) => ({ kind, label }));
  const matched = new Set<number>();
  const extra: Labelled[] = [];
  for (const found of extracted) {
    const at = expected.findIndex((e, i) => !matched.has(i) && sameRequirement(e, found));
    if (at >= 0) matched.add(at);
    else extra.push(found);
  }
  return {
    truePositives: matched.size,
    extracted: extracted.length,
    expected: expected.length,
    missed: expected.filter((_, i) => !matched.has(i)),
    extra,
  };
}

export interface AdSetScore {
  perAd: { name: string; score: AdScore }[];
  truePositives: number;
  extracted: number;
  expected: number;
}

/** Every ad of a labelled set scored, and the sums precision and recall of the whole set come from. */
export function scoreAdSet(ads: readonly { name: string; text: string; expected: readonly Labelled[] }[]) {
  const total: AdSetScore = { perAd: [], truePositives: 0, extracted: 0, expected: 0 };
  for (const ad of ads) {
    const score = scoreAd(ad.text, ad.expected);
    total.perAd.push({ name: ad.name, score });
    total.truePositives += score.truePositives;
    total.extracted += score.extracted;
    total.expected += score.expected;
  }
  return total;
}
