/**
 * German job titles in the Position field: an Ausbildungsberuf ESCO has no label for
 * ("Kauffrau für Büromanagement") is offered in the form typed, and picking it brings that
 * occupation's curated skills to the skills step; a typo still finds the title.
 */
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';
import { expectPath, saveViewportScreenshot } from '../support/wizard-pages';
import { serverMeta } from '../support/wizard-seed';
import { openWorkForm, saveCurrentJob } from '../support/work-form';

test.describe.configure({ timeout: 120_000 });

test('"Kauffrau für Büromanagement" is offered as typed and brings her office skills', async ({
  page,
  api,
}, testInfo) => {
  const { token, position } = await openWorkForm(page, api, []);

  await test.step('type the title and pick it from the list', async () => {
    await position.pressSequentially('Kauffrau für Büroman');
    const option = page.getByRole('option', { name: 'Kauffrau für Büromanagement', exact: true });
    await expect(option).toBeVisible();
    await saveViewportScreenshot(page, 'job-titles-de-1280-kauffrau');
    await expectNoSeriousA11yViolations(page, testInfo);
    await option.click();
    await expect(position).toHaveValue('Kauffrau für Büromanagement');
  });

  await test.step('save the job', async () => {
    await saveCurrentJob(page, { employer: 'Stadtwerke Halle', startMonth: 'August', startYear: '2021' });
    await expect
      .poll(async () => ((await serverMeta(api, token, 'work-expr')) as { jobtitle: string }[] | null)?.[0])
      .toMatchObject({ jobtitle: 'Kauffrau für Büromanagement' });
  });

  await test.step('the skills step recommends her curated skills', async () => {
    await page.goto('/add-skill');
    await expectPath(page, '/add-skill');
    const modal = page.getByRole('dialog', { name: 'Empfehlungen für Ihren Beruf' });
    // The first catalogue answers wait for its build on a busy machine.
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await expect(modal).toContainText('Kaufmann/Kauffrau für Büromanagement');
    for (const skill of ['Terminkoordination', 'MS Office', 'Büroorganisation']) {
      await expect(modal.getByRole('listitem').filter({ hasText: skill })).toHaveCount(1);
    }
    await saveViewportScreenshot(page, 'job-titles-de-1280-skills');
  });
});

test('a typo ("Industriekaufman", "Industriekaufmnn") and "Kfz Mechatroniker" find the title', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { position } = await openWorkForm(page, api, []);

  const industrie = page.getByRole('option', { name: 'Industriekaufmann', exact: true });
  for (const typed of ['Industriekaufman', 'Industriekaufmnn']) {
    await position.fill('');
    await position.pressSequentially(typed);
    await expect(industrie).toBeVisible();
  }
  const box = await industrie.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  await saveViewportScreenshot(page, 'job-titles-de-360-typo');

  await position.fill('');
  await position.pressSequentially('Kfz Mechatroniker');
  await expect(page.getByRole('option', { name: 'Kfz-Mechatroniker', exact: true })).toBeVisible();
});
