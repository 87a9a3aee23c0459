import type {
  DraftBlock,
  DraftSentence,
  DraftSource,
  LetterAnswerField,
  LetterAnswers,
  LetterDraft,
  ResumeDocument,
  ResumeEntry,
} from '@vita/shared';
import { runningTitle, withoutGenderMarker } from '@vita/shared/rules';
import { extractTasks } from './ad-tasks';
import { cvLines, entrySource, evidenceForTask } from './draft-evidence';
import { type DraftParts, fitDraft } from './draft-length';
import { extractRequirements } from './extract-requirements';
import { checkRequirement } from './match-resume';
import { resumeLines } from './resume-lines';
import { getVocabulary } from './vocabulary';

interface TaskItem {
  task: string;
  item: DraftSentence;
}

export interface DraftInput {
  adText: string;
  position: string;
  company: string;
  answers: LetterAnswers;
}

const NUMBER_WORDS = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
];
const yearsText = (years: number) =>
  years === 1 ? 'ein Jahr' : `${NUMBER_WORDS[years] ?? String(years)} Jahre`;

const sentence = (text: string, ...sources: DraftSource[]): DraftSentence => ({ text, sources });
const ad = (text: string): DraftSource => ({ kind: 'ad', text });
const cv = (text: string): DraftSource => ({ kind: 'resume', text });
const letter = (text: string): DraftSource => ({ kind: 'letter', text });
const answer = (field: LetterAnswerField, text: string): DraftSource => ({
  kind: 'answer',
  text: `${field}: ${text}`,
});

const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
/** The text after "Abschnitt: " of an evidence line. */
const evidenceBody = (evidence: string) => evidence.slice(evidence.indexOf(': ') + 2);

function entries(doc: ResumeDocument, key: string): { title: string; list: ResumeEntry[] } {
  const section = doc.sections.find((s) => s.key === key);
  return section?.kind === 'entries'
    ? { title: section.title, list: section.entries }
    : { title: '', list: [] };
}

/** Months of work over all jobs, a gap not counted and parallel jobs once. */
function workYears(list: readonly ResumeEntry[], now: Date): number | null {
  const today = now.getFullYear() * 12 + now.getMonth();
  const spans = list
    .flatMap((e) => {
      if (!e.start) return [];
      const start = e.start.year * 12 + (e.start.month ?? 1) - 1;
      const end = e.end && !e.current ? e.end.year * 12 + (e.end.month ?? 12) : today;
      return [[start, end] as const];
    })
    .sort((a, b) => a[0] - b[0]);
  if (spans.length === 0) return null;
  let months = 0;
  let coveredTo = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredTo);
    if (end > from) months += end - from;
    coveredTo = Math.max(coveredTo, end);
  }
  return Math.floor(months / 12);
}

/** Where the applicant stands now: the newest job, or a running study or training. */
function opening(doc: ResumeDocument, input: DraftInput, now: Date): DraftSentence[] {
  const work = entries(doc, 'work');
  const education = entries(doc, 'education');
  const sentences: DraftSentence[] = [];
  const newest = work.list[0];
  const position = runningTitle(input.position);
  const company = input.company.trim();
  if (newest) {
    const where = `als ${runningTitle(newest.title)}${newest.subtitle ? ` bei ${newest.subtitle}` : ''}`;
    const source = cv(entrySource(work.title, newest));
    const text =
      newest.current && newest.start
        ? `Seit ${newest.start.year} arbeite ich ${where}.`
        : newest.end
          ? `Bis ${newest.end.year} war ich ${where} tätig.`
          : `Zuletzt war ich ${where} tätig.`;
    sentences.push(sentence(`${text[0]?.toUpperCase()}${text.slice(1)}`, source));
  } else {
    const running = education.list.find((entry) => entry.current) ?? education.list[0];
    if (running) {
      const at = running.subtitle ? ` an der Einrichtung ${running.subtitle}` : '';
      const text = running.current
        ? `Zurzeit bin ich in „${running.title}“${running.subtitle ? ` (${running.subtitle})` : ''}.`
        : `Abgeschlossen habe ich „${running.title}“${at ? ` (${running.subtitle})` : ''}.`;
      sentences.push(sentence(text, cv(entrySource(education.title, running))));
    }
  }
  const years = workYears(work.list, now);
  const job = position ? `als ${position}` : '';
  const at = company ? ` bei ${company}` : '';
  const sources = [
    letter(`Position: ${input.position}`),
    ...(company ? [letter(`Unternehmen: ${company}`)] : []),
  ];
  if (years !== null && years >= 1 && position) {
    sources.push(...work.list.map((entry) => cv(entrySource(work.title, entry))));
    sentences.push(
      sentence(`Für die Stelle ${job}${at} bringe ich ${yearsText(years)} Berufserfahrung mit.`, ...sources),
    );
  } else if (position) {
    sentences.push(sentence(`Für die Stelle ${job}${at} bringe ich Folgendes mit.`, ...sources));
  }
  return sentences;
}

/**
 * The ad's tasks that the CV shows, each with the CV line that shows it (five at most). The job the
 * opening names (`opened`, its CV source) is not named again in every item: the page has no room.
 */
function taskItems(doc: ResumeDocument, tasks: readonly string[], opened: string | null): TaskItem[] {
  const splitter = getVocabulary().splitter;
  const lines = cvLines(doc, splitter);
  const items: TaskItem[] = [];
  for (const task of tasks) {
    const line = evidenceForTask(task, lines, splitter);
    if (!line) continue;
    const where = line.source === opened ? '' : line.where;
    const shown = [line.text === task ? '' : line.text, where].filter(Boolean).join(', ');
    const text = withStop(shown ? `${task}: ${shown}` : task);
    items.push({ task, item: sentence(text, ad(task), cv(line.source)) });
    if (items.length >= 5) break;
  }
  return items;
}

