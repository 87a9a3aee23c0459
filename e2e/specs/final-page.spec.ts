/**
 * The final resume page (01 §2, §4, §9): a stored resume reopened by ?id= in a fresh browser,
 * sections arranged with the keyboard (Space, arrow, Space) and the mouse, the order kept after
 * a reload and on the server, between columns in a two-column template, a section deleted after
 * confirmation, a pencil to the wizard page and Save and next back, axe, and screenshots.
 */
import type { Locator, Page } from '@playwright/test';
import { type Api, expect, saveScreenshot, test } from '../fixtures/test';

const NAME = 'Lebenslauf Jana Größer';

/** A small resume stored through the API, section by section, as the wizard saves it. */
async function storeResume(api: Api, styleName = 'styleTempOne', templateId = 1): Promise<string> {
  const token = api.newResumeToken();
  const save = async (path: string, body: object) => {
    const answer = await api.post(path, { resume_token: token, ...body });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200);
  };
  await save('/resume/save-resume-object', { resume_name: NAME, resume_json_data: {} });
  await save('/resume/save-meta', {
    meta_key: 'heading',
    meta_value: { fname: 'Jana', lname: 'Größer', email: 'jana@example.de', location: 'Leipzig' },
  });
  await save('/resume/save-meta', {
    meta_key: 'work-expr',
    meta_value: {
      jobtitle: 'Projektleiterin',
      employer: 'Stadtwerke Leipzig',
      country: 'Leipzig',
      startMonth: 'April',
      startYear: '2018',
      check: true,
      workDescription: '<ul><li>Leitung von Bauprojekten</li></ul>',
    },
  });
  await save('/resume/save-meta', {
    meta_key: 'education',
    meta_value: { sdegree: 'Master', fieldOStudy: 'Bauingenieurwesen', sname: 'HTWK Leipzig', gYear: '2017' },
  });
  await save('/resume/save-meta', {
    meta_key: 'skills',
    meta_value: { data: '<ul><li>Projektmanagement</li><li>Teamfähigkeit</li></ul>', recommended: [] },
  });
  await save('/resume/save-meta', {
    meta_key: 'summary',
    meta_value: { data: '<p>Erfahrene Projektleiterin.</p>' },
  });
  await save('/resume/add-extra-section', {
    meta_key: 'extra_section',
    meta_sub_key: 'Certification',
    meta_value: { data: '<ul><li>PRINCE2 Foundation</li></ul>' },
  });
  await save('/resume/resume-style', { template_id: templateId, style_name: styleName });
  return token;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Abschnitte anordnen' });
const rowTitles = (panel: Locator) => panel.locator('li .arrange-row__title').allTextContents();
const columnTitles = (panel: Locator, column: string) =>
  panel.locator(`.arrange-column:has(h3:text-is("${column}")) li .arrange-row__title`).allTextContents();

async function openFinal(target: Page, token: string): Promise<Locator> {
  await target.goto(`/final-resume?id=${token}`);
  const panel = panelOf(target);
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(target.locator('.final-page__preview')).toContainText('Jana Größer', { timeout: 20_000 });
  return panel;
}

/** A resume stored through the API and opened on the final page: its token and the panel. */
async function openStoredFinal(target: Page, api: Api): Promise<{ token: string; panel: Locator }> {
  const token = await storeResume(api);
  return { token, panel: await openFinal(target, token) };
}

/** The order of the section headings as the preview draws them. */
async function previewOrder(target: Page, titles: string[]): Promise<string[]> {
  const text = ((await target.locator('.final-page__preview').textContent()) ?? '').replace(/\s+/g, ' ');
  return titles
    .map((title) => ({ title, at: text.indexOf(title) }))
    .filter((t) => t.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((t) => t.title);
}

async function storedLayout(api: Api, token: string): Promise<{ main: number[]; side: number[] } | null> {
  const answer = await api.post('/resume/get-resume-style', { resume_token: token });
  return (answer.body as { data: { layout: { main: number[]; side: number[] } | null } }).data.layout;
}

async function dragWithMouse(target: Page, handle: Locator, onto: Locator): Promise<void> {
  // The mouse reaches only what is on screen: both ends in view before they are measured.
  await onto.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('drag source or target not visible');
  await target.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await target.mouse.down();
  await target.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await target.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 15 });
  await target.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 2 });
  await target.mouse.up();
}

