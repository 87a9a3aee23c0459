/**
 * The second half of the wizard in German, as a visitor walks it after education:
 * skills (recommendations accepted after the spinner, the skill-selection list with its search and
 * a checkbox, 'no data' for a nonsense search) → summary with a catalogue phrase → the language
 * intro and /lngg (native language, English at C1 as bars and text) → /add-section (Hobbys,
 * Zertifikate, Weitere Informationen and two own sections, a third refused) → the sections in
 * their stored order (a discard, a keep-editing, a reload in the middle) → web links → the
 * signature (typed, a chosen font, date and place) → /final-resume. Axe on each kind of screen.
 */
import { saveScreenshot, test } from '../fixtures/test';
import { expectPath, pathOf, preview, readStoredJson } from './wizard-pages';
import { serverMeta } from './wizard-seed';
import * as wizard from './wizard-walk';
import { walkExpect as expect, type SectionsWalk, WALK_TEXTS } from './wizard-walk';
import * as steps from './wizard-walk-steps';

const t = WALK_TEXTS.de;

export const germanSectionsWalk: SectionsWalk = {
  language: 'de',
  title:
    'German: skills (recommendations accepted) → summary → languages → extra and own sections → links → signature → /final-resume',
  async walk({ page, api, axe, token }) {
    const editor = (name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
    const skillsEditor = editor(t.skillsTitle);

    await test.step('/skill intro → /add-skill: the spinner, then the recommendations; accepted, they fill the editor as bullets', async () => {
      await steps.passIntro(page, { title: t.skillsIntroTitle, next: t.stepNext, path: '/add-skill' }, axe);
      // The spinner shows only until the catalogue answers (at least 0.3 s, no longer ~2 s).
      const dialog = await steps.recommendationsDialog(page, t);
      await expect(dialog).toContainText('Softwareentwickler');
      const offered = (await dialog.getByRole('listitem').allTextContents()).map((s) => s.trim());
      expect(offered.length).toBeGreaterThan(3);
      await wizard.expectAccessible(axe);
      await saveScreenshot(page, 'sections-de-skills-modal');
      await dialog.getByRole('button', { name: t.modalAccept }).click();
      await expect(dialog).toBeHidden();
      await expect(skillsEditor.locator('li')).toHaveText(offered);
      await wizard.expectPreviewToShow(page, offered[0] ?? '');
      await wizard.expectPreviewToShow(page, offered.at(-1) ?? '');
    });

    await test.step('the skill-selection list: a ticked skill unticked leaves the editor; another profile searched and a skill ticked; nonsense finds nothing', async () => {
      const list = page.getByRole('region', { name: 'Kenntnisse aus Ihrem Berufsprofil' });
      // The curated skills of the profile were offered and taken; one is unticked again.
      const projekt = list.getByRole('checkbox', { name: /^Scrum$/ });
      await expect(projekt).toBeChecked();
      await projekt.uncheck();
      await expect(skillsEditor.locator('li').filter({ hasText: /^Scrum$/ })).toHaveCount(0);
      await expect(preview(page)).not.toContainText('Scrum');

      await list.getByRole('searchbox', { name: t.profileSearch }).fill('Pflegefachkraft');
      await expect(list.getByRole('combobox', { name: t.profile })).toContainText(/pfleg/i);
      const option = list.getByRole('listitem').first();
      const first = option.getByRole('checkbox');
      await expect(first).not.toBeChecked();
      const skill = (
        (await option.locator('.skill-option__text > span[lang="de"]').textContent()) ?? ''
      ).trim();
      expect(skill.length).toBeGreaterThan(3);
      // The [subject] tag: the profile the skill comes from.
      await expect(option.locator('.skill-option__tag')).toHaveText(/pfleg/i);
      await first.check();
      await expect(skillsEditor.locator('li').last()).toHaveText(skill);
      await wizard.expectPreviewToShow(page, skill);

      await list.getByRole('searchbox', { name: t.profileSearch }).fill('xqzvbnm');
      await expect(list).toContainText(t.noProfileFound('xqzvbnm'));
      await expect(list).toContainText(t.chooseFirst);
      await wizard.expectAccessible(axe);
      await saveScreenshot(page, 'sections-de-skills-list');
      await wizard.goOn(page, t.stepNext, '/summary');
      const skills = (await serverMeta(api, token, 'skills')) as { data: string } | null;
      expect(skills?.data).toContain(skill);
      expect(skills?.data).not.toContain('<li><p>Scrum</p></li>');
    });

    let phrase = '';
    await test.step('summary: intro, then typed text and a catalogue phrase, shown live', async () => {
      await steps.passIntro(
        page,
        { title: t.summaryIntroTitle, next: t.stepNext, path: '/add-summary' },
        axe,
      );
      const summary = editor(t.summaryTitle);
      await wizard.typeInEditor(page, summary, ['Softwareentwicklerin mit Freude an klaren Schnittstellen.']);
      await wizard.expectPreviewToShow(page, 'Softwareentwicklerin mit Freude an klaren Schnittstellen.');
      const add = wizard.button(page, t.add).first();
      phrase = await wizard.phraseOf(add);
      await add.click();
      await expect(summary).toContainText(phrase);
      await wizard.expectPreviewToShow(page, phrase);
      await wizard.expectAccessible(axe);
      await wizard.goOn(page, t.stepNext, '/language');
      const saved = (await serverMeta(api, token, 'summary')) as { data: string } | null;
      expect(saved?.data).toContain(phrase);
    });

    await test.step('languages: intro, native German, English at C1 (bars and text); "Weitere hinzufügen" waits for a filled last row', async () => {
      await steps.passIntro(page, { title: t.languagesIntroTitle, next: t.stepNext, path: '/lngg' }, axe);
      const [addNative, addForeign] = [
        wizard.button(page, t.addAnother).nth(0),
        wizard.button(page, t.addAnother).nth(1),
      ];
      await expect(addNative).toBeDisabled();
      await steps.pickLanguage(page, t, page.getByRole('combobox', { name: t.native(1) }), 'Deutsch');
      await expect(addNative).toBeEnabled();
      await wizard.expectPreviewToShow(page, 'Deutsch');

      await expect(addForeign).toBeDisabled();
      await steps.pickLanguage(
        page,
        t,
        page.getByRole('combobox', { name: t.foreign(1) }),
        'Englisch',
        /^C1/,
      );
      await expect(page.getByRole('main').getByText('Englisch – C1', { exact: true }).first()).toBeVisible();
      await wizard.expectPreviewToShow(page, 'Englisch – C1');
      const line = steps.previewLanguageLine(page, 'Englisch – C1');
      await expect(line.locator('.vt-bars__bar')).toHaveCount(6);
      await expect(line.locator('.vt-bars__bar--on')).toHaveCount(5);

      await addForeign.click();
      await expect(page.getByRole('combobox', { name: t.foreign(2) })).toBeFocused();
      await expect(addForeign).toBeDisabled();
      await wizard.button(page, t.removeLanguage(t.foreign(2))).click();
      await expect(page.getByRole('combobox', { name: t.foreign(2) })).toHaveCount(0);
      await expect(addForeign).toBeEnabled();
      await wizard.expectAccessible(axe);
      await saveScreenshot(page, 'sections-de-languages');
      await wizard.goOn(page, t.stepNext, '/add-section');
    });

    const own = page.getByRole('textbox', { name: t.ownLabel });
    await test.step('/add-section: Hobbys, Zertifikate, Weitere Informationen and an own section; a second half-typed, then a reload keeps it all', async () => {
      await expect(wizard.title(page)).toHaveText(t.addSectionTitle);
      // The summary has content now: it is listed apart, not offered again.
      await expect(page.getByRole('checkbox', { name: 'Kurzprofil' })).toHaveCount(0);
      const extras = ['Hobbys', 'Zertifikate', 'Weitere Informationen'];
      await steps.tickSections(page, extras);
      await own.fill('Ehrenamt');
      await wizard.button(page, t.add).click();
      await steps.expectOwnSectionAdded(page, t, 'Ehrenamt');
      await own.fill('Publikationen');

      await page.reload();
      await expect(page.getByRole('link', { name: 'Ehrenamt bearbeiten' })).toBeVisible();
      await expect(own).toHaveValue('Publikationen');
      await steps.expectSectionsTicked(page, extras);
    });

    await test.step('the second own section is added; a third is refused, also after a reload', async () => {
      await wizard.button(page, t.add).click();
      await steps.expectOwnSectionAdded(page, t, 'Publikationen');
      await expect(own).toBeDisabled();
      await expect(wizard.button(page, t.add)).toBeDisabled();
      await expect(page.getByRole('main')).toContainText(t.ownLimit);
      await wizard.expectAccessible(axe);
      await saveScreenshot(page, 'sections-de-add-section');
      await page.reload();
      await expect(page.getByRole('link', { name: 'Publikationen bearbeiten' })).toBeVisible();
      await expect(own).toBeDisabled();
      await expect(own).toHaveValue('');
      await expect(page.getByRole('main')).toContainText(t.ownLimit);
      await wizard.goOn(page, t.next, '/hobbies');
      const lists = await wizard.storedSectionLists(page);
      expect(lists.paths).toEqual(['/hobbies', '/cert', '/addi', '/cus-one', '/cus-two']);
      expect(lists.names).toEqual(
        expect.arrayContaining(['Hobbys', 'Certifications', 'Additional-Information']),
      );
    });

    await test.step('/hobbies with a numbered list, shown live; /cert with a catalogue phrase', async () => {
      const hobbies = editor('Hobbys');
      await hobbies.click();
      await wizard.button(page, 'Nummerierte Liste').click();
      await wizard.typeInEditor(page, hobbies, ['Vereinsfußball beim SV Lindenau', 'Klavier']);
      await expect(hobbies.locator('ol > li')).toHaveText(['Vereinsfußball beim SV Lindenau', 'Klavier']);
      await wizard.expectPreviewToShow(page, 'Hobbys');
      await wizard.expectPreviewToShow(page, 'Vereinsfußball beim SV Lindenau');
      await wizard.expectAccessible(axe);
      await wizard.goOn(page, t.next, '/cert');

      const add = wizard.button(page, t.add).first();
      const certificate = await wizard.phraseOf(add);
      await add.click();
      await expect(editor('Zertifikate')).toContainText(certificate);
      await wizard.expectPreviewToShow(page, 'Zertifikate');
      await wizard.expectPreviewToShow(page, certificate);
      await wizard.goOn(page, t.next, '/addi');
    });

    await test.step('/addi left empty: Weiter opens the dialog; Abschnitt verwerfen takes it off the list and goes on', async () => {
      // The new page is shown (not the previous one while the next loads) before its button is used.
      await expect(wizard.title(page)).toHaveText('Weitere Informationen');
      await wizard.leaveEmptySection(page, t, 'discard', axe);
      await expectPath(page, '/cus-one');
      const lists = await wizard.storedSectionLists(page);
      expect(lists.paths).toEqual(['/hobbies', '/cert', '/cus-one', '/cus-two']);
      expect(lists.names).not.toContain('Additional-Information');
      await expect(preview(page)).not.toContainText('Weitere Informationen');
    });

    await test.step('own section 1: typed, reloaded in the middle, nothing lost', async () => {
      expect(wizard.customSecToken(page)).toMatch(/^\d+$/);
      await expect(page.getByRole('textbox', { name: t.customTitle })).toHaveValue('Ehrenamt');
      const text = editor(t.customText);
      await wizard.typeInEditor(page, text, ['Jugendtrainerin im SV Lindenau seit 2016']);
      await wizard.expectPreviewToShow(page, 'Ehrenamt');
      await wizard.expectPreviewToShow(page, 'Jugendtrainerin im SV Lindenau seit 2016');
      const before = pathOf(page);
      await page.reload();
      expect(pathOf(page)).toBe(before);
      await expect(text).toContainText('Jugendtrainerin im SV Lindenau seit 2016');
      await wizard.expectPreviewToShow(page, 'Jugendtrainerin im SV Lindenau seit 2016');
      await wizard.expectPreviewToShow(page, 'Vereinsfußball beim SV Lindenau');
      await wizard.expectAccessible(axe);
      await saveScreenshot(page, 'sections-de-custom-one');
      await wizard.goOn(page, t.next, '/cus-two');
    });

    await test.step('own section 2 empty: Weiter bearbeiten stays with the title kept; then filled and on to /signature', async () => {
      await expect(wizard.title(page)).toHaveText('Publikationen');
      const at = pathOf(page);
      await wizard.leaveEmptySection(page, t, 'keep');
      expect(pathOf(page)).toBe(at);
      await expect(page.getByRole('textbox', { name: t.customTitle })).toHaveValue('Publikationen');
      await wizard.typeInEditor(page, editor(t.customText), [
        'Artikel in der c’t über barrierefreie Formulare (2024)',
      ]);
      await wizard.expectPreviewToShow(page, 'Publikationen');
      await wizard.expectPreviewToShow(page, 'barrierefreie Formulare');
      await wizard.goOn(page, t.next, '/signature');
    });

    await test.step('/alnk (as the final page links it): Persönlicher Link 1–3, shown live; Weiter → /signature', async () => {
      await page.goto('/alnk');
      await expect(wizard.title(page)).toHaveText(t.webLinksTitle);
      await wizard.leaveEmptySection(page, t, 'keep');
      await expectPath(page, '/alnk');
      await page.getByRole('textbox', { name: t.link(1) }).fill('www.linkedin.com/in/jana-schroeder');
      await page.getByRole('textbox', { name: t.link(3) }).fill('jana-schroeder.de');
      await expect(page.getByRole('textbox', { name: t.link(2) })).toHaveValue('');
      await wizard.expectPreviewToShow(page, 'www.linkedin.com/in/jana-schroeder');
      await wizard.expectPreviewToShow(page, 'jana-schroeder.de');
      await wizard.expectAccessible(axe);
      await wizard.goOn(page, t.next, '/signature');
    });

    await test.step('signature: intro, a typed name in a chosen font, date and place (Berlin), shown live; → /final-resume', async () => {
      await steps.passIntro(
        page,
        { title: t.signatureIntroTitle, next: t.next, path: '/upload-signature' },
        axe,
      );
      await expect(page.getByRole('tab', { name: t.tabType })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('textbox', { name: t.signatureName }).fill('Jana Schröder');
      const fonts = page.getByRole('combobox', { name: t.font });
      await fonts.click();
      await page.getByRole('option', { name: 'Alex Brush' }).click();
      await expect(fonts).toHaveText('Alex Brush');
      const place = page.getByRole('textbox', { name: t.place, exact: true });
      // The contact data's town: the placeholder, and the place once the box is ticked.
      await expect(place).toHaveAttribute('placeholder', 'Leipzig');
      await page.getByRole('checkbox', { name: t.addDatePlace }).check();
      await expect(place).toHaveValue('Leipzig');
      await steps.fillDateAndPlace(page, t, '21.05.2026', 'Berlin');
      await steps.signatureDone(page, t, axe, 'sections-de-signature');
      expect(await serverMeta(api, token, 'signature')).toMatchObject({
        tab: 0,
        text: 'Jana Schröder',
        style: { fontFamily: 'Alex Brush' },
        addDateAndPlace: true,
        date: '2026-05-21',
        location: 'Berlin',
      });
    });

    await test.step('/final-resume shows what was entered (once the page exists; until then its placeholder)', async () => {
      expect(await readStoredJson<string[]>(page, 'extra_section_array')).toEqual([
        '/hobbies',
        '/cert',
        '/cus-one',
        '/cus-two',
      ]);
      await steps.expectFinalResume(page, t, axe, {
        shown: [
          'Jana Schröder',
          phrase,
          'Englisch – C1',
          'Vereinsfußball beim SV Lindenau',
          'Ehrenamt',
          'Jugendtrainerin im SV Lindenau seit 2016',
          'Publikationen',
          'www.linkedin.com/in/jana-schroeder',
          'Berlin',
        ],
        dropped: 'Weitere Informationen',
        screenshot: 'sections-de-final',
      });
    });
  },
};
