import { foldWord, stemWord } from './german-text';

/** Heads that turn a skill into "knowledge of the skill": "Buchhaltungskenntnisse" → "Buchhaltung". */
const GENERIC_HEADS = [
  'kenntnisse',
  'kenntnis',
  'erfahrung',
  'erfahrungen',
  'fähigkeit',
  'fähigkeiten',
  'kompetenz',
  'kompetenzen',
  'wissen',
  'know-how',
  'grundkenntnisse',
  'tätigkeit',
  'tätigkeiten',
  'bereich',
  'aufgaben',
].map(foldWord);
const GENERIC = new Set(GENERIC_HEADS);

/** Linking letters between the parts of a compound ("Buchhaltung-s-kenntnisse"). */
const LINKS = ['', 's', 'es', 'n', 'en', 'e'];
const MIN_PART = 4;

export interface CompoundSplit {
  /** Folded parts, modifier first: "kundenberatung" → ["kunden", "beratung"]. */
  parts: string[];
  /** True when the last part is a generic head such as "kenntnisse". */
  genericHead: boolean;
}

/**
 * Splits German compounds over a word list (the skill vocabulary and a few generic heads): the
 * longest known prefix whose rest is known or splits again. Unknown words stay whole.
 */
export class CompoundSplitter {
  /** Stems of the known words: a part counts when its stem is one ("beratung" ~ "beraten"). */
  private readonly knownStems = new Set<string>();
  private readonly cache = new Map<string, string[] | null>();

  constructor(words: Iterable<string>) {
    this.learn([...words, ...GENERIC_HEADS]);
  }

  /** More known words; the vocabulary's warm-up adds them a slice at a time. */
  learn(words: Iterable<string>): void {
    for (const word of words) {
      const folded = foldWord(word);
      if (folded.length >= MIN_PART) this.knownStems.add(stemWord(folded));
    }
    this.cache.clear();
  }

  private isKnown(part: string): boolean {
    return part.length >= MIN_PART && this.knownStems.has(stemWord(part));
  }

  split(word: string): CompoundSplit | null {
    const folded = foldWord(word);
    const parts = this.splitFolded(folded, 0);
    if (!parts || parts.length < 2) return null;
    return { parts, genericHead: GENERIC.has(parts[parts.length - 1] ?? '') };
  }

  /** The longest known word a compound ends in ("Debitorenbuchhaltung" → "buchhaltung"), folded. */
  head(word: string): string | undefined {
    const folded = foldWord(word);
    for (let cut = MIN_PART; cut <= folded.length - MIN_PART; cut++) {
      if (this.isKnown(folded.slice(cut))) return folded.slice(cut);
    }
    return undefined;
  }

  private splitFolded(word: string, depth: number): string[] | null {
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    let result: string[] | null = null;
    if (depth < 4) {
      for (let cut = word.length - MIN_PART; cut >= MIN_PART && !result; cut--) {
        const prefix = word.slice(0, cut);
        if (!this.isKnown(prefix)) continue;
        for (const link of LINKS) {
          const rest = word.slice(cut);
          if (!rest.startsWith(link)) continue;
          const tail = rest.slice(link.length);
          if (tail.length < MIN_PART) continue;
          if (this.isKnown(tail)) {
            result = [prefix, tail];
            break;
          }
          const more = this.splitFolded(tail, depth + 1);
          if (more) {
            result = [prefix, ...more];
            break;
          }
        }
      }
    }
    if (this.cache.size < 100_000) this.cache.set(word, result);
    return result;
  }
}
