import type { Catalogue } from '../job-profiles';
import { matchOccupation } from './match-occupation';
import type { TitleCase } from './title-case';

export interface MatchQuality {
  /** Right profile among the answers given. */
  precision: number;
  /** Right profile among the titles that name one. */
  recall: number;
  answered: number;
  right: number;
  withProfile: number;
  failures: string[];
}

/** Runs the matcher over a title table and counts how often it names the right profile. */
export function measureMatchQuality(catalogue: Catalogue, cases: readonly TitleCase[]): MatchQuality {
  let answered = 0;
  let right = 0;
  let withProfile = 0;
  const failures: string[] = [];
  for (const [typed, expected, context] of cases) {
    const found = matchOccupation(catalogue, typed, context)?.profile.title ?? null;
    if (expected !== null) withProfile += 1;
    if (found !== null) answered += 1;
    if (found !== null && found === expected) right += 1;
    if (found !== expected)
      failures.push(`"${typed}": expected ${expected ?? 'none'}, got ${found ?? 'none'}`);
  }
  return {
    precision: answered === 0 ? 0 : right / answered,
    recall: withProfile === 0 ? 0 : right / withProfile,
    answered,
    right,
    withProfile,
    failures,
  };
}
