import { type ResumeDocument, type ResumeEntry, richTextLines } from '@vita/shared';
import { runningTitle } from '@vita/shared/rules';
import type { CompoundSplitter } from './compounds';
import { foldWord, isStopWord } from './german-text';
import { indexText, type TextIndex } from './text-index';

/** A CV line the draft may quote, with the entry it belongs to. */
export interface CvLine {
  text: string;
  /** "als stellvertretende Filialleiterin bei Drogeriemarkt Lindner", or the section ("Kenntnisse"). */
  where: string;
  /** How the source names it: "Berufserfahrung: Stellvertretende Filialleiterin, Drogeriemarkt Lindner". */
  source: string;
  index: TextIndex;
}

export function entryWhere(entry: ResumeEntry): string {
  const title = runningTitle(entry.title);
  return [title ? `als ${title}` : '', entry.subtitle ? `bei ${entry.subtitle}` : '']
    .filter(Boolean)
    .join(' ');
}

export function entrySource(sectionTitle: string, entry: ResumeEntry): string {
  const what = [entry.title, entry.subtitle].filter(Boolean).join(', ');
  return `${sectionTitle}: ${what}${entry.dateRange ? ` (${entry.dateRange})` : ''}`;
}

/** The lines of the jobs (title and description, newest first) and of the skills section. */
export function cvLines(doc: ResumeDocument, splitter: CompoundSplitter): CvLine[] {
  const lines: CvLine[] = [];
  for (const section of doc.sections) {
    if (section.kind === 'entries' && (section.key === 'work' || section.key === 'education')) {
      for (const entry of section.entries) {
        const source = entrySource(section.title, entry);
        const where =
          section.key === 'work'
            ? entryWhere(entry)
            : `in „${entry.title}“${entry.subtitle ? `, ${entry.subtitle}` : ''}`;
        for (const text of [entry.title, ...richTextLines(entry.descriptionBlocks)]) {
          if (text.trim() !== '')
            lines.push({ text: text.trim(), where, source, index: indexText(text, splitter) });
        }
      }
    } else if (section.kind === 'rich' && section.key === 'skills') {
      for (const text of richTextLines(section.blocks)) {
        if (text.trim() !== '')
          lines.push({
            text: text.trim(),
            where: `laut ${section.title}`,
            source: `${section.title}: ${text.trim()}`,
            index: indexText(text, splitter),
          });
      }
    }
  }
  return lines;
}

/** Words a task shares with nearly any CV line: they prove nothing on their own. */
const GENERIC = new Set(
  (
    'team teams mitarbeit mitarbeitend mitarbeiterinn aufgab bereich tatig tatigkeit unterstutz durchfuhr ' +
    'verantwort eigenverantwort selbststand arbeit arbeiten zusammenarbeit abteil unternehm firma kolleg ' +
    'taglich regelmass allgemein sonstig weit neu neuen ubernahm ubernehm sicherstell gewahrleist'
  ).split(' '),
);

function taskStems(index: TextIndex): Set<string> {
  const stems = new Set<string>();
  for (const word of index.words) {
    const folded = foldWord(word.word.text);
    if (isStopWord(folded) || /^\d+$/.test(folded) || folded.length < 4) continue;
    for (const stem of [...word.whole, ...word.parts])
      if (stem.length >= 4 && !GENERIC.has(stem)) stems.add(stem);
  }
  return stems;
}

/**
 * The CV line that shows a task of the ad: the one sharing most of the task's telling words (at
 * least one), the newest on a tie. Null when the CV does not show it: the draft then does not claim it.
 */
export function evidenceForTask(
  task: string,
  lines: readonly CvLine[],
  splitter: CompoundSplitter,
): CvLine | null {
  const wanted = taskStems(indexText(task, splitter));
  let best: CvLine | null = null;
  let bestCount = 0;
  for (const line of lines) {
    let count = 0;
    for (const stem of wanted) if (line.index.positions.has(stem)) count++;
    if (count > bestCount) {
      best = line;
      bestCount = count;
    }
  }
  return best;
}
