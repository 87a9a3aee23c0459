/**
 * The final page's tools (01 §2, §4, §5, §9; 02 §2.5): the bottom toolbar (presets, sliders,
 * colour, font, template) changes the preview at once and is stored on the server; the spell
 * check highlights a misspelled word, a suggestion and Save store it; the download dialog gives
 * a PDF and a TXT built by the server. Screenshots (German) go to /tmp/shots-final-tools/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { sampleResumeParts } from '@vita/shared/resume';
import { expect, test } from '../fixtures/test';
import { createPaidAccount } from '../support/paid-account';
import { openFinalPageAsPaidUser } from '../support/paid-final-page';
import { storedDocument } from '../support/sample-resume-api';
import { getFreePort, startServer } from '../support/server';

const SHOTS = '/tmp/shots-final-tools';
const MISSPELLED = 'Projektmanagment';
/** A typo in a job description: the check covers every text the user writes (issue 9). */
const JOB_TYPO = 'Entwiklung';
const parts = {
  ...sampleResumeParts,
  work: sampleResumeParts.work.map((job) => ({
    ...job,
    workDescription: job.workDescription.replace(
      'Zusammenarbeit mit Entwicklung',
      `Zusammenarbeit mit ${JOB_TYPO}`,
    ),
  })),
  skills: {
    data: `<ul><li>${MISSPELLED}</li><li>Teamfähigkeit</li><li>Kundenberatung</li></ul>`,
    recommended: [],
  },
};

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let page: Page;
let token: string;

/** The CSS variable the template sizes and colours from (templates/shared/format-vars.ts). */
const previewVariable = (name: string) =>
  page
    .locator('.final-page__preview .vt-document')
    .first()
    .evaluate((element, variable) => (element as HTMLElement).style.getPropertyValue(variable), name);
const storedStyle = async (api: { post(p: string, d: unknown): Promise<{ body: unknown }> }) =>
  (
    (await api.post('/resume/get-resume-style', { resume_token: token })).body as {
      data: { style_name: string; colour: string; formatting: Record<string, unknown> };
    }
  ).data;
const toolbar = () => page.locator('.final-toolbar');
const toolbarButton = (name: RegExp) => toolbar().getByRole('button', { name });

test.beforeAll(async ({ browser, api, request }, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  ({ page, token } = await openFinalPageAsPaidUser({ browser, api, request }, testInfo, {
    parts,
    marker: MISSPELLED,
    viewport: testInfo.project.use.viewport,
  }));
});

test.afterAll(async () => {
  await page?.context().close();
});

test('presets, a slider, colour, font and template change the preview and are stored', async ({
  api,
  axe,
}) => {
  await expect(toolbar().getByTestId('current-preset')).toHaveText('Normal');
  // Font sizes are points: 10 pt = 13.33 px (docs/decisions/formatting.md).
  expect(await previewVariable('--vt-body-size')).toBe('13.33px');

  await toolbarButton(/Format/).click();
  await toolbar().getByRole('radio', { name: 'Groß' }).check();
  await expect.poll(() => previewVariable('--vt-body-size')).toBe('17.33px');
  expect(await previewVariable('--vt-heading-size')).toBe('21.6px');
  await toolbar().getByRole('radio', { name: 'Klein' }).check();
  await expect.poll(() => previewVariable('--vt-body-size')).toBe('12px');
  await expect(toolbar().getByTestId('current-preset')).toHaveText('Klein');

  // Keyboard on a slider: one step up sets the custom flag.
  const fontSize = toolbar().getByRole('slider', { name: 'Schriftgröße' });
  await fontSize.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => previewVariable('--vt-body-size')).toBe('13.33px');
  await expect(toolbar().getByTestId('current-preset')).toHaveText('Angepasst');

  await toolbar().getByRole('radio', { name: 'Times New Roman' }).check();
  await expect.poll(() => previewVariable('--vt-font-family')).toContain('Tinos');
  await page.screenshot({ path: path.join(SHOTS, 'toolbar-format.png') });
  await axe.expectNoSeriousA11yViolations(page);

  await toolbarButton(/Farbe/).click();
  await toolbar().getByText('Petrol').click();
  await expect.poll(() => previewVariable('--vt-colour')).toBe('#1b5e6b');
  await page.screenshot({ path: path.join(SHOTS, 'toolbar-colour.png') });

  await toolbarButton(/Vorlage/).click();
  const before = await page.locator('.final-page__preview .vt-document').first().getAttribute('class');
  // Chosen with the keyboard: the thumbnails swap from sketch to real template while the panel
  // opens, and a pointer click at a moment of that swap was once lost on a loaded CI machine.
  const hell = toolbar().getByRole('button', { name: 'Hell', exact: true });
  await hell.press('Enter');
  await expect(hell).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => page.locator('.final-page__preview .vt-document').first().getAttribute('class'))
    .not.toBe(before);
  await page.screenshot({ path: path.join(SHOTS, 'toolbar-template.png') });
  await axe.expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await expect
    .poll(async () => storedStyle(api), { timeout: 15_000 })
    .toMatchObject({
      style_name: 'styleTempDBSeven',
      colour: 'petrol',
      formatting: { fontSize: 10, headingSize: 14, fontStyle: 'Times New Roman', custom: true },
    });
});