test.describe('final resume page', () => {
  test.setTimeout(120_000);

  test('arranges sections by keyboard and mouse; the order survives a reload and a fresh browser', async ({
    page: browserPage,
    api,
    axe,
    browser,
  }) => {
    const { token, panel } = await openStoredFinal(browserPage, api);
    expect(await rowTitles(panel)).toEqual([
      'Profil',
      'Berufserfahrung',
      'Ausbildung',
      'Kenntnisse',
      'Zertifikate',
    ]);
    await expect(browserPage.getByRole('heading', { name: NAME })).toBeVisible();
    expect(await browserPage.evaluate(() => localStorage.getItem('FinalResume'))).toBe('true');

    // Keyboard: pick up Profil, one down, drop.
    const handle = panel.getByRole('button', { name: 'Profil verschieben' });
    await handle.focus();
    await browserPage.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await browserPage.keyboard.press('ArrowDown');
    await expect(browserPage.getByText('Profil ist jetzt an Position 2 von 5.')).toBeAttached();
    await browserPage.keyboard.press('Space');
    await expect
      .poll(() => rowTitles(panel))
      .toEqual(['Berufserfahrung', 'Profil', 'Ausbildung', 'Kenntnisse', 'Zertifikate']);
    await expect(browserPage.getByText('Profil abgelegt an Position 2 von 5.')).toBeAttached();
    await expect
      .poll(() => previewOrder(browserPage, ['Berufserfahrung', 'Profil', 'Ausbildung']))
      .toEqual(['Berufserfahrung', 'Profil', 'Ausbildung']);

    // Mouse: Zertifikate to the top.
    await dragWithMouse(
      browserPage,
      panel.getByRole('button', { name: 'Zertifikate verschieben' }),
      panel.locator('li', { hasText: 'Berufserfahrung' }),
    );
    await expect
      .poll(() => rowTitles(panel))
      .toEqual(['Zertifikate', 'Berufserfahrung', 'Profil', 'Ausbildung', 'Kenntnisse']);
    await expect.poll(async () => (await storedLayout(api, token))?.main.slice(0, 4)).toEqual([1, 12, 7, 6]);
    await axe.expectNoSeriousA11yViolations();

    await browserPage.reload();
    await expect(panelOf(browserPage)).toBeVisible({ timeout: 30_000 });
    expect(await rowTitles(panelOf(browserPage))).toEqual([
      'Zertifikate',
      'Berufserfahrung',
      'Profil',
      'Ausbildung',
      'Kenntnisse',
    ]);

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      const otherPanel = await openFinal(other, token);
      expect(await rowTitles(otherPanel)).toEqual([
        'Zertifikate',
        'Berufserfahrung',
        'Profil',
        'Ausbildung',
        'Kenntnisse',
      ]);
      await expect(other.getByRole('heading', { name: NAME })).toBeVisible();
      await expect
        .poll(() => previewOrder(other, ['Zertifikate', 'Berufserfahrung', 'Profil']))
        .toEqual(['Zertifikate', 'Berufserfahrung', 'Profil']);
    } finally {
      await fresh.close();
    }
  });

  test('moves a section between the columns of a two-column template', async ({ page: browserPage, api }) => {
    // Both columns' lists, with their move buttons, on one screen for the mouse drag.
    await browserPage.setViewportSize({ width: 1280, height: 1100 });
    const token = await storeResume(api, 'styleTempDBSix', 4);
    const panel = await openFinal(browserPage, token);
    expect(await columnTitles(panel, 'Seitenspalte')).toEqual(['Kenntnisse']);
    await dragWithMouse(
      browserPage,
      panel.getByRole('button', { name: 'Zertifikate verschieben' }),
      panel.locator('li', { hasText: 'Kenntnisse' }),
    );
    await expect.poll(() => columnTitles(panel, 'Seitenspalte')).toContain('Zertifikate');
    expect(await columnTitles(panel, 'Hauptspalte')).not.toContain('Zertifikate');
    await expect.poll(async () => (await storedLayout(api, token))?.side ?? []).toContain(12);

    // Keyboard: the last section of the main column, one down, lands in the side column.
    const handle = panel.getByRole('button', { name: 'Ausbildung verschieben' });
    await handle.focus();
    await browserPage.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await browserPage.keyboard.press('ArrowDown');
    await expect(
      browserPage.getByText(/^Ausbildung ist jetzt an Position \d von \d in der Seitenspalte\.$/),
    ).toBeAttached();
    await browserPage.keyboard.press('Space');
    await expect.poll(() => columnTitles(panel, 'Seitenspalte')).toContain('Ausbildung');
    await expect.poll(async () => (await storedLayout(api, token))?.side ?? []).toContain(3);

    await browserPage.reload();
    await expect(panelOf(browserPage)).toBeVisible({ timeout: 30_000 });
    expect(await columnTitles(panelOf(browserPage), 'Seitenspalte')).toEqual(
      expect.arrayContaining(['Zertifikate', 'Ausbildung']),
    );
  });

  test('deletes a section after confirmation; it stays gone after a reload and on the server', async ({
    page: browserPage,
    api,
  }) => {
    const { token, panel } = await openStoredFinal(browserPage, api);
    await panel.getByRole('button', { name: 'Zertifikate löschen' }).click();
    const dialog = browserPage.getByRole('dialog', { name: 'Abschnitt löschen?' });
    await expect(dialog).toContainText('„Zertifikate“ wird aus Ihrem Lebenslauf gelöscht.');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(panel.getByText('Zertifikate')).toBeVisible();

    await panel.getByRole('button', { name: 'Zertifikate löschen' }).click();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await expect(browserPage.getByText('„Zertifikate“ wurde gelöscht.')).toBeVisible();
    await expect(panel.getByText('Zertifikate')).toHaveCount(0);
    await expect(browserPage.locator('.final-page__preview')).not.toContainText('PRINCE2');

    const doc = await api.post('/resume/document', { resume_token: token });
    const keys = (doc.body as { data: { sections: { key: string }[] } }).data.sections.map((s) => s.key);
    expect(keys).not.toContain('certifications');

    await browserPage.reload();
    await expect(panelOf(browserPage)).toBeVisible({ timeout: 30_000 });
    await expect(panelOf(browserPage).getByText('Kenntnisse')).toBeVisible();
    await expect(panelOf(browserPage).getByText('Zertifikate')).toHaveCount(0);
  });

  test('a pencil opens the section in edit mode and Save and next returns to the final page', async ({
    page: browserPage,
    api,
  }) => {
    const { panel } = await openStoredFinal(browserPage, api);
    await panel.getByRole('link', { name: 'Kenntnisse bearbeiten' }).click();
    await expect(browserPage).toHaveURL(/\/add-skill$/);
    await browserPage.getByRole('button', { name: /speichern und weiter/i }).click();
    await expect(browserPage).toHaveURL(/\/final-resume$/, { timeout: 20_000 });
    await expect(panelOf(browserPage)).toBeVisible({ timeout: 30_000 });

    await browserPage
      .getByRole('complementary', { name: 'Lebenslauf bearbeiten' })
      .getByRole('link', { name: 'Berufserfahrung' })
      .click();
    await expect(browserPage).toHaveURL(/\/Work-summary$/);
  });

  test('renames the resume on the server', async ({ page: browserPage, api }) => {
    const { token } = await openStoredFinal(browserPage, api);
    await browserPage.getByRole('button', { name: 'Namen ändern' }).click();
    const input = browserPage.getByRole('textbox', { name: 'Name des Lebenslaufs' });
    await input.fill('Bewerbung Stadtwerke');
    await input.press('Enter');
    await expect(browserPage.getByRole('heading', { name: 'Bewerbung Stadtwerke' })).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await api.post('/resume/get-resume-object', { resume_token: token });
        return (answer.body as { data: { resume_name: string } }).data.resume_name;
      })
      .toBe('Bewerbung Stadtwerke');
  });

  test('screenshots in German and English, wide and on a phone', async ({ page: browserPage, api, axe }) => {
    const token = await storeResume(api);
    for (const [lang, width, height] of [
      ['de', 1440, 900],
      ['en', 1440, 900],
      ['de', 390, 844],
    ] as const) {
      await browserPage.setViewportSize({ width, height });
      await browserPage.goto('/api/v1/health');
      await browserPage.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
      await browserPage.goto(`/final-resume?id=${token}`);
      await expect(browserPage.locator('.arrange-panel')).toBeVisible({ timeout: 30_000 });
      await expect(browserPage.locator('.final-page__preview')).toContainText('Jana Größer');
      // The screenshot shows the final pages: pagination marked done and every font loaded.
      await expect(
        browserPage.locator('.final-page__preview .vt-document[data-vt-paginated="true"]'),
      ).toHaveCount(1, {
        timeout: 20_000,
      });
      await browserPage.evaluate(() => document.fonts.ready.then(() => undefined));
      await saveScreenshot(browserPage, `final-page-${lang}-${width}`);
      if (width < 500) {
        const overflow = await browserPage.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(1);
        await axe.expectNoSeriousA11yViolations();
      }
    }
  });
});

