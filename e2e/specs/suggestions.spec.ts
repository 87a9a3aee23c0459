/**
 * Suggestions that read like a CV: the Position field searches job titles (an accessible
 * combobox); the title picked names the occupation whose curated skills (nouns and tools, not
 * ESCO's phrases) the skills modal offers, from the newest job rather than the one entered first.
 */
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';
import { expectPath, saveViewportScreenshot } from '../support/wizard-pages';
import { seedResume, serverMeta } from '../support/wizard-seed';
import { openWorkForm, saveCurrentJob } from '../support/work-form';

test.describe.configure({ timeout: 120_000 });

const OLDER_JOB = {
  jobtitle: 'Kellner',
  employer: 'Gasthaus Krone',
  startMonth: 'May',
  startYear: '2019',
  endMonth: 'June',
  endYear: '2022',
};

test('Position field title search → the skills modal offers the curated nouns of the newest job', async ({
  page,
  api,
}, testInfo) => {
  const { token, position } = await openWorkForm(page, api, [OLDER_JOB]);

  await test.step('type "Kauffrau im Ein": a listbox of titles, taken by arrow key and Enter', async () => {
    await position.pressSequentially('Kauffrau im Ein');
    const option = page.getByRole('option', { name: 'Kauffrau im Einzelhandel', exact: true });
    await expect(option).toBeVisible();
    await expect(position).toHaveAttribute('aria-expanded', 'true');
    await saveViewportScreenshot(page, 'suggestions-de-1280-position-search');
    await expectNoSeriousA11yViolations(page, testInfo);
    await position.press('ArrowDown');
    await expect(position).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await position.press('Enter');
    await expect(position).toHaveValue('Kauffrau im Einzelhandel');
    await expect(position).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('the current job is saved after the older one', async () => {
    await saveCurrentJob(page, { employer: 'Modehaus Schmidt', startMonth: 'Juli', startYear: '2022' });
    await expect
      .poll(
        async () => ((await serverMeta(api, token, 'work-expr')) as { jobtitle: string }[] | null)?.length,
      )
      .toBe(2);
  });

  await test.step('/add-skill: the modal opens at the top with curated nouns of the newest job', async () => {
    const started = Date.now();
    await page.goto('/add-skill');
    await expectPath(page, '/add-skill');
    const modal = page.getByRole('dialog', { name: 'Empfehlungen für Ihren Beruf' });
    await expect(modal).toBeVisible();
    testInfo.annotations.push({
      type: 'modal open after navigation (ms)',
      description: String(Date.now() - started),
    });
    await expect(modal).toContainText('Kaufmann/Kauffrau im Einzelhandel');
    for (const skill of ['Kundenberatung', 'Kassenführung', 'Warenpräsentation']) {
      await expect(modal.getByRole('listitem').filter({ hasText: skill })).toHaveCount(1);
    }
    const offered = await modal.getByRole('listitem').allTextContents();
    expect(offered.length).toBeGreaterThanOrEqual(8);
    expect(offered.length).toBeLessThanOrEqual(12);
    expect(offered.some((text) => /(durchführen|verhindern)$/.test(text))).toBe(false);
    expect(await modal.evaluate((dialog) => dialog.scrollTop)).toBe(0);
    await expect(modal.getByRole('heading', { name: 'Empfehlungen für Ihren Beruf' })).toBeInViewport();
    await saveViewportScreenshot(page, 'suggestions-de-1280-skills-modal');
    await expectNoSeriousA11yViolations(page, testInfo);
  });

  await test.step('accepting puts them in the list; ESCO phrases wait under "Weitere"', async () => {
    await page.getByRole('button', { name: 'EMPFEHLUNGEN ÜBERNEHMEN' }).click();
    await expect(page.getByRole('checkbox', { name: 'Kassenführung' })).toBeChecked();
    const more = page.getByRole('button', { name: /^Weitere Kenntnisse anzeigen/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = page.getByRole('button', { name: 'Weitere Kenntnisse ausblenden' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.skills-list__more-group').getByRole('checkbox').first()).toBeFocused();
    await saveViewportScreenshot(page, 'suggestions-de-1280-skills-list');
  });
});

test('at 360 px the title list and the skills modal fit the screen', async ({ page, api }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await seedResume(page, api, {
    jobs: [
      {
        ...OLDER_JOB,
        jobtitle: 'Verkäuferin',
        startYear: '2023',
        startMonth: 'March',
        endMonth: '',
        endYear: '',
        check: true,
      },
    ],
  });
  await page.goto('/work-expr-form');
  const position = page.getByRole('combobox', { name: 'Position', exact: true });
  await position.pressSequentially('Kauffrau im Ein');
  const option = page.getByRole('option', { name: 'Kauffrau im Einzelhandel', exact: true });
  await expect(option).toBeVisible();
  const box = await option.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  await saveViewportScreenshot(page, 'suggestions-de-360-position-search');
  await position.press('Escape');
  await expect(option).toBeHidden();
  await expect(position).toHaveValue('Kauffrau im Ein');

  await page.goto('/add-skill');
  const modal = page.getByRole('dialog', { name: 'Empfehlungen für Ihren Beruf' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Kundenberatung');
  expect(await modal.evaluate((dialog) => dialog.scrollTop)).toBe(0);
  await saveViewportScreenshot(page, 'suggestions-de-360-skills-modal');
  await expectNoSeriousA11yViolations(page, testInfo);
});
