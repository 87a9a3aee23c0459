import { getItem, type PreviousResume, type StoreValues, setItem } from './local-store';

/** Enough to find one's way back; older entries drop off. */
export const MAX_PREVIOUS_RESUMES = 10;
const TOKEN = /^[a-f0-9]{32}$/;

/** The remembered resumes, newest first; entries that do not read as one are left out. */
export function readPreviousResumes(): PreviousResume[] {
  return (getItem('previousResumes') ?? []).filter(
    (entry): entry is PreviousResume =>
      typeof entry.token === 'string' &&
      TOKEN.test(entry.token) &&
      typeof entry.name === 'string' &&
      typeof entry.leftAt === 'string',
  );
}

/** Whether the browser holds a resume with something in it (not just a token). */
export function hasOwnResume(values: StoreValues): boolean {
  return (
    values.resumeToken !== null &&
    (values.heading !== null ||
      (values.work?.length ?? 0) > 0 ||
      (values.education?.length ?? 0) > 0 ||
      !!values.skills?.data ||
      !!values.summary?.data)
  );
}

/** The resume's name as the visitor knows it: its title, else the name in its heading. */
export function resumeLabel(values: StoreValues): string {
  const title = values.resumeName?.trim();
  if (title) return title;
  return [values.heading?.fname, values.heading?.lname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Opening `token` by link asks first when it would replace a resume of the visitor's own. A
 * resume they left for another on this device is theirs to switch back to without asking.
 */
export function needsConfirmation(token: string, values: StoreValues): boolean {
  if (token === values.resumeToken || !hasOwnResume(values)) return false;
  return !readPreviousResumes().some((entry) => entry.token === token);
}

/**
 * Called just before the local resume is replaced by another: remembers it (newest first, once),
 * and drops the one being opened, which is the current one from then on.
 */
export function rememberLeftResume(values: StoreValues, opening: string, now = new Date()): void {
  const kept = readPreviousResumes().filter((entry) => entry.token !== opening);
  const token = values.resumeToken;
  if (token === null || token === opening || !hasOwnResume(values)) {
    setItem('previousResumes', kept);
    return;
  }
  const left: PreviousResume = { token, name: resumeLabel(values), leftAt: now.toISOString() };
  setItem(
    'previousResumes',
    [left, ...kept.filter((entry) => entry.token !== token)].slice(0, MAX_PREVIOUS_RESUMES),
  );
}
