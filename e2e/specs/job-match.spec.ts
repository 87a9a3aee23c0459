/**
 * Stellenanzeige abgleichen on the final page: paste a job ad, see what it asks for found ✓ (with
 * the CV's line) and missing ✗ with the score, add one missing skill with one click and see it in
 * the preview and on the server. Screenshots (German, desktop and 360 px) go to /tmp/shots-job-match/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type Api, test as base, expect } from '../fixtures/test';
import { openFinalPageAsPaidUser, type PaidFinalPage } from '../support/paid-final-page';
import { expectPreviewToShow } from '../support/wizard-pages';

const SHOTS = '/tmp/shots-job-match';
mkdirSync(SHOTS, { recursive: true });
const AD = `UX Designer (m/w/d) in Hamburg

Ihre Aufgaben
- Nutzerforschung mit Interviews und Usability-Tests
- Prototyping in Figma
- Abstimmung der Anforderungen mit der Entwicklung in Jira

Ihr Profil
- Abgeschlossenes Studium im Bereich Design oder vergleichbar
- Mindestens 3 Jahre Berufserfahrung
- Sehr gute Englischkenntnisse

Wir bieten
- Flexible Arbeitszeiten`;

/** `paidFinal`: a paying user on the final page of the sample resume, in a browser of its own. */
const test = base.extend<{ paidFinal: PaidFinalPage }>({
  paidFinal: async ({ browser, api, request }, use, testInfo) => {
    const opened = await openFinalPageAsPaidUser({ browser, api, request }, testInfo);
    await use(opened);
    await opened.page.context().close();
  },
});

/** Opens Stellenanzeige abgleichen, pastes the ad and compares; returns the dialog. */
async function matchAd(page: Page) {
  await page.getByRole('button', { name: 'Stellenanzeige abgleichen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stellenanzeige abgleichen' });
  await dialog.getByLabel('Text der Stellenanzeige').fill(AD);
  await dialog.getByRole('button', { name: 'Abgleichen' }).click();
  return dialog;
}

/** The resume's skills as the server holds them, as text. */
async function storedSkills(api: Api, token: string): Promise<string> {
  return JSON.stringify(
    (await api.post('/resume/get-meta', { resume_token: token, meta_key: 'skills' })).body,
  );
}

test.describe.configure({ timeout: 120_000 });

test('pastes a job ad, adds a missing skill with one click and sees it in the preview', async ({
  api,
  axe,
  paidFinal: { page, token },
}) => {
  const dialog = await matchAd(page);

  const results = dialog.getByRole('region', { name: 'Anforderungen der Anzeige' });
  await expect(results.getByRole('heading', { name: /Übereinstimmung: \d+ %/ })).toBeVisible();
  await expect(results).toContainText('Anforderungen erfüllt');
  const figma = results.getByRole('listitem').filter({ hasText: 'Figma' });
  await expect(figma).toContainText('Im Lebenslauf');
  await expect(figma).toContainText('Figma, Sketch und Adobe Creative Cloud');
  const jira = results.getByRole('listitem').filter({ hasText: 'Jira' });
  await expect(jira).toContainText('Fehlt im Lebenslauf');
  await page.screenshot({ path: path.join(SHOTS, 'results-de.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);

  // Nothing is added before the click.
  expect(await storedSkills(api, token)).not.toContain('Jira');
  await jira.getByRole('button', { name: '„Jira“ zu Kenntnissen hinzufügen' }).click();
  await expect(jira).toContainText('Hinzugefügt');
  await expect.poll(() => storedSkills(api, token)).toContain('<li>Jira</li>');

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'results-360.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expectPreviewToShow(page, 'Jira');
});

test('in the letter editor a met requirement becomes a sentence with the CV line; a missing one is never offered', async ({
  api,
  paidFinal: { page, account, token },
}) => {
  await page.getByRole('button', { name: 'Anschreiben erstellen' }).click();
  await expect(page).toHaveURL(/\/anschreiben\/\d+$/);
  const letterPreview = page.getByTestId('letter-preview');
  await expect(letterPreview).toContainText('Sehr geehrte Damen und Herren,');
  const letterId = Number(/\/anschreiben\/(\d+)$/.exec(page.url())?.[1]);

  const dialog = await matchAd(page);
  const rows = dialog.getByRole('region', { name: 'Anforderungen der Anzeige' }).getByRole('listitem');
  const jira = rows.filter({ hasText: 'Jira' });
  await expect(jira).toContainText('Fehlt im Lebenslauf');
  // The letter would claim what the CV does not show: no button for a missing requirement.
  await expect(jira.getByRole('button')).toHaveCount(0);
  const figma = rows.filter({ hasText: 'Figma' });
  await expect(figma).toContainText('Im Lebenslauf');
  await expect(letterPreview).not.toContainText('Figma, Sketch');
  await figma.getByRole('button', { name: '„Figma“ ins Anschreiben übernehmen' }).click();
  await expect(figma).toContainText('Übernommen');
  await dialog.getByRole('button', { name: 'Schließen' }).click();

  await expect(letterPreview).toContainText('Figma, Sketch und Adobe Creative Cloud');
  await expect(letterPreview).not.toContainText('Jira');
  // The sentence is saved with the letter, not only shown.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/v1/letters/${letterId}?resume_token=${token}`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      return ((await answer.json()) as { data: { body: string } }).data.body;
    })
    .toMatch(/<p>[^<]*Figma, Sketch und Adobe Creative Cloud[^<]*<\/p>/);
  // The resume's skills stay as they were: the letter took the requirement, not the CV.
  expect(await storedSkills(api, token)).not.toContain('Jira');
});
