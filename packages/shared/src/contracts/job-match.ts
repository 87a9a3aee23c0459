import { z } from 'zod';
import { okResponse, resumeTokenSchema, safeString } from './common';

export const JOB_MATCH_LIMITS = {
  /** Characters of one pasted job ad; a real ad has 2,000–6,000. */
  maxAdChars: 20_000,
} as const;

/** What an ad asks for; `degree`, `licence` and `experience` count double in the score. */
export const REQUIREMENT_KINDS = ['skill', 'tool', 'language', 'licence', 'degree', 'experience'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const jobMatchRequestSchema = z.object({
  resume_token: resumeTokenSchema,
  ad_text: safeString({ error: 'ad_text muss ein Text sein.' })
    .trim()
    .min(1, 'Bitte fügen Sie den Text der Stellenanzeige ein.')
    .max(
      JOB_MATCH_LIMITS.maxAdChars,
      `Die Stellenanzeige ist zu lang (höchstens ${JOB_MATCH_LIMITS.maxAdChars.toLocaleString('de-DE')} Zeichen).`,
    ),
});
export type JobMatchRequest = z.infer<typeof jobMatchRequestSchema>;

export const jobRequirementSchema = z.object({
  /** As the CV would name it: "Buchhaltung", "SAP", "Englisch (C1)", "Führerschein Klasse B". */
  label: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  found_in_resume: z.boolean(),
  /** Where the CV shows it ("Kenntnisse: Finanzbuchhaltung"), or why it falls short; "" when missing. */
  evidence: z.string(),
  /** Points this requirement counts in the score (1, or 2 for degrees, licences and experience). */
  weight: z.number().int().min(1),
});
export type JobRequirement = z.infer<typeof jobRequirementSchema>;

export const jobMatchResponseSchema = okResponse({
  /** 0–100: the weighted share of requirements found; 0 when the ad names none. */
  score: z.number().int().min(0).max(100),
  /** "7 von 10 Anforderungen erfüllt …": how the score came about, in German. */
  explanation: z.string(),
  requirements: z.array(jobRequirementSchema),
});
export type JobMatchResponse = z.infer<typeof jobMatchResponseSchema>;
