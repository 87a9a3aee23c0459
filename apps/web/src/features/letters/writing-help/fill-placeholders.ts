import { escapeHtml } from '@vita/shared/resume';
import type { LetterContext } from './letter-context';

const NUMBER_WORDS = [
  '',
  'einem',
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

/** Years in the dative ("seit drei Jahren", "nach einem Jahr"), as German writes small numbers. */
export function yearsDative(years: number | null): string {
  if (years === null) return '[Anzahl] Jahren';
  if (years < 1) return 'weniger als einem Jahr';
  if (years === 1) return 'einem Jahr';
  return `${NUMBER_WORDS[years] ?? String(years)} Jahren`;
}

/** What each placeholder becomes when the resume or letter does not know it: a visible prompt. */
const PROMPTS = {
  position: '[Position]',
  company: '[Unternehmen]',
  lastTitle: '[letzte Tätigkeit]',
  lastEmployer: '[Arbeitgeber]',
  skill: '[Kenntnis]',
} as const;

export function placeholderValues(context: LetterContext): Record<string, string> {
  const or = (value: string, prompt: string) => (value === '' ? prompt : value);
  return {
    position: or(context.position, PROMPTS.position),
    company: or(context.company, PROMPTS.company),
    lastTitle: or(context.lastTitle, PROMPTS.lastTitle),
    lastEmployer: or(context.lastEmployer, PROMPTS.lastEmployer),
    years: yearsDative(context.years),
    yearsInLastJob: yearsDative(context.yearsInLastJob),
    skill1: context.skills[0] ?? PROMPTS.skill,
    skill2: context.skills[1] ?? PROMPTS.skill,
    skill3: context.skills[2] ?? PROMPTS.skill,
  };
}

/** The phrase as plain text with every known {placeholder} filled; unknown names stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * The phrase as one HTML paragraph for the letter body. Values come from the user, so the text is
 * escaped after filling: the body is sanitised on the server too, but a name like "Müller & Söhne"
 * must arrive as text, not as markup.
 */
export function phraseParagraph(text: string, values: Record<string, string>): string {
  return `<p>${escapeHtml(fillPlaceholders(text, values))}</p>`;
}
