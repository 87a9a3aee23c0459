import type { JobRequirement, ResumeDocument } from '@vita/shared';
import { extractRequirements } from './extract-requirements';
import { checkRequirement } from './match-resume';
import { resumeLines } from './resume-lines';
import { scoreOf, weightOf } from './score';
import { getVocabulary } from './vocabulary';

export interface JobMatch {
  score: number;
  explanation: string;
  requirements: JobRequirement[];
}

/** What the ad asks for, and which of it the CV shows. Runs on the server alone. */
export function matchJobAd(doc: ResumeDocument, adText: string, now: Date = new Date()): JobMatch {
  const lines = resumeLines(doc, getVocabulary().splitter);
  const requirements = extractRequirements(adText).map((requirement): JobRequirement => {
    const finding = checkRequirement(requirement, doc, lines, now);
    return {
      label: requirement.label,
      kind: requirement.kind,
      found_in_resume: finding.found,
      evidence: finding.evidence,
      weight: weightOf(requirement.kind),
    };
  });
  return { ...scoreOf(requirements), requirements };
}
