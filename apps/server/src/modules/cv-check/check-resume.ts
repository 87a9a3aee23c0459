import { CV_CHECK_COSTS, CV_CHECK_SECTIONS, type CvCheckFinding } from '@vita/shared';
import type { CvCheckInput } from './check-input';
import { readingOrder } from './reading-order';
import { runRules } from './run-rules';
import { SEVERITY, scoreFindings } from './score';
import { type CheckLang, findingText } from './texts';

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** The whole check of one resume, put into words: pure, no I/O (see cv-check.service.ts for that). */
export function checkResume(input: CvCheckInput, lang: CheckLang) {
  const { findings: raw, pages } = runRules(input);
  const findings = raw
    .map(
      (f): CvCheckFinding => ({
        rule: f.rule,
        severity: SEVERITY[f.rule],
        section: f.section,
        ...(f.entry === undefined ? {} : { entry: f.entry }),
        ...findingText(f.rule, f.params, lang),
      }),
    )
    .sort(
      (a, b) =>
        CV_CHECK_SECTIONS.indexOf(a.section) - CV_CHECK_SECTIONS.indexOf(b.section) ||
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        (a.entry ?? -1) - (b.entry ?? -1),
    );
  const { score, explanation } = scoreFindings(findings, lang);
  return {
    score,
    explanation,
    costs: { ...CV_CHECK_COSTS },
    pages,
    reading_order: readingOrder(input.doc),
    findings,
  };
}
