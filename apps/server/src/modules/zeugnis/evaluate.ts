import type { ZeugnisCase } from './fixtures/zeugnis-case';
import { analyzeZeugnis } from './rules/analyze';

export type CaseResult = { name: string; expected: number | null; got: number | null; within: boolean };

/** Within ±0.5 of the expert's grade; an einfaches Zeugnis is right when it is graded as none. */
export function scoreCases(cases: readonly ZeugnisCase[]): { results: CaseResult[]; share: number } {
  const results = cases.map(({ name, expected, text }) => {
    const got = analyzeZeugnis(text).overall_grade;
    const within =
      expected === null || got === null ? expected === got : Math.abs(got - expected) <= 0.5 + 1e-9;
    return { name, expected, got, within };
  });
  return { results, share: results.filter((r) => r.within).length / Math.max(1, results.length) };
}
