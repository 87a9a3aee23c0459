import type { LetterFields } from '@vita/shared/contracts';
import type { ResumeDocument, ResumeEntry } from '@vita/shared/resume';
import { escapeHtml } from '@vita/shared/resume';
import { fillPlaceholders, placeholderValues } from './fill-placeholders';
import { type LetterContext, letterContext, workEntries } from './letter-context';
import { phrasesFor } from './phrase-library';

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The opening: where the applicant stands now, and what they want to bring to this job. */
function introText(newest: ResumeEntry | undefined, context: LetterContext): string {
  const aim = 'möchte ich als {position} bei {company} einbringen, besonders bei [Aufgabe aus der Anzeige].';
  if (!newest || context.level === 'entry') {
    const start = newest
      ? 'zuletzt war ich als {lastTitle} bei {lastEmployer} tätig, und meine Ausbildung zur/zum [Beruf] schließe ich im [Monat Jahr] ab.'
      : 'meine Ausbildung zur/zum [Beruf] schließe ich im [Monat Jahr] ab.';
    return `${start} Was ich dort gelernt habe, ${aim}`;
  }
  const from = newest.start?.year;
  const to = newest.end?.year;
  const since =
    from === undefined
      ? 'zuletzt war ich als {lastTitle} bei {lastEmployer} tätig.'
      : newest.current || to === undefined
        ? `seit ${from} arbeite ich als {lastTitle} bei {lastEmployer}.`
        : `von ${from} bis ${to} war ich als {lastTitle} bei {lastEmployer} tätig.`;
  return `${since} Diese Erfahrung ${aim}`;
}

/** The first bullet points of the newest job's description: results the user already wrote down. */
function achievements(newest: ResumeEntry | undefined): string[] {
  if (!newest) return [];
  return newest.descriptionBlocks
    .flatMap((block) =>
      block.type === 'list'
        ? block.items.filter((item) => item.level === 0).map((item) => item.runs.map((r) => r.text).join(''))
        : block.type === 'paragraph'
          ? [block.runs.map((r) => r.text).join('')]
          : [],
    )
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '' && text.length <= 220);
}

/** Two or three points: the newest job's results, then the top skills, then a prompt to fill. */
function qualificationPoints(newest: ResumeEntry | undefined, context: LetterContext): string[] {
  const points = achievements(newest).slice(0, 2);
  for (const skill of context.skills) {
    if (points.length >= 3) break;
    points.push(`${skill}: [wo Sie das eingesetzt haben, mit Ergebnis]`);
  }
  while (points.length < 2) points.push('[ein Ergebnis aus Ihrer bisherigen Arbeit, am besten mit Zahl]');
  return points.slice(0, 3);
}

/**
 * "Ersten Entwurf erstellen": a whole letter body from the resume (newest job, its results, the
 * top skills) and the letter (position, company), as HTML paragraphs the editor takes. What only
 * the applicant knows stays as a [prompt in brackets]. Deterministic: same input, same draft.
 */
export function buildFirstDraft(
  doc: ResumeDocument,
  letter: Pick<LetterFields, 'position' | 'recipient'>,
  now: Date,
  profileTitle = '',
): string {
  const context = letterContext(doc, letter, now, profileTitle);
  const values = placeholderValues(context);
  const fill = (text: string) => fillPlaceholders(text, values);
  const newest = workEntries(doc)[0];
  const motivation = phrasesFor(context.field, context.level, 'motivation')[0]?.text ?? '';
  const lead = newest ? 'Was ich aus meiner Arbeit bei {lastEmployer} mitbringe:' : 'Was ich mitbringe:';
  const points = qualificationPoints(newest, context);
  return [
    paragraph(fill(introText(newest, context))),
    paragraph(fill(lead)),
    `<ul>${points.map((point) => `<li><p>${escapeHtml(point)}</p></li>`).join('')}</ul>`,
    paragraph(fill(motivation)),
    paragraph(
      fill(
        'Beginnen kann ich zum [Eintrittstermin]; meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Jahr. ' +
          'Wie ich [Aufgabe aus der Anzeige] bei {company} angehen würde, erläutere ich Ihnen gern in einem Gespräch.',
      ),
    ),
  ].join('');
}
