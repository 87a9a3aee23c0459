/**
 * The second half of the wizard at 360 px and with the keyboard only: languages, the section checklist with an own
 * section, an extra section and the empty-section dialog, reached and answered with Tab, typing,
 * Space, arrow keys and Enter — no mouse. Nothing is wider than the screen; axe is clean.
 */
import { expect as baseExpect } from '../fixtures/test';
import { test } from '../support/walk-test';
import { expectPath, saveViewportScreenshot, scrollWidth, tabTo } from '../support/wizard-pages';
import { SAMPLE_DEGREE, SAMPLE_JOB, seedResume } from '../support/wizard-seed';
import { storedSectionLists, title, WALK_TEXTS } from '../support/wizard-walk';

const t = WALK_TEXTS.de;

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('360 px, keyboard only: /lngg → /add-section (a tick, an own section) → /hobbies → the empty dialog → /signature', async ({
  page,
  api,
  axe,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await seedResume(page, api, { jobs: [SAMPLE_JOB], degrees: [SAMPLE_DEGREE] });
  await page.goto('/lngg');
  const main = page.getByRole('main');
  const press = (key: string) => page.keyboard.press(key);
  /** Tab to the main's button `name` and press Enter on it. */
  const pressButton = async (name: string) => {
    await tabTo(page, main.getByRole('button', { name, exact: true }));
    await press('Enter');
  };
  /** The screen fits 360 px, passes axe and is kept as a screenshot. */
  const checkScreen = async (screenshot: string) => {
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await axe.expectNoSeriousA11yViolations();
    await saveViewportScreenshot(page, screenshot);
  };

  await test.step('/lngg: native and foreign language typed, level chosen with the arrow keys, Enter on WEITER', async () => {
    await expect(title(page)).toHaveText(t.languagesTitle);
    await tabTo(page, page.getByRole('combobox', { name: t.native(1) }));
    await page.keyboard.type('Deutsch');
    await press('Escape');
    await tabTo(page, page.getByRole('combobox', { name: t.foreign(1) }));
    await page.keyboard.type('Englisch');
    await press('Escape');
    await tabTo(page, page.getByRole('radio', { name: /^A1/ }));
    for (let i = 0; i < 4; i += 1) await press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^C1/ })).toBeChecked();
    await expect(main.getByText('Englisch – C1', { exact: true }).first()).toBeVisible();
    await checkScreen('sections-360-languages');
    await pressButton(t.stepNext);
    await expectPath(page, '/add-section');
    await expect(title(page)).toHaveText(t.addSectionTitle);
  });

  await test.step('/add-section: Space ticks Hobbys, an own section is added with Enter, Enter on Weiter', async () => {
    await tabTo(page, page.getByRole('checkbox', { name: 'Hobbys' }));
    await press('Space');
    await expect(page.getByRole('checkbox', { name: 'Hobbys' })).toBeChecked();
    await tabTo(page, page.getByRole('textbox', { name: t.ownLabel }));
    await page.keyboard.type('Ehrenamt');
    await press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.ownAdded('Ehrenamt') })).toBeVisible();
    await checkScreen('sections-360-add-section');
    await pressButton(t.next);
    await expectPath(page, '/hobbies');
    // The new page is shown (the previous one stays while the next loads) before Tab starts.
    await expect(title(page)).toHaveText('Hobbys');
    expect((await storedSectionLists(page)).paths).toEqual(['/hobbies', '/cus-one']);
  });

  await test.step('/hobbies typed; the own section left empty: the dialog answered with the keyboard', async () => {
    await tabTo(page, main.getByRole('textbox', { name: 'Hobbys', exact: true }));
    await page.keyboard.type('Klettern im DAV Leipzig');
    await pressButton(t.next);
    await expectPath(page, '/cus-one');
    await expect(title(page)).toHaveText('Ehrenamt');
    await pressButton(t.next);
    const dialog = page.getByRole('dialog', { name: t.emptyTitle });
    await expect(dialog).toBeVisible();
    await checkScreen('sections-360-empty-dialog');
    await press('Escape');
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('textbox', { name: t.customText })).toBeFocused();
    await pressButton(t.next);
    await tabTo(page, dialog.getByRole('button', { name: t.discard }));
    await press('Enter');
    await expectPath(page, '/signature');
    expect((await storedSectionLists(page)).paths).toEqual(['/hobbies']);
  });
});