test('spell check highlights a misspelled word; a suggestion and Save store it', async ({ api, axe }) => {
  await page.getByRole('button', { name: 'Rechtschreibprüfung', exact: true }).click();
  const preview = page.locator('.final-page__preview');
  await expect(preview.getByText(/Wir haben Rechtschreibfehler unten markiert\./)).toBeVisible();
  const word = preview.getByRole('button', { name: `${MISSPELLED} (möglicher Rechtschreibfehler)` });
  await expect(word).toBeVisible({ timeout: 30_000 });
  // Common CV words are not flagged.
  await expect(preview.getByRole('button', { name: /Teamfähigkeit|Kundenberatung/ })).toHaveCount(0);
  await word.press('Enter');
  const suggestion = preview.getByRole('button', { name: 'Projektmanagement', exact: true });
  await expect(suggestion).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: path.join(SHOTS, 'spellcheck-mode.png') });
  await axe.expectNoSeriousA11yViolations(page);
  await suggestion.click();
  await preview.getByRole('button', { name: 'Speichern' }).click();
  await expect(preview.locator('.vt-document').first()).toContainText('Projektmanagement', {
    timeout: 15_000,
  });

  await expect
    .poll(async () => JSON.stringify((await storedDocument(api, token)).sections), { timeout: 15_000 })
    .toContain('Projektmanagement');
  await page.reload();
  const reloaded = page.locator('.final-page__preview .vt-document').first();
  await expect(reloaded).toContainText('Projektmanagement', { timeout: 30_000 });
  await expect(reloaded).not.toContainText(MISSPELLED);
});

test('spell check covers a job description: its typo is flagged under the job, corrected and stored', async ({
  api,
}) => {
  await page.getByRole('button', { name: 'Rechtschreibprüfung', exact: true }).click();
  const preview = page.locator('.final-page__preview');
  const word = preview.getByRole('button', { name: `${JOB_TYPO} (möglicher Rechtschreibfehler)` });
  await expect(word).toBeVisible({ timeout: 30_000 });
  // Shown under the job it belongs to.
  await expect(preview.getByText('UX-Designerin').first()).toBeVisible();
  await word.press('Enter');
  const suggestion = preview.getByRole('button', { name: 'Entwicklung', exact: true });
  await expect(suggestion).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: path.join(SHOTS, 'spellcheck-job-description.png') });
  await suggestion.click();
  await preview.getByRole('button', { name: 'Speichern' }).click();
  await expect(preview.locator('.vt-document').first()).toContainText('Zusammenarbeit mit Entwicklung', {
    timeout: 15_000,
  });
  await expect
    .poll(async () => JSON.stringify((await storedDocument(api, token)).sections), { timeout: 15_000 })
    .toContain('Zusammenarbeit mit Entwicklung,');
  expect(JSON.stringify((await storedDocument(api, token)).sections)).not.toContain(JOB_TYPO);
});

