/** Test helpers for the work pages (imported by tests only). */
import type { WorkEntry } from '@vita/shared';
import { useResumeStore } from '../../store/resume-store';
import { EMPTY_WORK_ENTRY } from './work-values';

/** A cook's job from March 2019 to June 2023; the overrides change what a test is about. */
export const job = (overrides: Partial<WorkEntry> = {}): WorkEntry => ({
  ...EMPTY_WORK_ENTRY,
  jobtitle: 'Koch',
  employer: 'Hotel Adler',
  startMonth: 'March',
  startYear: '2019',
  endMonth: 'June',
  endYear: '2023',
  ...overrides,
});

/** Stores the jobs as the spec's local copy and lets the store read them again. */
export const setJobs = (jobs: WorkEntry[]) => {
  localStorage.setItem('resume_meta_value_work_expr', JSON.stringify(jobs));
  useResumeStore.getState().reload();
};
