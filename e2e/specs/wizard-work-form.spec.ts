/**
 * The work form /work-expr-form in German: the five date errors of 01 §5, the years
 * 1958 … this year, 'current job', and the 'More Information Needed' modal with both options.
 */
import { expect, saveScreenshot } from '../fixtures/test';
import { test } from '../support/walk-test';
import { expectPath, pageTitle, pathOf, saveViewportScreenshot } from '../support/wizard-pages';
import { seedResume, serverMeta } from '../support/wizard-seed';
import { selectMonthYear } from '../support/work-form';

test.describe('work form /work-expr-form (German)', () => {
  test('the five date errors of 01 §5, current job, years 1958 to this year, More Information Needed with both options', async ({
    page,
    api,
  }) => {
    // A fixed "today" (15 March 2026), so a later month of this year exists whenever the test runs.
    await page.clock.setFixedTime(new Date('2026-03-15T10:00:00+01:00'));
    const token = await seedResume(page, api);
    await page.goto('/expr');
    await expect(pageTitle(page)).toHaveText('Jetzt geht es um Ihre Berufserfahrung');
    await page.getByRole('link', { name: 'Weiter', exact: true }).click();
    await expectPath(page, '/work-expr-form');
    const submit = page.getByRole('button', { name: 'Weiter', exact: true });
    const moreInfo = page.getByRole('dialog', { name: 'Weitere Angaben erforderlich' });

    await test.step("neither position nor employer: 'More Information Needed', OK → the work summary", async () => {
      await submit.click();
      await expect(moreInfo).toBeVisible();
      await expect(moreInfo).toContainText(
        'Offenbar haben Sie noch keine frühere Berufserfahrung eingetragen. Wir empfehlen, mindestens Ihre bisherige Position und das Unternehmen anzugeben.',
      );
      await saveViewportScreenshot(page, 'flow-de-1280-work-expr-form-more-information');
      await moreInfo.getByRole('button', { name: 'OK' }).click();
      await expectPath(page, '/Work-summary');
      await expect(page.getByText('Sie haben noch keine Berufserfahrung eingetragen.')).toBeVisible();
    });

    await test.step("'I don't have work experience' skips onward: a non-student without degrees → /resume-education", async () => {
      await page.getByRole('link', { name: /Weitere Berufserfahrung hinzufügen/ }).click();
      await expectPath(page, '/work-expr-form');
      await submit.click();
      await moreInfo.getByRole('button', { name: 'Ich habe keine Berufserfahrung' }).click();
      await expectPath(page, '/resume-education');
      expect((await serverMeta(api, token, 'work-expr')) ?? []).toEqual([]);
    });

    await test.step('empty dates: start and end cannot be empty', async () => {
      await page.goto('/work-expr-form');
      await page.getByRole('combobox', { name: 'Position', exact: true }).fill('Softwareentwickler');
      await submit.click();
      await expect(page.getByRole('group', { name: 'Beginn' })).toContainText(
        'Das Startdatum darf nicht leer sein.',
      );
      await expect(page.getByRole('group', { name: 'Ende' })).toContainText(
        'Das Enddatum darf nicht leer sein.',
      );
      await expect(page.getByRole('combobox', { name: 'Monat' }).first()).toBeFocused();
      expect(pathOf(page)).toBe('/work-expr-form');
    });

    const start = page.getByRole('group', { name: 'Beginn' });
    const end = page.getByRole('group', { name: 'Ende' });
    await test.step('years run from this year down to 1958; months have German labels and English values', async () => {
      const years = await start.getByRole('combobox', { name: 'Jahr' }).locator('option').allTextContents();
      expect(years[1]).toBe('2026');
      expect(years.at(-1)).toBe('1958');
      expect(years).toHaveLength(1 + 2026 - 1958 + 1);
      const months = start.getByRole('combobox', { name: 'Monat' });
      await expect(months.locator('option').nth(3)).toHaveText('März');
      await expect(months.locator('option').nth(3)).toHaveAttribute('value', 'March');
    });

    await test.step('start after today; end after today; end before start', async () => {
      await selectMonthYear(start, 'April', '2026');
      await expect(start).toContainText('Das Startdatum darf nicht nach dem heutigen Datum liegen.');
      await selectMonthYear(start, 'Juni', '2020');
      await expect(start.getByText(/Startdatum/)).toHaveCount(0);
      await selectMonthYear(end, 'Dezember', '2026');
      await expect(end).toContainText('Das Enddatum darf nicht nach dem aktuellen Datum liegen.');
      await selectMonthYear(end, 'Januar', '2019');
      await expect(end).toContainText('Das Enddatum darf nicht vor dem Startdatum liegen.');
      await expect(end.getByRole('combobox', { name: 'Jahr' })).toHaveAccessibleDescription(
        'Das Enddatum darf nicht vor dem Startdatum liegen.',
      );
      await saveScreenshot(page, 'flow-de-1280-work-expr-form-date-error');
    });

    await test.step("'Ich arbeite derzeit hier' clears and disables the end date; the job is saved", async () => {
      await page.getByRole('checkbox', { name: 'Ich arbeite derzeit hier' }).check();
      await expect(end.getByRole('combobox', { name: 'Monat' })).toBeDisabled();
      await expect(end.getByRole('combobox', { name: 'Jahr' })).toBeDisabled();
      await expect(end.getByRole('combobox', { name: 'Jahr' })).toHaveValue('');
      await expect(end.getByText(/Enddatum/)).toHaveCount(0);
      await page.getByRole('textbox', { name: 'Arbeitgeber', exact: true }).fill('Stadtwerke Leipzig GmbH');
      await submit.click();
      await expectPath(page, '/Work-summary');
      expect(await serverMeta(api, token, 'work-expr')).toEqual([
        expect.objectContaining({
          jobtitle: 'Softwareentwickler',
          employer: 'Stadtwerke Leipzig GmbH',
          startMonth: 'June',
          startYear: '2020',
          endMonth: '',
          endYear: '',
          check: true,
        }),
      ]);
    });
  });
});