async function openDownload(): Promise<Locator> {
  // The page's own button (the dialog's, of the same name, is hidden while it is closed).
  await page.getByRole('button', { name: 'Herunterladen', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('download: a PDF with the name and a TXT with the sections', async ({ axe }, testInfo) => {
  const dialog = await openDownload();
  await expect(dialog.getByRole('radio', { name: 'Adobe PDF (.pdf)' })).toBeChecked();
  await expect(dialog.getByText('Tipp: Verwenden Sie im Dateinamen keine Zahlen.')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'download-dialog.png') });
  await axe.expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  const pdfFile = testInfo.outputPath('resume.pdf');
  const pdfDialog = await openDownload();
  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await pdfDialog.getByRole('button', { name: 'Herunterladen' }).click();
  const pdf = await pdfDownload;
  await pdf.saveAs(pdfFile);
  await expect(pdfDialog).toBeHidden();
  const pdfName = pdf.suggestedFilename();
  expect(pdfName).toMatch(/\.pdf$/);
  expect(readFileSync(pdfFile).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfText = execFileSync('pdftotext', ['-raw', pdfFile, '-'], { encoding: 'utf8' });
  expect(pdfText).toContain('Schäfer');
  expect(pdfText).toContain('Projektmanagement');

  const txtDialog = await openDownload();
  await txtDialog.getByRole('radio', { name: 'Nur Text (.txt)' }).check();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await txtDialog.getByRole('button', { name: 'Herunterladen' }).click();
  const done = await download;
  expect(done.suggestedFilename()).toMatch(/\.txt$/);
  const txtFile = testInfo.outputPath('resume.txt');
  await done.saveAs(txtFile);
  const text = readFileSync(txtFile, 'utf8');
  expect(text).toContain('Lena Schäfer');
  for (const heading of ['Berufserfahrung', 'Ausbildung', 'Kenntnisse']) expect(text).toContain(heading);
  expect(text).toContain('Projektmanagement');
});

test('the toolbar and its panels fit a 360 px screen', async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    await page.reload();
    await expect(toolbarButton(/Format/)).toBeVisible({ timeout: 30_000 });
    // Each button shows its whole value, in both languages (the colour was cut to "Standardf…"):
    // with the default colour, the longest name in English.
    await toolbarButton(/Farbe/).click();
    await page.getByRole('radio', { name: 'Standard' }).check();
    await page.keyboard.press('Escape');
    const values = toolbar().locator('.final-toolbar__value');
    for (const [language, colour] of [
      ['English', 'Default brand colour'],
      ['Deutsch', 'Standard'],
    ] as const) {
      await page.getByRole('button', { name: language }).click();
      await expect(values.nth(1)).toHaveText(colour);
      for (const value of await values.all()) {
        const overflow = await value.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow, (await value.textContent()) ?? '').toBeLessThanOrEqual(0);
      }
    }
    for (const [button, shot] of [
      [/Vorlage/, 'mobile-template.png'],
      [/Farbe/, 'mobile-colour.png'],
      [/Format/, 'mobile-format.png'],
    ] as const) {
      await toolbarButton(button).click();
      const panel = page.locator('.final-toolbar__panel');
      await expect(panel).toBeVisible();
      const box = await panel.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: path.join(SHOTS, shot) });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('without Chromium on the server the dialog says so and PDF opens the browser print dialog', async ({
  browser,
}, testInfo) => {
  const server = await startServer({
    port: await getFreePort(),
    env: { CHROMIUM_PATH: '/nonexistent/chromium' },
    logFile: testInfo.outputPath('server-without-chromium.log'),
  });
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'de-DE' });
    // The print dialog itself cannot be driven: the print window records that it was asked.
    await context.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printed = 'yes';
      };
    });
    const other = await context.newPage();
    const paid = await createPaidAccount(other.request);
    await other.goto('/api/v1/health');
    await other.evaluate(
      ({ loginToken, userInfo, resumeToken }) => {
        localStorage.setItem('token', loginToken);
        localStorage.setItem('user_info', JSON.stringify(userInfo));
        localStorage.setItem('resume_token', resumeToken);
        localStorage.setItem(
          'resume_meta_value_heading',
          JSON.stringify({ fname: 'Lena', lname: 'Schäfer' }),
        );
        localStorage.setItem(
          'resume_meta_value_skills',
          JSON.stringify({ data: '<ul><li>Druckvorstufe</li></ul>', recommended: [] }),
        );
      },
      { loginToken: paid.token, userInfo: paid.userInfo, resumeToken: 'f'.repeat(32) },
    );
    await other.goto('/final-resume');
    await other.getByRole('button', { name: 'Herunterladen', exact: true }).click();
    const dialog = other.getByRole('dialog');
    await expect(dialog.getByRole('status')).toContainText('Als PDF speichern', { timeout: 15_000 });
    const popup = other.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Herunterladen' }).click();
    const printWindow = await popup;
    await expect(printWindow.locator('html')).toHaveAttribute('data-printed', 'yes', { timeout: 30_000 });
    await expect(printWindow.locator('#print-root')).toContainText('Druckvorstufe');
    expect(await printWindow.title()).toBe('Lebenslauf_Lena_Schäfer');
    await expect(dialog).toBeHidden();
    await context.close();
  } finally {
    await server.stop();
  }
});
