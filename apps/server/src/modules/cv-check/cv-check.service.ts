import { buildResumeDocument, type CvCheckSection, type StoredResumeParts } from '@vita/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema';
import type { ResumeRow } from '../resume/resume-access';
import { loadStoredParts } from '../resume/resume-parts';
import type { SpellChecker } from '../spellcheck/spell-checker';
import { checkTexts } from '../spellcheck/spellcheck.service';
import type { SpelledText } from './check-input';
import { checkResume } from './check-resume';
import { spellTexts } from './run-rules';
import type { CheckLang } from './texts';

/** The check needs Hunspell's verdict only, no suggestions. */
const NO_SUGGESTIONS = { waitMs: 0, maxWords: 0, singleWordWaitMs: 0 };

async function photoHeight(db: Db, resume: ResumeRow): Promise<number | null> {
  const [row] = await db.select({ height: photos.height }).from(photos).where(eq(photos.resumeId, resume.id));
  return row?.height ?? null;
}

/** The applicant's own names (places, employers, schools): right wherever they stand. */
function ownNames(parts: StoredResumeParts): string[] {
  const h = parts.heading;
  const names = [
    h?.fname,
    h?.lname,
    h?.street,
    h?.location,
    ...parts.work.flatMap((w) => [w.employer, w.city, w.country]),
    ...parts.education.flatMap((e) => [e.sname, e.slname]),
  ];
  return names.filter((n): n is string => typeof n === 'string' && n.trim() !== '').slice(0, 200);
}

async function misspellings(checker: SpellChecker, parts: StoredResumeParts): Promise<SpelledText[]> {
  const texts = spellTexts(parts);
  if (texts.length === 0) return [];
  const { results } = await checkTexts(
    checker,
    { lang: 'de', texts, names: ownNames(parts) },
    NO_SUGGESTIONS,
  );
  return results.map(({ id, misspellings: wrong }) => {
    const [section, entry] = id.split(':');
    return {
      section: section as CvCheckSection,
      ...(entry === undefined ? {} : { entry: Number(entry) }),
      words: wrong.map((m) => m.word),
    };
  });
}

export type CvCheckOptions = { lang: CheckLang; pages: number | null; now: Date; checker: SpellChecker };

/** Reads what the rules need (parts, photo size), then checks them. */
export async function checkStoredResume(db: Db, resume: ResumeRow, options: CvCheckOptions) {
  const [parts, height] = await Promise.all([loadStoredParts(db, resume), photoHeight(db, resume)]);
  return checkResumeParts(parts, height, options);
}

/** Asks Hunspell for its verdict on the resume's texts, then runs the pure check. */
export async function checkResumeParts(
  parts: StoredResumeParts,
  height: number | null,
  options: CvCheckOptions,
) {
  const doc = buildResumeDocument(parts, { now: options.now });
  return checkResume(
    {
      parts,
      doc,
      pages: options.pages,
      photoHeight: height,
      misspellings: await misspellings(options.checker, parts),
      now: options.now,
    },
    options.lang,
  );
}