test.describe('Lebenslauf-Check on the final page', () => {
  test.setTimeout(60_000);

  /** Two jobs with nine silent months between them: the check names the gap at the newer job. */
  async function storeResumeWithGap(api: Api): Promise<string> {
    const token = await storeResume(api);
    const job = (meta_index: number, meta_value: object) =>
      api.post('/resume/update-meta-value', {
        resume_token: token,
        meta_key: 'work-expr',
        meta_index,
        meta_value,
      });
    const older = await api.post('/resume/save-meta', {
      resume_token: token,
      meta_key: 'work-expr',
      meta_value: {
        jobtitle: 'Bauleiterin',
        employer: 'Strabag',
        country: 'Leipzig',
        startMonth: 'January',
        startYear: '2015',
        endMonth: 'June',
        endYear: '2019',
      },
    });
    expect(older.status).toBe(200);
    const newer = await job(0, {
      jobtitle: 'Projektleiterin',
      employer: 'Stadtwerke Leipzig',
      country: 'Leipzig',
      startMonth: 'April',
      startYear: '2020',
      check: true,
      workDescription: '<ul><li>Leitung von Bauprojekten</li></ul>',
    });
    expect(newer.status).toBe(200);
    return token;
  }

  test('lists a planted gap in German and English, axe clean; its link opens the entry', async ({
    page: browserPage,
    api,
    axe,
  }) => {
    const token = await storeResumeWithGap(api);
    for (const [lang, open, title, gap] of [
      ['de', 'Lebenslauf-Check', 'Lebenslauf-Check', 'Lücke von 9 Monaten (07/2019 – 03/2020)'],
      ['en', 'CV check', 'CV check', 'A gap of 9 months (07/2019 – 03/2020)'],
    ] as const) {
      await browserPage.setViewportSize({ width: 1280, height: 900 });
      await browserPage.goto('/api/v1/health');
      await browserPage.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
      await browserPage.goto(`/final-resume?id=${token}`);
      await expect(browserPage.locator('.final-page__preview')).toContainText('Jana Größer', {
        timeout: 30_000,
      });
      await browserPage.getByRole('button', { name: open, exact: true }).click();
      const dialog = browserPage.getByRole('dialog', { name: title });
      await expect(dialog.locator('li[data-rule="gap"]')).toContainText(gap, { timeout: 20_000 });
      await expect(
        dialog.getByRole('heading', { name: lang === 'de' ? 'Berufserfahrung' : 'Work experience' }),
      ).toBeVisible();
      // Axe once per language: German wide, English on a phone.
      await saveScreenshot(browserPage, `cv-check-${lang}-1280`);
      if (lang === 'de') await axe.expectNoSeriousA11yViolations();
      await browserPage.setViewportSize({ width: 360, height: 800 });
      await saveScreenshot(browserPage, `cv-check-${lang}-360`);
      if (lang === 'en') await axe.expectNoSeriousA11yViolations();
    }
    // English still: the link of the gap opens the newer job's form, filled.
    await browserPage.locator('li[data-rule="gap"]').getByRole('link').click();
    await expect(browserPage).toHaveURL(/\/work-expr-form\?index=0$/);
    await expect(browserPage.getByRole('combobox', { name: 'Position' })).toHaveValue('Projektleiterin', {
      timeout: 20_000,
    });
  });
});
