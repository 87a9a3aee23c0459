/**
 * Suggestions for the job the visitor typed, and none of another: a title as people type it
 * ("Staplerfahrer") names its own profile on /work-description and the skills step; a title that
 * names no profile says so and asks which occupation fits, with nothing chosen and nothing marked
 * "Empfohlen". The matcher's answers for hundreds of titles are proven by its table test; this
 * spec proves that the pages show them.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';
import { saveViewportScreenshot } from '../support/wizard-pages';
import { seedResume } from '../support/wizard-seed';

const job = (jobtitle: string) => ({
  jobtitle,
  employer: 'Muster GmbH',
  country: 'Leipzig',
  startMonth: 'March',
  startYear: '2021',
  check: true,
});

/** Nursing phrases the old fallback showed for every unknown title. */
const NURSING = /Wohnbereich|Pflegedokumentation|Bewohnerinnen/;

const noMatch = (language: 'de' | 'en', title: string) =>
  language === 'de'
    ? `Für „${title}“ haben wir keine passenden Vorschläge. Welcher Beruf passt am besten?`
    : `We have no suggestions that fit “${title}”. Which occupation fits best?`;

/**
 * A page opened cold loads its chunks in two or three waves; on a busy 2-core machine that took
 * up to 19 s (every request answered within 1.5 s, the time went to the browser's CPU).
 */
const ARRIVAL = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });

async function openDescription(page: Page) {
  await page.goto('/work-description?index=0');
  await expect(
    page
      .getByRole('heading', { name: 'Beschreiben Sie Ihre Tätigkeit' })
      .or(page.getByRole('heading', { name: 'Describe what you did' })),
  ).toBeVisible(ARRIVAL);
}

test('"Staplerfahrer" gets the skills of Staplerfahrer/in and no phrases of another job', async ({
  page,
  api,
}) => {
  await seedResume(page, api, { jobs: [job('Staplerfahrer')] });
  await openDescription(page);
  await expect(page.getByText(noMatch('de', 'Staplerfahrer'))).toBeVisible();
  await expect(page.getByText('Empfohlen', { exact: true })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(NURSING);

  await page.getByRole('radio', { name: 'Kenntnisse' }).check();
  await expect(page.getByRole('heading', { name: 'Vorschläge für Staplerfahrer/in' })).toBeVisible();
  await expect(page.getByLabel('Berufsprofil', { exact: true })).toHaveValue(/\d+/);

  await page.goto('/add-skill');
  const modal = page.getByRole('dialog', { name: 'Empfehlungen für Ihren Beruf' });
  await expect(modal).toContainText('Staplerfahrer/in', ARRIVAL);
  await expect(modal).not.toContainText(NURSING);
});

for (const [language, width] of [
  ['de', 1280],
  ['en', 360],
] as const) {
  test(`a title with no profile says so (${language}, ${width} px)`, async ({ page, api }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await seedResume(page, api, { jobs: [job('Zeitreisende')], language });
    await openDescription(page);
    const says = page.getByText(noMatch(language, 'Zeitreisende'));
    await expect(says).toBeVisible();
    await expect(
      page.getByLabel(language === 'de' ? 'Berufsprofil' : 'Job profile', { exact: true }),
    ).toHaveValue('');
    await expect(
      page.getByRole('button', { name: language === 'de' ? 'Hinzufügen' : 'Add', exact: true }),
    ).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(NURSING);
    await expectNoSeriousA11yViolations(page, testInfo);
    await says.scrollIntoViewIfNeeded();
    await saveViewportScreenshot(page, `suggestions-unknown-title-${language}-${width}-description`);

    await page.goto('/add-skill');
    await expect(says).toBeVisible(ARRIVAL);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await says.scrollIntoViewIfNeeded();
    await saveViewportScreenshot(page, `suggestions-unknown-title-${language}-${width}-skills`);
  });
}
