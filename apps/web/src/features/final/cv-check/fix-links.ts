import type { CvCheckFinding } from '@vita/shared/contracts';
import { paths } from '../../../flow/paths';

/** Rules whose fix is in an entry's description, not in its dates or titles. */
const IN_DESCRIPTION: ReadonlySet<CvCheckFinding['rule']> = new Set(['bullet_length', 'spelling']);

const SECTION_PATHS = {
  heading: paths.heading,
  skills: paths.skills,
  summary: paths.summary,
  languages: paths.languages,
  signature: paths.signature,
  work: paths.workSummary,
  education: paths.educationSummary,
} as const;

/** The id of the fit control's section on the final page, where the length is fixed. */
export const FIT_TARGET_ID = 'final-fit-pages';

/**
 * Where a finding is fixed: the entry's form (`?index=` of the stored list) or its description
 * page, the section's step, or the page-count control on the final page itself.
 */
export function fixTarget(finding: Pick<CvCheckFinding, 'rule' | 'section' | 'entry'>): string {
  const { rule, section, entry } = finding;
  if (section === 'document') return `#${FIT_TARGET_ID}`;
  if ((section === 'work' || section === 'education') && entry !== undefined) {
    const describe = IN_DESCRIPTION.has(rule);
    if (section === 'work') return `${describe ? paths.workDescription : paths.workForm}?index=${entry}`;
    return `${describe ? paths.educationDescription : paths.educationForm}?index=${entry}`;
  }
  return SECTION_PATHS[section];
}
