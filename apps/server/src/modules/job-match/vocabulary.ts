import { escoSkills } from '../../db/seed/esco-data';
import { allLanguages } from '../catalogue/catalogue.service';
import { CURATED_SKILL_SETS, splitList } from '../catalogue/curated-skills';
import { CompoundSplitter } from './compounds';
import { foldWord, splitWords, stemWord } from './german-text';
import { labelStems } from './text-index';
import { SKILL_AREAS, TOOLS, TRAITS } from './tools-and-traits';

export type TermKind = 'skill' | 'tool';

/** One way to write a term: its content stems, found close together in one sentence. */
export interface Variant {
  stems: string[];
  /** Tools and traits match whole words only, never a part of a compound. */
  wholeOnly: boolean;
  /** Parts of a compound label written apart ("Kunden beraten"): each must be a word of its own. */
  apart?: boolean;
}

export interface Term {
  label: string;
  kind: TermKind;
  variants: Variant[];
  /** Folded label words, for "is this term a more specific form of that one". */
  folded: string;
}

export interface Vocabulary {
  terms: Term[];
  /** First stem of a variant → the terms to try. */
  byFirstStem: Map<string, { term: Term; variant: Variant }[]>;
  splitter: CompoundSplitter;
}

/**
 * ESCO labels short enough to be named in an ad as they stand: knowledge areas of one or two
 * words ("Buchhaltung", "agiles Projektmanagement") and skills of two ("Kunden beraten"). Longer
 * labels describe competences in words no ad uses.
 */
function escoLabels(): string[] {
  const labels: string[] = [];
  for (const skill of escoSkills().values()) {
    const words = skill.label.split(/\s+/).length;
    if (skill.label.includes('(')) continue;
    if (skill.type === 'knowledge' ? words <= 2 : words === 2) labels.push(skill.label);
  }
  return labels;
}

function curatedLabels(): string[] {
  return CURATED_SKILL_SETS.flatMap((set) => splitList(set.skills)).filter((label) => !/ und /.test(label));
}

function addVariant(term: Term, stems: string[], wholeOnly: boolean, apart = false) {
  if (stems.length === 0 || stems.some((stem) => stem.length < 2)) return;
  const key = [...stems].sort().join(' ');
  if (term.variants.some((v) => [...v.stems].sort().join(' ') === key)) return;
  term.variants.push(apart ? { stems, wholeOnly, apart } : { stems, wholeOnly });
}

let vocabulary: Vocabulary | undefined;
let steps: Generator<void, Vocabulary> | undefined;
let warming: Promise<Vocabulary> | undefined;
let builds = 0;

/** How many times the vocabulary build began in this process (it must be once). */
export const vocabularyBuilds = () => builds;

/**
 * Forgets the vocabulary so the next caller builds it again. For tests: the server's test files
 * share one process (isolate off), so a file that watches the build must begin without one.
 */
export function forgetVocabulary(): void {
  vocabulary = undefined;
  steps = undefined;
  warming = undefined;
  builds = 0;
}

/** Labels handled between two pauses of the warm-up: a few milliseconds of work each. */
const LABELS_PER_STEP = 400;

/**
 * The vocabulary, built once. A caller who needs it now finishes the build in progress (the same
 * one a warm-up may have begun), so it is never built twice.
 */
export function getVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  steps ??= buildSteps();
  let step = steps.next();
  while (!step.done) step = steps.next();
  vocabulary = step.value;
  return vocabulary;
}

/**
 * Builds the vocabulary in small steps with a pause between them, so that requests are answered
 * while it builds (it takes seconds). Every caller gets the same promise.
 */
export function warmVocabulary(): Promise<Vocabulary> {
  warming ??= (async () => {
    steps ??= buildSteps();
    while (!vocabulary) {
      const step = steps.next();
      if (step.done) vocabulary = step.value;
      else await new Promise((resolve) => setImmediate(resolve));
    }
    return vocabulary;
  })();
  return warming;
}

/** Built from the catalogue's skills and our tool and trait lists; yields where it may pause. */
function* buildSteps(): Generator<void, Vocabulary> {
  builds += 1;
  const skillLabels = [...SKILL_AREAS, ...curatedLabels(), ...escoLabels()];
  yield;
  const splitter = new CompoundSplitter([]);
  for (let from = 0; from < skillLabels.length; from += LABELS_PER_STEP) {
    const slice = skillLabels.slice(from, from + LABELS_PER_STEP);
    splitter.learn(slice.flatMap((label) => splitWords(label).map((w) => w.text)));
    yield;
  }
  const terms = new Map<string, Term>();
  const termFor = (label: string, kind: TermKind) => {
    const key = foldWord(label);
    let term = terms.get(key);
    if (!term) {
      term = { label, kind, variants: [], folded: key };
      terms.set(key, term);
    }
    return term;
  };

  for (const spellings of TOOLS) {
    const term = termFor(spellings[0] ?? '', 'tool');
    for (const spelling of spellings) addVariant(term, labelStems(spelling), true);
  }
  for (const spellings of TRAITS) {
    const term = termFor(spellings[0] ?? '', 'skill');
    for (const spelling of spellings) addVariant(term, labelStems(spelling), true);
  }
  // "MS Excel" from a curated set is the tool Excel, not a second requirement.
  const toolKeys = new Set(
    [...terms.values()].flatMap((t) => t.variants.map((v) => [...v.stems].sort().join(' '))),
  );
  const languageStems = new Set(allLanguages().map((l) => stemWord(l.name)));
  for (const [index, label] of skillLabels.entries()) {
    if (index % LABELS_PER_STEP === 0) yield;
    if (terms.has(foldWord(label))) continue;
    const key = labelStems(label).sort().join(' ');
    if (
      toolKeys.has(key) ||
      key
        .split(' ')
        .some((stem) => languageStems.has(stem) || languageStems.has(stem.replace(/kenntnis$/, '')))
    )
      continue;
    const term = termFor(label, 'skill');
    const stems = labelStems(label);
    addVariant(term, stems, false);
    // A one-word compound also matches its parts written apart: "Kundenberatung" ~ "Kunden beraten".
    const split = stems.length === 1 ? splitter.split(label) : null;
    if (split && !split.genericHead) addVariant(term, split.parts.map(stemWord), false, true);
  }

  const byFirstStem = new Map<string, { term: Term; variant: Variant }[]>();
  for (const term of terms.values()) {
    for (const variant of term.variants) {
      const first = variant.stems[0] ?? '';
      const list = byFirstStem.get(first) ?? [];
      list.push({ term, variant });
      byFirstStem.set(first, list);
    }
  }
  return { terms: [...terms.values()], byFirstStem, splitter };
}
