/**
 * Student path in English: the language switcher, 0-3 years and 'Are you a student?' Yes,
 * the heading, then education before work history (toast for an empty school, a grade typed with
 * a comma, 'Current' disabling the end date, years 2032 … 1957), then work history, with the
 * progress bar in the student order. Also: the remembered language, 0-3 with No (work first), and
 * the landing's 'No' that starts afresh.
 */
import { expect, saveScreenshot } from '../fixtures/test';
import { test } from '../support/walk-test';
import {
  expectAutoAdvance,
  expectPath,
  expectPreviewToShow,
  expectProgress,
  installTimingProbe,
  labelWithName,
  pageTitle,
  pathOf,
  probeTimes,
  readStorage,
  resumeTokenOf,
} from '../support/wizard-pages';
import { serverMeta } from '../support/wizard-seed';
import { selectMonthYear } from '../support/work-form';

const STUDENT_ORDER = ['Heading', 'Education', 'Work history', 'Skills', 'Language', 'Finalize'];
const NON_STUDENT_ORDER = ['Heading', 'Work history', 'Education', 'Skills', 'Language', 'Finalize'];
const PROGRESS = 'Progress';
const ENGLISH_DATE_LABELS = { month: 'Month', year: 'Year' };

test.describe('student path in English', () => {
  test('from / to the end of work history: EN, 0-3 → student Yes, heading, education first (toast, grade 1,7, Current, years), then work', async ({
    page,
    api,
  }) => {
    await installTimingProbe(page);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const field = (name: string) => page.getByLabel(name, { exact: true });

    await test.step('the landing page switches to English', async () => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Lebenslauf erstellen' })).toBeVisible();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
      expect(await readStorage(page, 'i18nextLng')).toBe('en');
      await page.getByRole('button', { name: 'Create my resume' }).click();
      await expectPath(page, '/experience-level');
    });

    await test.step("0-3 asks 'Are you a student?'; Yes goes to the gallery after 500 ms", async () => {
      await expect(pageTitle(page)).toHaveText('How much work experience do you have?');
      await page.getByRole('button', { name: /0–3 years/ }).click();
      const question = page.getByRole('heading', { name: 'Are you a student?' });
      await expect(question).toBeVisible();
      await expect(question).toBeFocused();
      expect(await readStorage(page, 'isStudent')).toBe('No');
      expect((await probeTimes(page)).navigations.map((n) => n.path)).not.toContain('/choose-template');
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await expectPath(page, '/choose-template');
      await expectAutoAdvance(page, /^Yes$/, '/choose-template', 'Yes');
      expect(await readStorage(page, 'isStudent')).toBe('Yes');
      expect(await readStorage(page, 'experienceLevel')).toBe('0-3');
    });

    await test.step('gallery and build method in English → /resume', async () => {
      await expect(pageTitle(page)).toHaveText('Choose a design for your new resume');
      await page.getByRole('button', { name: labelWithName('Choose template', 'Elegant') }).click();
      await expectPath(page, '/build-method');
      await expect(pageTitle(page)).toHaveText('How do you want to build your resume?');
      await page.getByRole('link', { name: 'Next', exact: true }).click();
      await expectPath(page, '/resume');
    });
    const token = await resumeTokenOf(page);

    await test.step('heading in English: the student order in the bar, the English messages, Further → /resume-education', async () => {
      await expectProgress(page, { order: STUDENT_ORDER, active: 'Heading', links: [] }, PROGRESS);
      await page.getByRole('button', { name: 'Further' }).click();
      await expect(
        page.getByRole('alert', { name: 'Please check your entries' }).getByRole('link'),
      ).toHaveText(['First name is required.', 'Surname is required.', 'Email is required.']);
      await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Lukas');
      await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Weber');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lukas.weber@example.de');
      await expectPreviewToShow(page, 'Lukas');
      await page.getByRole('button', { name: 'Further' }).click();
      await expectPath(page, '/resume-education');
    });

    await test.step('/resume-education comes before work: Education is the active step', async () => {
      await expect(pageTitle(page)).toHaveText('Add your education');
      await expectProgress(page, { order: STUDENT_ORDER, active: 'Education', links: ['Heading'] }, PROGRESS);
      await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/resume');
      await page.getByRole('link', { name: 'Next', exact: true }).click();
      await expectPath(page, '/edu-del');
    });

    const start = page.getByRole('group', { name: 'Start' });
    const end = page.getByRole('group', { name: 'End' });
    await test.step("an empty school: the toast 'Please fill the fields', nothing saved", async () => {
      await next.click();
      const toast = page.getByRole('alert').filter({ hasText: 'Please fill the fields' });
      await expect(toast).toBeVisible();
      await expect(field('School or university')).toHaveAccessibleDescription(
        /Please enter the name of the school or university\./,
      );
      await saveScreenshot(page, 'flow-en-1280-edu-del-toast');
      expect(pathOf(page)).toBe('/edu-del');
      expect((await serverMeta(api, token, 'education')) ?? []).toEqual([]);
      // The toast leaves by itself (2 s).
      await expect(toast).toBeHidden({ timeout: 5_000 });
    });

    await test.step('years 2032 … 1957 newest first, months with English labels', async () => {
      const years = await start.getByRole('combobox', { name: 'Year' }).locator('option').allTextContents();
      expect(years[0]).toBe('Choose year');
      expect(years.slice(1, 3)).toEqual(['2032', '2031']);
      expect(years.at(-1)).toBe('1957');
      expect(years).toHaveLength(1 + 2032 - 1957 + 1);
      const months = await start.getByRole('combobox', { name: 'Month' }).locator('option').allTextContents();
      expect(months.slice(1, 4)).toEqual(['January', 'February', 'March']);
    });

    await test.step("a degree with grade '1,7' and 'Current', which clears and disables the end date", async () => {
      await field('School or university').fill('TU Dresden');
      await field('City').fill('Dresden');
      await field('Degree').fill('Bachelor of Science (B.Sc.)');
      await field('Field of study').fill('Informatik');
      await field('Grade average').fill('1,7');
      await selectMonthYear(start, 'October', '2022', ENGLISH_DATE_LABELS);
      await selectMonthYear(end, 'September', '2025', ENGLISH_DATE_LABELS);
      await expectPreviewToShow(page, '10/2022 – 09/2025');
      await page.getByRole('checkbox', { name: 'Current' }).check();
      await expect(end.getByRole('combobox', { name: 'Month' })).toBeDisabled();
      await expect(end.getByRole('combobox', { name: 'Year' })).toBeDisabled();
      await expect(end.getByRole('combobox', { name: 'Month' })).toHaveValue('');
      await expect(end.getByRole('combobox', { name: 'Year' })).toHaveValue('');
      await expectPreviewToShow(page, '10/2022 – Present');
      await expectPreviewToShow(page, 'TU Dresden');
      await expectPreviewToShow(page, '1.7');
      await next.click();
      await expectPath(page, '/edu-summary');
      await expect(page.getByRole('article').getByRole('heading')).toHaveText([
        'Bachelor of Science (B.Sc.), Informatik',
      ]);
      await expect(page.getByRole('article')).toContainText('10/2022 – Current');
      await expect(page.getByRole('article')).toContainText('Grade average: 1.7');
      expect(await serverMeta(api, token, 'education')).toEqual([
        expect.objectContaining({
          sname: 'TU Dresden',
          pointer: 1.7,
          check: true,
          studyStartMonth: 'October',
          studyStartYear: '2022',
          studyEndMonth: '',
          studyEndYear: '',
        }),
      ]);
    });

    await test.step('save and continue → /expr: a student without jobs still has work history ahead', async () => {
      await page.getByRole('button', { name: 'Save and next' }).click();
      await expectPath(page, '/expr');
      await expectProgress(
        page,
        { order: STUDENT_ORDER, active: 'Work history', links: ['Heading', 'Education'] },
        PROGRESS,
      );
      await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
        'href',
        '/edu-summary',
      );
      await page.getByRole('link', { name: 'Next', exact: true }).click();
      await expectPath(page, '/work-expr-form');
    });

    await test.step('a job in English (current) → /Work-summary → Next → /skill', async () => {
      await field('Position').fill('Working student');
      await field('Employer').fill('SAP SE');
      await field('City/place').fill('Dresden');
      await page
        .getByRole('group', { name: 'Start date' })
        .getByRole('combobox', { name: 'Month' })
        .selectOption({
          label: 'April',
        });
      await page
        .getByRole('group', { name: 'Start date' })
        .getByRole('combobox', { name: 'Year' })
        .selectOption('2023');
      await page.getByRole('checkbox', { name: 'I currently work here' }).check();
      await expectPreviewToShow(page, 'Working student');
      await next.click();
      await expectPath(page, '/Work-summary');
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Working student, SAP SE']);
      await page.getByRole('link', { name: 'Next', exact: true }).click();
      await expectPath(page, '/skill');
      await expectProgress(
        page,
        { order: STUDENT_ORDER, active: 'Skills', links: ['Heading', 'Education', 'Work history'] },
        PROGRESS,
      );
      expect(await serverMeta(api, token, 'work-expr')).toEqual([
        expect.objectContaining({
          jobtitle: 'Working student',
          employer: 'SAP SE',
          country: 'Dresden',
          check: true,
        }),
      ]);
      expect(await serverMeta(api, token, 'heading')).toMatchObject({ fname: 'Lukas', lname: 'Weber' });
    });
  });

  test("the language choice is remembered; 0-3 with 'No' goes work first; the landing's 'No' starts afresh", async ({
    page,
  }) => {
    await test.step('English chosen on /experience-level survives a reload', async () => {
      await page.goto('/experience-level');
      await expect(pageTitle(page)).toHaveText('Wie viel Berufserfahrung haben Sie?');
      await page.getByRole('button', { name: 'English' }).click();
      await expect(pageTitle(page)).toHaveText('How much work experience do you have?');
      await page.reload();
      await expect(pageTitle(page)).toHaveText('How much work experience do you have?');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    await test.step("0-3 and 'No': the heading leads to work history, the bar in the non-student order", async () => {
      await page.getByRole('button', { name: /0–3 years/ }).click();
      await page.getByRole('button', { name: 'No', exact: true }).click();
      await expectPath(page, '/choose-template');
      expect(await readStorage(page, 'isStudent')).toBe('No');
      await page.getByRole('button', { name: labelWithName('Choose template', 'Elegant') }).click();
      await page.getByRole('link', { name: 'Next', exact: true }).click();
      await expectPath(page, '/resume');
      await expectProgress(page, { order: NON_STUDENT_ORDER, active: 'Heading', links: [] }, PROGRESS);
      await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Mia');
      await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Braun');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mia.braun@example.de');
      await page.getByRole('button', { name: 'Further' }).click();
      await expectPath(page, '/expr');
    });

    await test.step("back on /, 'No' asks once more, then wipes the resume but keeps the language", async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Create my resume' }).click();
      const dialog = page.getByRole('dialog', { name: 'Do you want to continue editing your last resume?' });
      await dialog.getByRole('button', { name: 'No', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete your previous resume?' });
      await expect(confirm.getByRole('button', { name: 'Download it first' })).toBeVisible();
      expect(await readStorage(page, 'resume_token')).not.toBeNull();
      await confirm.getByRole('button', { name: 'Delete and start again' }).click();
      await expectPath(page, '/experience-level');
      expect(await readStorage(page, 'resume_token')).toBeNull();
      expect(await readStorage(page, 'resume_meta_value_heading')).toBeNull();
      expect(await readStorage(page, 'isStudent')).toBeNull();
      expect(await readStorage(page, 'i18nextLng')).toBe('en');
    });
  });
});
