/**
 * The work form /work-expr-form: opened for a seeded resume, a current job saved with its employer
 * and start, and the month-and-year groups (Beginn, Ende) that the education form shares.
 */
import type { Locator, Page } from '@playwright/test';
import { type Api, expect } from '../fixtures/test';
import { type SeedJob, seedResume } from './wizard-seed';

/** The form for a resume seeded with `jobs`; returns the resume token and the Position field. */
export async function openWorkForm(
  page: Page,
  api: Api,
  jobs: SeedJob[],
): Promise<{ token: string; position: Locator }> {
  const token = await seedResume(page, api, { jobs });
  await page.goto('/work-expr-form');
  return { token, position: page.getByRole('combobox', { name: 'Position', exact: true }) };
}

/** Fills employer and start of the job as a current one, then Weiter leaves the form. */
export async function saveCurrentJob(
  page: Page,
  job: { employer: string; startMonth: string; startYear: string },
): Promise<void> {
  await page.getByLabel('Arbeitgeber', { exact: true }).fill(job.employer);
  await selectMonthYear(page.getByRole('group', { name: 'Beginn' }), job.startMonth, job.startYear);
  await page.getByLabel('Ich arbeite derzeit hier').check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page).not.toHaveURL(/work-expr-form/);
}

/** Picks a month (by its name) and a year in one date group of the work or education form. */
export async function selectMonthYear(
  group: Locator,
  month: string,
  year: string,
  labels: { month: string; year: string } = { month: 'Monat', year: 'Jahr' },
): Promise<void> {
  await group.getByRole('combobox', { name: labels.month }).selectOption({ label: month });
  await group.getByRole('combobox', { name: labels.year }).selectOption(year);
}
