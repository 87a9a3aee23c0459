import { educationEntryDates, workEntryDates } from './entry-order';

/**
 * Whether a resume whose sections were never arranged lists Ausbildung before Berufserfahrung, as
 * German CVs of pupils and students do: when there is education and no job, or when an education
 * is still running and every running job began after it (a student's Werkstudent or Nebenjob).
 * A job held before a part-time study began (berufsbegleitend) keeps work first.
 */
export function listsEducationFirst(work: readonly unknown[], education: readonly unknown[]): boolean {
  if (education.length === 0) return false;
  if (work.length === 0) return true;
  const schools = education.map(educationEntryDates);
  const running = schools.filter((school) => school.current);
  if (running.length === 0) return false;
  const studyStart = Math.min(...running.map((school) => school.start ?? Number.POSITIVE_INFINITY));
  const jobs = work.map(workEntryDates);
  return jobs.every((job) => !job.current || (job.start !== null && job.start >= studyStart));
}
