/**
 * The non-student path in German as a new visitor walks it: / → 4-9 → template → build
 * method → heading → work history (two jobs, one current; edit by ?index=, delete, description
 * with the rich-text editor and a suggestion) → education (add, edit, delete, description) → the
 * step after education. Reloads in the middle keep everything; the progress bar shows the
 * non-student order with the active step in orange; the live preview follows the typing; the
 * server holds the data. Details of each screen: wizard-setup, wizard-heading, wizard-work-form.
 */
import type { Page } from '@playwright/test';
import { expect, saveScreenshot } from '../fixtures/test';
import { test } from '../support/walk-test';
import {
  expectPath,
  expectPreviewToShow,
  expectProgress,
  labelWithName,
  NON_STUDENT_ORDER_DE,
  pageTitle,
  pathOf,
  preview,
  progressBar,
  resumeTokenOf,
} from '../support/wizard-pages';
import { SAMPLE_DEGREE, SAMPLE_JOB, serverMeta } from '../support/wizard-seed';
import { selectMonthYear } from '../support/work-form';

/** A summary page listing the entries by their headings, with the progress bar and Anmelden as on the forms. */
async function expectSummaryWithBar(page: Page, path: string, headings: string[]): Promise<void> {
  await expectPath(page, path);
  await expect(progressBar(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(headings);
}

test.describe('non-student walk in German, from / to the step after education', () => {
  test('a new visitor with 4–9 years: heading, two jobs (edit, delete, describe), reloads in the middle, education, → /skill; the server holds it all', async ({
    page,
    api,
  }) => {
    const editor = (name: string) => page.getByRole('textbox', { name });
    const field = (name: string) => page.getByLabel(name, { exact: true });
    const jobForm = {
      start: page.getByRole('group', { name: 'Beginn' }),
      end: page.getByRole('group', { name: 'Ende' }),
    };
    const next = page.getByRole('button', { name: 'Weiter', exact: true });

    await test.step('/ → CREATE → 4–9 → template Elegant → build method → /resume', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Lebenslauf erstellen' }).click();
      await expectPath(page, '/experience-level');
      await page.getByRole('button', { name: /4–9 Jahre/ }).click();
      await expectPath(page, '/choose-template');
      await page.getByRole('button', { name: labelWithName('Vorlage wählen', 'Elegant') }).click();
      await expectPath(page, '/build-method');
      await page.getByRole('link', { name: 'Weiter', exact: true }).click();
      await expectPath(page, '/resume');
    });
    const token = await resumeTokenOf(page);

    await test.step('heading: the preview follows the typing; Weiter → /expr', async () => {
      await expectProgress(page, { order: NON_STUDENT_ORDER_DE, active: 'Kontaktdaten', links: [] });
      await expect(preview(page)).toContainText('Beispiel');
      await page.getByRole('textbox', { name: 'Vorname', exact: true }).pressSequentially('Jana');
      await expectPreviewToShow(page, 'Jana');
      await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Schröder');
      await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('jana.schroeder@example.de');
      await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Leipzig');
      await expectPreviewToShow(page, 'Schröder');
      await expectPreviewToShow(page, 'jana.schroeder@example.de');
      await next.click();
      await expectPath(page, '/expr');
    });

    await test.step('/expr: the progress bar has Heading as a link, Work history active in orange', async () => {
      await expectProgress(page, {
        order: NON_STUDENT_ORDER_DE,
        active: 'Berufserfahrung',
        links: ['Kontaktdaten'],
      });
      await page.getByRole('link', { name: 'Weiter', exact: true }).click();
      await expectPath(page, '/work-expr-form');
    });

    await test.step('first job typed half-way, then a reload: the form, the preview and the heading survive', async () => {
      await field('Position').fill('Softwareentwickler');
      await field('Arbeitgeber').fill('Stadtwerke Leipzig');
      await expectPreviewToShow(page, 'Softwareentwickler');
      await page.reload();
      await expect(field('Position')).toHaveValue('Softwareentwickler');
      await expect(field('Arbeitgeber')).toHaveValue('Stadtwerke Leipzig');
      await expectPreviewToShow(page, 'Softwareentwickler');
      await expectPreviewToShow(page, 'Stadtwerke Leipzig');
      await expectPreviewToShow(page, 'Jana');
    });

    await test.step('first job completed (current) → /Work-summary; the bar is hidden there', async () => {
      await field('Arbeitgeber').fill('Stadtwerke Leipzig GmbH');
      await field('Ort').fill('Leipzig');
      await selectMonthYear(jobForm.start, 'März', '2019');
      await page.getByRole('checkbox', { name: 'Ich arbeite derzeit hier' }).check();
      await expectPreviewToShow(page, '03/2019');
      await expectPreviewToShow(page, 'Aktuell');
      await next.click();
      await expectSummaryWithBar(page, '/Work-summary', ['Softwareentwickler, Stadtwerke Leipzig GmbH']);
    });

    await test.step('second job (ended) through "Weitere Berufserfahrung hinzufügen", with a reload half-way', async () => {
      await page.getByRole('link', { name: /Weitere Berufserfahrung hinzufügen/ }).click();
      await expectPath(page, '/work-expr-form');
      await expect(pageTitle(page)).toHaveText('Erzählen Sie uns von Ihrer Stelle');
      await field('Position').fill('Kundenberater');
      // Half-typed with a saved job in the list: a reload keeps both.
      await page.reload();
      await expect(field('Position')).toHaveValue('Kundenberater');
      await expectPreviewToShow(page, 'Kundenberater');
      await expectPreviewToShow(page, 'Stadtwerke Leipzig GmbH');
      await field('Arbeitgeber').fill('Sparkasse Leipzig');
      await selectMonthYear(jobForm.start, 'September', '2015');
      await selectMonthYear(jobForm.end, 'Februar', '2019');
      await expectPreviewToShow(page, '09/2015 – 02/2019');
      await next.click();
      await expectPath(page, '/Work-summary');
      await expect(page.getByRole('article').getByRole('heading')).toHaveText([
        'Softwareentwickler, Stadtwerke Leipzig GmbH',
        'Kundenberater, Sparkasse Leipzig',
      ]);
    });

    await test.step('a reload on /Work-summary keeps the list and the preview', async () => {
      await page.reload();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText([
        'Softwareentwickler, Stadtwerke Leipzig GmbH',
        'Kundenberater, Sparkasse Leipzig',
      ]);
      await expectPreviewToShow(page, 'Sparkasse Leipzig');
      await expectPreviewToShow(page, 'Stadtwerke Leipzig GmbH');
    });

    await test.step('edit the second job by ?index=1 (pencil)', async () => {
      await page.getByRole('link', { name: 'Bearbeiten: Kundenberater, Sparkasse Leipzig' }).click();
      await expectPath(page, '/work-expr-form?index=1');
      await expect(pageTitle(page)).toHaveText('Stelle bearbeiten');
      await expect(field('Position')).toHaveValue('Kundenberater');
      await field('Position').fill('Privatkundenberater');
      await expectPreviewToShow(page, 'Privatkundenberater');
      await next.click();
      await expectPath(page, '/Work-summary');
      await expect(page.getByRole('article').getByRole('heading').nth(1)).toHaveText(
        'Privatkundenberater, Sparkasse Leipzig',
      );
      const jobs = (await serverMeta(api, token, 'work-expr')) as { jobtitle: string }[];
      expect(jobs.map((j) => j.jobtitle)).toEqual(['Softwareentwickler', 'Privatkundenberater']);
    });

    await test.step('?index=0 opens the first job; Zurück returns to the list', async () => {
      await page.goto('/work-expr-form?index=0');
      await expect(field('Arbeitgeber')).toHaveValue('Stadtwerke Leipzig GmbH');
      await expect(page.getByRole('checkbox', { name: 'Ich arbeite derzeit hier' })).toBeChecked();
      await expect(jobForm.end.getByRole('combobox', { name: 'Jahr' })).toBeDisabled();
      await page.getByRole('link', { name: 'Zurück', exact: true }).click();
      await expectPath(page, '/Work-summary');
    });

    await test.step('delete the second job (bin, confirmed)', async () => {
      await page.getByRole('button', { name: 'Löschen: Privatkundenberater, Sparkasse Leipzig' }).click();
      const dialog = page.getByRole('dialog', { name: 'Eintrag löschen?' });
      await expect(dialog).toContainText(
        '„Privatkundenberater, Sparkasse Leipzig“ wird aus Ihrem Lebenslauf entfernt.',
      );
      await dialog.getByRole('button', { name: 'Löschen' }).click();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText([
        'Softwareentwickler, Stadtwerke Leipzig GmbH',
      ]);
      await expect(preview(page)).not.toContainText('Sparkasse');
      const jobs = (await serverMeta(api, token, 'work-expr')) as { jobtitle: string }[];
      expect(jobs.map((j) => j.jobtitle)).toEqual(['Softwareentwickler']);
    });

    let suggestion = '';
    await test.step('describe the job: rich text (bold, bullets) and a catalogue suggestion, shown live in the preview', async () => {
      await page
        .getByRole('link', {
          name: labelWithName('Beschreibung hinzufügen', 'Softwareentwickler, Stadtwerke Leipzig GmbH'),
        })
        .click();
      await expectPath(page, '/work-description?index=0');
      const description = editor('Beschreiben Sie Ihre Tätigkeit');
      await description.click();
      await page.keyboard.type('Betreuung von 40 Kundenportalen');
      await expectPreviewToShow(page, 'Betreuung von 40 Kundenportalen');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Fett' }).click();
      await description.pressSequentially('Rufbereitschaft');
      await expect(description.locator('strong')).toHaveText('Rufbereitschaft');
      await expectPreviewToShow(page, 'Rufbereitschaft');

      await expect(page.getByRole('heading', { name: /^Vorschläge für Softwareentwickler/ })).toBeVisible();
      const add = page.getByRole('button', { name: 'Hinzufügen', exact: true }).first();
      suggestion = await add.evaluate(
        (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );
      expect(suggestion.length).toBeGreaterThan(10);
      await add.click();
      await expect(description).toContainText(suggestion);
      await expectPreviewToShow(page, suggestion);
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: suggestion })
          .getByRole('button', { name: 'Hinzugefügt' }),
      ).toBeVisible();
      await saveScreenshot(page, 'flow-de-1280-work-description-typed');
      await next.click();
      await expectPath(page, '/Work-summary');
      await expect(page.getByRole('article')).toContainText('Betreuung von 40 Kundenportalen');
      const [job] = (await serverMeta(api, token, 'work-expr')) as { workDescription: string }[];
      expect(job?.workDescription).toContain('<li><p>Betreuung von 40 Kundenportalen</p></li>');
      expect(job?.workDescription).toContain('<strong>Rufbereitschaft</strong>');
      expect(job?.workDescription).toContain(suggestion);
    });

    await test.step('end of work history: Weiter → /resume-education (education is still ahead)', async () => {
      await page.getByRole('link', { name: 'Weiter', exact: true }).click();
      await expectPath(page, '/resume-education');
      await expectProgress(page, {
        order: NON_STUDENT_ORDER_DE,
        active: 'Ausbildung',
        links: ['Kontaktdaten', 'Berufserfahrung'],
      });
      await page.getByRole('link', { name: 'Weiter', exact: true }).click();
      await expectPath(page, '/edu-del');
    });

    const dates = {
      start: page.getByRole('group', { name: 'Beginn' }),
      end: page.getByRole('group', { name: 'Ende' }),
    };
    await test.step('education: an empty school shows the toast; the first degree survives a reload half-way and is saved', async () => {
      await next.click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Bitte füllen Sie die Felder aus' }),
      ).toBeVisible();
      await expect(field('Schule oder Hochschule')).toBeFocused();
      expect(pathOf(page)).toBe('/edu-del');
      await field('Schule oder Hochschule').fill('Universität Leipzig');
      await page.reload();
      await expect(field('Schule oder Hochschule')).toHaveValue('Universität Leipzig');
      await field('Ort').fill('Leipzig');
      await field('Abschluss').fill('Bachelor of Science (B.Sc.)');
      await field('Studienfach oder Fachrichtung').fill('Informatik');
      await field('Notendurchschnitt').fill('1,7');
      await selectMonthYear(dates.start, 'Oktober', '2014');
      await selectMonthYear(dates.end, 'September', '2018');
      await expectPreviewToShow(page, 'Universität Leipzig');
      await expectPreviewToShow(page, '10/2014 – 09/2018');
      await next.click();
      await expectSummaryWithBar(page, '/edu-summary', ['Bachelor of Science (B.Sc.), Informatik']);
    });

    await test.step('a second degree, edited by ?index=1, then deleted', async () => {
      await page.getByRole('link', { name: 'Weiteren Abschluss hinzufügen' }).click();
      await expectPath(page, '/edu-del');
      await field('Schule oder Hochschule').fill('Thomasschule Leipzig');
      await field('Abschluss').fill('Abitur');
      await field('Notendurchschnitt').fill('2,0');
      await next.click();
      await expectPath(page, '/edu-summary');
      await expect(page.getByRole('article').getByRole('heading')).toHaveText([
        'Bachelor of Science (B.Sc.), Informatik',
        'Abitur',
      ]);

      await page.getByRole('link', { name: labelWithName('Bearbeiten', 'Abitur') }).click();
      await expectPath(page, '/edu-del?index=1');
      await expect(pageTitle(page)).toHaveText('Ausbildung bearbeiten');
      await expect(field('Notendurchschnitt')).toHaveValue('2');
      await field('Notendurchschnitt').fill('2,3');
      await next.click();
      await expectPath(page, '/edu-summary');
      await expect(page.getByRole('listitem').filter({ hasText: 'Abitur' })).toContainText('2,3');
      let degrees = (await serverMeta(api, token, 'education')) as { sdegree: string; pointer: number }[];
      expect(degrees.map((d) => [d.sdegree, d.pointer])).toEqual([
        ['Bachelor of Science (B.Sc.)', 1.7],
        ['Abitur', 2.3],
      ]);

      await page.getByRole('button', { name: labelWithName('Löschen', 'Abitur') }).click();
      const dialog = page.getByRole('dialog', { name: 'Abschluss löschen?' });
      await dialog.getByRole('button', { name: 'Löschen' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Der Abschluss wurde gelöscht.' }),
      ).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText([
        'Bachelor of Science (B.Sc.), Informatik',
      ]);
      degrees = (await serverMeta(api, token, 'education')) as { sdegree: string; pointer: number }[];
      expect(degrees.map((d) => d.sdegree)).toEqual(['Bachelor of Science (B.Sc.)']);
    });

    await test.step('describe the degree with the editor and a suggestion', async () => {
      await page.getByRole('link', { name: 'Beschreibung hinzufügen' }).click();
      await expectPath(page, '/edu-description?index=0');
      const description = editor('Beschreiben Sie Ihre Ausbildung');
      await description.click();
      await page.keyboard.type('Abschlussarbeit über verteilte Systeme');
      await expectPreviewToShow(page, 'Abschlussarbeit über verteilte Systeme');
      const add = page.getByRole('button', { name: 'Hinzufügen', exact: true }).first();
      await expect(add).toBeVisible();
      const text = await add.evaluate(
        (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );
      await add.click();
      await expect(description).toContainText(text);
      await next.click();
      await expectPath(page, '/edu-summary');
      const [degree] = (await serverMeta(api, token, 'education')) as { educationDescription: string }[];
      expect(degree?.educationDescription).toContain('Abschlussarbeit über verteilte Systeme');
      expect(degree?.educationDescription).toContain(text);
    });

    await test.step('a reload on /edu-summary keeps the list; Speichern und weiter → /skill', async () => {
      await page.reload();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText([
        'Bachelor of Science (B.Sc.), Informatik',
      ]);
      await expectPreviewToShow(page, 'Abschlussarbeit über verteilte Systeme');
      await page.getByRole('button', { name: 'Speichern und weiter' }).click();
      await expectPath(page, '/skill');
      await expectProgress(page, {
        order: NON_STUDENT_ORDER_DE,
        active: 'Kenntnisse',
        links: ['Kontaktdaten', 'Berufserfahrung', 'Ausbildung'],
      });
    });

    await test.step('the server holds the heading, the job and the degree', async () => {
      expect(await serverMeta(api, token, 'heading')).toMatchObject({
        fname: 'Jana',
        lname: 'Schröder',
        email: 'jana.schroeder@example.de',
        location: 'Leipzig',
      });
      // The walk typed the seed's sample job and degree, all but their descriptions.
      const { workDescription: _job, ...typedJob } = SAMPLE_JOB;
      const { educationDescription: _degree, ...typedDegree } = SAMPLE_DEGREE;
      expect(await serverMeta(api, token, 'work-expr')).toEqual([expect.objectContaining(typedJob)]);
      expect(await serverMeta(api, token, 'education')).toEqual([expect.objectContaining(typedDegree)]);
    });
  });
});
