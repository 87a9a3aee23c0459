/**
 * The second half of the wizard in English, as a visitor walks it after education:
 * skills (recommendations refused, a skill ticked in the selection list, own text, 'No data found
 * for this job profile') → summary with a catalogue phrase → the language intro and /lngg (the
 * only foreign row deleted resets to empty A1; English at C1) → /add-section (Hobbies, References,
 * Activities and Awards and two own sections; a third refused; a reload) → the sections in their
 * stored order (a reload in the middle, Back through the list, Keep Editing, two discards) → web
 * links → the drawn signature with date and place → /final-resume. Axe on each kind of screen.
 */
import { saveScreenshot, test } from '../fixtures/test';
import { expectPath, pathOf, preview } from './wizard-pages';
import { serverMeta } from './wizard-seed';
import * as wizard from './wizard-walk';
import { walkExpect as expect, type SectionsWalk, WALK_TEXTS } from './wizard-walk';
import * as steps from './wizard-walk-steps';

const t = WALK_TEXTS.en;

export const englishSectionsWalk: SectionsWalk = {
  language: 'en',
  title:
    'English: skills (recommendations refused) → summary → languages → extra and own sections → links → drawn signature → /final-resume',
  async walk({ page, api, axe, token }) {
    const editor = (name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
    const skillsEditor = editor(t.skillsTitle);

    await test.step('/skill → /add-skill: after the spinner the recommendations are offered; No thanks leaves the editor empty', async () => {
      await steps.passIntro(page, { title: t.skillsIntroTitle, next: t.stepNext, path: '/add-skill' });
      // The spinner shows only until the catalogue answers (at least 0.3 s), too briefly to assert.
      const dialog = await steps.recommendationsDialog(page, t);
      await expect(dialog.getByRole('button', { name: t.modalAccept })).toBeFocused();
      await dialog.getByRole('button', { name: t.modalDecline }).click();
      await expect(dialog).toBeHidden();
      await expect(wizard.title(page)).toBeFocused();
      await expect(skillsEditor.locator('li')).toHaveCount(0);
      await expect(preview(page)).not.toContainText('Kenntnisse');
    });

    let ticked = '';
    await test.step('a skill ticked in the selection list and one typed become bullets, shown live; nonsense finds no data', async () => {
      const list = page.getByRole('region', { name: 'Skills from your job profile' });
      const option = list.getByRole('listitem').nth(1);
      ticked = ((await option.locator('.skill-option__text > span[lang="de"]').textContent()) ?? '').trim();
      await wizard.tick(option.getByRole('checkbox'));
      await expect(skillsEditor.locator('li')).toHaveText([ticked]);
      await wizard.expectPreviewToShow(page, ticked);
      await wizard.typeInEditor(page, skillsEditor, ['TypeScript, React, Node.js']);
      await expect(skillsEditor.locator('li')).toHaveText([ticked, 'TypeScript, React, Node.js']);
      await wizard.expectPreviewToShow(page, 'TypeScript, React, Node.js');

      await list.getByRole('searchbox', { name: t.profileSearch }).fill('qqxxzz');
      await expect(list).toContainText(t.noProfileFound('qqxxzz'));
      await expect(list).toContainText(t.chooseFirst);
      await expect(list.getByRole('combobox', { name: t.profile })).toBeDisabled();
      await wizard.expectAccessible(axe);
      await saveScreenshot(page, 'sections-en-skills');
      await wizard.goOn(page, t.stepNext, '/summary');
      const skills = (await serverMeta(api, token, 'skills')) as { data: string } | null;
      expect(skills?.data).toContain(ticked);
      expect(skills?.data).toContain('TypeScript, React, Node.js');
    });

    let phrase = '';
    await test.step('summary: a catalogue phrase, then own words, shown live', async () => {
      await steps.passIntro(page, { title: t.summaryIntroTitle, next: t.stepNext, path: '/add-summary' });
      const add = wizard.button(page, t.add).nth(1);
      phrase = await wizard.phraseOf(add);
      await add.click();
      const summary = editor(t.summaryTitle);
      await expect(summary).toContainText(phrase);
      await wizard.typeInEditor(page, summary, ['Looking for a team in Leipzig.']);
      await wizard.expectPreviewToShow(page, phrase);
      await wizard.expectPreviewToShow(page, 'Looking for a team in Leipzig.');
      await wizard.expectAccessible(axe);
      await wizard.goOn(page, t.stepNext, '/language');
      const saved = (await serverMeta(api, token, 'summary')) as { data: string } | null;
      expect(saved?.data).toContain('Looking for a team in Leipzig.');
    });

    await test.step('languages: native Turkish; the only foreign row deleted resets to empty with A1; English at C1 as bars and text', async () => {
      await steps.passIntro(page, { title: t.languagesIntroTitle, next: t.stepNext, path: '/lngg' }, axe);
      const addNative = wizard.button(page, t.addAnother).nth(0);
      await steps.pickLanguage(page, t, page.getByRole('combobox', { name: t.native(1) }), 'Türkisch');
      await expect(addNative).toBeEnabled();
      await wizard.expectPreviewToShow(page, 'Türkisch');

      const foreign = page.getByRole('combobox', { name: t.foreign(1) });
      await steps.pickLanguage(page, t, foreign, 'Französisch', /^B1/);
      await wizard.expectPreviewToShow(page, 'Französisch – B1');
      await wizard.button(page, t.removeLanguage('Französisch')).click();
      await expect(foreign).toHaveValue('');
      await expect(page.getByRole('radio', { name: /^A1/ })).toBeChecked();
      await expect(preview(page)).not.toContainText('Französisch');

      await steps.pickLanguage(page, t, foreign, 'Englisch', /^C1/);
      await wizard.expectPreviewToShow(page, 'Englisch – C1');
      await expect(steps.previewLanguageLine(page, 'Englisch – C1').locator('.vt-bars__bar--on')).toHaveCount(
        5,
      );
      await wizard.expectAccessible(axe);
      await wizard.goOn(page, t.stepNext, '/add-section');
    });

    const own = page.getByRole('textbox', { name: t.ownLabel });
    await test.step('/add-section: Hobbies, References, Activities and Awards, two own sections, a third refused; a reload keeps it all', async () => {
      await expect(wizard.title(page)).toHaveText(t.addSectionTitle);
      await expect(page.getByRole('checkbox', { name: 'Summary' })).toHaveCount(0);
      const extras = ['Hobbies', 'References', 'Activities and Awards'];
      await steps.tickSections(page, extras);
      for (const ownTitle of ['Volunteering', 'Publications']) {
        await own.fill(ownTitle);
        await own.press('Enter');
        await steps.expectOwnSectionAdded(page, t, ownTitle);
      }
      await expect(own).toBeDisabled();
      await expect(page.getByRole('main')).toContainText(t.ownLimit);
      await wizard.expectAccessible(axe);
      await page.reload();
      await expect(page.getByRole('link', { name: 'Edit Publications' })).toBeVisible();
      await expect(own).toBeDisabled();
      await steps.expectSectionsTicked(page, extras);
      await wizard.goOn(page, t.next, '/hobbies');
      expect((await wizard.storedSectionLists(page)).paths).toEqual([
        '/hobbies',
        '/afil',
        '/accm',
        '/cus-one',
        '/cus-two',
      ]);
    });

    await test.step('/hobbies typed with a heading, reloaded half-way: nothing lost', async () => {
      const hobbies = editor('Hobbies');
      await hobbies.click();
      await wizard.button(page, 'Subheading').click();
      await page.keyboard.type('Music');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Choir of St. Thomas, tenor');
      await expect(hobbies.locator('h3, h4').first()).toHaveText('Music');
      await wizard.expectPreviewToShow(page, 'Choir of St. Thomas, tenor');
      await page.reload();
      await expect(hobbies).toContainText('Choir of St. Thomas, tenor');
      await expect(hobbies.locator('h3, h4').first()).toHaveText('Music');
      await wizard.expectPreviewToShow(page, 'Choir of St. Thomas, tenor');
      await wizard.expectAccessible(axe);
      await wizard.goOn(page, t.next, '/afil');
    });

    await test.step('/afil empty: Keep Editing stays; then a reference, shown live', async () => {
      // The new page is shown (not the previous one while the next loads) before its button is used.
      await expect(wizard.title(page)).toHaveText('References');
      await wizard.leaveEmptySection(page, t, 'keep', axe);
      await expectPath(page, '/afil');
      await expect(editor('References')).toBeFocused();
      await wizard.typeInEditor(page, editor('References'), [
        'Dr. Petra Hahn, Stadtwerke Leipzig, on request',
      ]);
      await wizard.expectPreviewToShow(page, 'Dr. Petra Hahn, Stadtwerke Leipzig, on request');
      await wizard.goOn(page, t.next, '/accm');
    });

    await test.step('/accm empty: Discard Section takes it off the lists and goes on to own section 1', async () => {
      await expect(wizard.title(page)).toHaveText('Activities and Awards');
      await wizard.leaveEmptySection(page, t, 'discard');
      await expectPath(page, '/cus-one');
      const lists = await wizard.storedSectionLists(page);
      expect(lists.paths).toEqual(['/hobbies', '/afil', '/cus-one', '/cus-two']);
      expect(lists.names).not.toContain('Accomplishments');
    });

    await test.step('own section 1: typed; Back goes to /afil (the previous in the list) with its text kept, Next returns', async () => {
      const text = editor(t.customText);
      await wizard.typeInEditor(page, text, ['Youth football coach since 2016']);
      await wizard.expectPreviewToShow(page, 'Volunteering');
      await wizard.expectPreviewToShow(page, 'Youth football coach since 2016');
      await wizard.expectAccessible(axe);
      const here = pathOf(page);
      await wizard.goOn(page, t.back, '/afil');
      await expect(editor('References')).toContainText('Dr. Petra Hahn');
      await wizard.goOn(page, t.next, '/cus-one');
      expect(pathOf(page)).toBe(here);
      await expect(text).toContainText('Youth football coach since 2016');
      await wizard.goOn(page, t.next, '/cus-two');
    });

    await test.step('own section 2 left empty: Discard Section deletes it and goes on to /signature', async () => {
      await expect(page.getByRole('textbox', { name: t.customTitle })).toHaveValue('Publications');
      await wizard.leaveEmptySection(page, t, 'discard');
      await expectPath(page, '/signature');
      const lists = await wizard.storedSectionLists(page);
      expect(lists.paths).toEqual(['/hobbies', '/afil', '/cus-one']);
      expect(lists.names).not.toContain('Publications');
    });

    await test.step('/alnk: Personal Link 1–3, shown live; Next → /signature', async () => {
      await page.goto('/alnk');
      await expect(wizard.title(page)).toHaveText(t.webLinksTitle);
      const links = [
        'www.linkedin.com/in/jana-schroeder',
        'www.xing.com/profile/Jana_Schroeder',
        'github.com/jschroeder',
      ];
      for (const [index, value] of links.entries()) {
        await page.getByRole('textbox', { name: t.link(index + 1) }).fill(value);
        await wizard.expectPreviewToShow(page, value);
      }
      await wizard.expectAccessible(axe);
      await wizard.goOn(page, t.next, '/signature');
    });

    await test.step('signature: intro, drawn in blue with date and place (Berlin); → /final-resume', async () => {
      await steps.passIntro(
        page,
        { title: t.signatureIntroTitle, next: t.next, path: '/upload-signature' },
        axe,
      );
      await page.getByRole('tab', { name: t.tabDraw }).click();
      await expect(page.getByRole('tab', { name: t.tabDraw })).toHaveAttribute('aria-selected', 'true');
      await wizard.drawOnCanvas(page, page.getByRole('img', { name: t.canvas }));
      await page.getByRole('radio', { name: 'Blue' }).check();
      await steps.fillDateAndPlace(page, t, '05/21/2026', 'Berlin');
      await steps.signatureDone(page, t, axe, 'sections-en-signature');
      const signature = (await serverMeta(api, token, 'signature')) as Record<string, unknown> | null;
      expect(signature).toMatchObject({
        tab: 1,
        color: 'blue',
        addDateAndPlace: true,
        date: '2026-05-21',
        location: 'Berlin',
      });
      expect(String(signature?.sign)).toMatch(/^data:image\/png;base64,/);
    });

    await test.step('/final-resume shows what was entered, without the discarded sections (once the page exists)', async () => {
      await steps.expectFinalResume(page, t, axe, {
        shown: [
          ticked,
          phrase,
          'Englisch – C1',
          'Türkisch',
          'Choir of St. Thomas, tenor',
          'Dr. Petra Hahn',
          'Volunteering',
          'Youth football coach since 2016',
          'github.com/jschroeder',
          'Berlin',
        ],
        dropped: 'Publications',
        screenshot: 'sections-en-final',
      });
    });
  },
};
