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

/** Built once on first use from the catalogue's skills and our tool and trait lists. */
export function getVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const skillLabels = [...SKILL_AREAS, ...curatedLabels(), ...escoLabels()];
  const splitter = new CompoundSplitter(skillLabels.flatMap((label) => splitWords(label).map((w) => w.text)));
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
  for (const label of skillLabels) {
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
  vocabulary = { terms: [...terms.values()], byFirstStem, splitter };
  return vocabulary;
}