const PROFILE_ORDER = ['degree', 'experience', 'licence', 'language', 'tool', 'skill'];

/** The ad's requirements the CV meets, each with where the CV shows it. Missing ones are never claimed. */
function profileItems(
  doc: ResumeDocument,
  adText: string,
  named: readonly string[],
  now: Date,
): DraftSentence[] {
  const lines = resumeLines(doc, getVocabulary().splitter);
  const namedText = named.join(' ').toLowerCase();
  return (
    extractRequirements(adText)
      .map((requirement) => ({ requirement, finding: checkRequirement(requirement, doc, lines, now) }))
      .filter(
        ({ requirement, finding }) => finding.found && !namedText.includes(requirement.label.toLowerCase()),
      )
      // The ad may ask the same thing twice ("Staplerschein" as licence and as skill): one sentence.
      .filter(
        ({ requirement }, at, all) => all.findIndex((o) => o.requirement.label === requirement.label) === at,
      )
      .sort((a, b) => PROFILE_ORDER.indexOf(a.requirement.kind) - PROFILE_ORDER.indexOf(b.requirement.kind))
      .slice(0, 5)
      .map(({ requirement, finding }) =>
        sentence(
          withStop(`${requirement.label}: ${evidenceBody(finding.evidence)}`),
          ad(requirement.label),
          cv(finding.evidence),
        ),
      )
  );
}

/** "1. März 2027" → "zum 1. März 2027"; "ab sofort" stays. */
function startText(value: string): string {
  return /^\d/.test(value) ? `zum ${value}` : value;
}

function answerSentences(answers: LetterAnswers): DraftSentence[] {
  const sentences: DraftSentence[] = [];
  const motivation = answers.motivation.trim();
  if (motivation) sentences.push(sentence(withStop(motivation), answer('motivation', motivation)));
  const start = answers.start_date.trim();
  if (start)
    sentences.push(sentence(`Beginnen kann ich ${withStop(startText(start))}`, answer('start_date', start)));
  const salary = answers.salary.trim();
  if (salary) {
    const amount = /^[\d.,\s]+$/.test(salary) ? `${salary} Euro brutto im Jahr` : salary;
    sentences.push(
      sentence(`Meine Gehaltsvorstellung liegt bei ${withStop(amount)}`, answer('salary', salary)),
    );
  }
  return sentences;
}

/** What the ad asks the applicant to say that only they can, still empty. */
function asks(adText: string, answers: LetterAnswers): LetterAnswerField[] {
  const asked: LetterAnswerField[] = [];
  if (answers.motivation.trim() === '') asked.push('motivation');
  if (
    /eintrittstermin|frühestmöglich|verfügbarkeit|starttermin|eintrittsdatum/i.test(adText) &&
    !answers.start_date.trim()
  )
    asked.push('start_date');
  if (
    /gehaltsvorstellung|gehaltswunsch|gehaltsangabe|gehaltserwartung/i.test(adText) &&
    !answers.salary.trim()
  )
    asked.push('salary');
  return asked;
}

export const CLOSING = 'Gern erzähle ich Ihnen in einem Gespräch mehr darüber.';

/**
 * The first draft of an Anschreiben from the ad and the CV, and nothing else: each sentence names
 * its sources (ad phrase, CV entry, the letter's position and company, or the applicant's own
 * answer). A task or requirement the CV does not show is left out, never claimed.
 */
export function draftLetter(doc: ResumeDocument, input: DraftInput, now: Date = new Date()): LetterDraft {
  const tasks = extractTasks(input.adText);
  const intro = opening(doc, input, now);
  const work = entries(doc, 'work');
  const newest = work.list[0];
  const shown = taskItems(doc, tasks, newest ? entrySource(work.title, newest) : null);
  const answered = answerSentences(input.answers);
  const blocksOf = ({ tasks: taskList, profile }: DraftParts<TaskItem, DraftSentence>): DraftBlock[] => {
    const named = taskList.map((t) => t.task);
    const blocks: DraftBlock[] = [];
    if (intro.length > 0) blocks.push({ kind: 'paragraph', sentences: intro });
    if (named.length > 0) {
      blocks.push({
        kind: 'paragraph',
        sentences: [
          sentence('Aufgaben aus Ihrer Anzeige, die ich aus meiner Arbeit kenne:', ...named.map(ad)),
        ],
      });
      blocks.push({ kind: 'list', sentences: taskList.map((t) => t.item) });
    }
    if (profile.length > 0) {
      blocks.push({
        kind: 'paragraph',
        sentences: [sentence('Zu Ihrem Profil:', ...profile.flatMap((s) => s.sources.slice(0, 1)))],
      });
      blocks.push({ kind: 'list', sentences: profile });
    }
    if (answered.length > 0) blocks.push({ kind: 'paragraph', sentences: answered });
    blocks.push({
      kind: 'paragraph',
      sentences: [sentence(CLOSING, { kind: 'convention', text: 'Schlusssatz' })],
    });
    return blocks;
  };
  // Requirements the tasks already name are not repeated; all tasks shown count for that.
  const profile = profileItems(
    doc,
    input.adText,
    shown.map((t) => t.task),
    now,
  );
  // An Anschreiben is one page: the lists are shortened until the draft fits.
  const fitted = fitDraft({ tasks: shown, profile }, blocksOf);
  const title = withoutGenderMarker(input.position) ? input.position.trim() : '';
  return {
    subject: title ? `Bewerbung als ${title}` : 'Bewerbung',
    blocks: blocksOf(fitted),
    tasks,
    tasks_named: fitted.tasks.map((t) => t.task),
    asks: asks(input.adText, input.answers),
  };
}
