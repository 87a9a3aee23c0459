/**
 * Taking a resume anywhere: the download dialog's Word (.docx) file read back with mammoth
 * (headings and text), the JSON Resume parsed and checked, and My Resume's "Duplizieren" putting
 * a copy beside the original. Screenshots (German, 1280 and 360 px) go to /tmp/shots-export-formats/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { sampleResumeParts } from '@vita/shared/resume';
import mammoth from 'mammoth';
import { expect, test } from '../fixtures/test';
import type { PaidAccount } from '../support/paid-account';
import { openFinalPageAsPaidUser } from '../support/paid-final-page';

const SHOTS = '/tmp/shots-export-formats';
const FIRST_JOB = sampleResumeParts.work[0]?.jobtitle ?? '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let page: Page;

test.beforeAll(async ({ browser, api, request }, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  ({ page } = await openFinalPageAsPaidUser({ browser, api, request }, testInfo, {
    marker: FIRST_JOB,
    viewport: testInfo.project.use.viewport,
    beforeOpen: claimForAccount,
  }));
});

/** The resume joins the account, as a login from the final page does, so My Resume lists it. */
async function claimForAccount(opened: { page: Page; account: PaidAccount; token: string }) {
  const claimed = await opened.page.request.post('/api/v1/resume/save-local-resume', {
    headers: { authorization: `Bearer ${opened.account.token}` },
    data: {
      resume_token: opened.token,
      resume_json_data: {},
      login_token: opened.account.token,
      resume_name: sampleResumeParts.name,
    },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
}

test.afterAll(async () => {
  await page?.context().close();
});

async function openDownload(): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Herunterladen', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function downloadAs(format: string, file: string): Promise<string> {
  const dialog = await openDownload();
  await dialog.getByRole('radio', { name: format }).check();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Herunterladen', exact: true }).click();
  const done = await download;
  await done.saveAs(file);
  await expect(dialog).toBeHidden();
  return done.suggestedFilename();
}

test('the download dialog offers PDF, TXT, Word and JSON Resume', async ({ axe }) => {
  const dialog = await openDownload();
  const values = await dialog
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
  expect(values).toEqual(['1', '2', '3', '4']);
  await expect(dialog.getByText(/kostenlos, auch ohne Abonnement/)).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'download-dialog.png') });
  await axe.expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    await expect(dialog.getByRole('radio', { name: 'JSON Resume (.json)' })).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, 'download-dialog-360.png') });
    await axe.expectNoSeriousA11yViolations(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
});

test('Word: the .docx opens with mammoth, with the name, section headings and entries', async () => {
  const file = test.info().outputPath('lebenslauf.docx');
  expect(await downloadAs('Word (.docx)', file)).toBe(`${sampleResumeParts.name}.docx`);
  const { value: html } = await mammoth.convertToHtml({ buffer: readFileSync(file) });
  const name = [sampleResumeParts.heading?.fname, sampleResumeParts.heading?.lname].join(' ');
  expect(html).toContain(`<h1>${name}</h1>`);
  for (const heading of ['Berufserfahrung', 'Ausbildung', 'Kenntnisse'])
    expect(html).toContain(`<h2>${heading}</h2>`);
  for (const job of sampleResumeParts.work) expect(html).toContain(job.jobtitle);
  expect(html).toContain(sampleResumeParts.heading?.email ?? '@');
});

test('JSON Resume: the .json parses, names the person and carries every job', async () => {
  const file = test.info().outputPath('lebenslauf.json');
  expect(await downloadAs('JSON Resume (.json)', file)).toBe(`${sampleResumeParts.name}.json`);
  const resume = JSON.parse(readFileSync(file, 'utf8')) as {
    basics: { name: string; email: string };
    work: { position: string }[];
    meta: { vita: { format: number } };
  };
  expect(resume.basics.email).toBe(sampleResumeParts.heading?.email);
  expect(resume.work.map((w) => w.position)).toEqual(sampleResumeParts.work.map((w) => w.jobtitle));
  expect(resume.meta.vita.format).toBe(1);
});

test('My Resume: Duplizieren lists the copy beside the original', async ({ axe }) => {
  await page.goto('/customer');
  const original = page.getByRole('row', { name: new RegExp(sampleResumeParts.name) }).first();
  await expect(original).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: `„${sampleResumeParts.name}“ duplizieren` }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(`${sampleResumeParts.name} \\(Kopie\\)`) }),
  ).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: path.join(SHOTS, 'my-resume-duplicated.png') });
  await axe.expectNoSeriousA11yViolations(page);
  // Still both after a reload: the copy is stored, not only shown.
  await page.reload();
  await expect(page.getByRole('row', { name: /\(Kopie\)/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    // On phones the table scrolls sideways (a data table may); the tiles show every action.
    await page.getByRole('button', { name: 'Kacheln' }).click();
    const copyButton = page.getByRole('button', { name: /„.+\(Kopie\)“ duplizieren/ });
    await copyButton.scrollIntoViewIfNeeded();
    await expect(copyButton).toBeInViewport({ ratio: 1 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, 'my-resume-360.png'), fullPage: true });
    await axe.expectNoSeriousA11yViolations(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
