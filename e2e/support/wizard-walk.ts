/**
 * Shared steps for the walks through the second half of the wizard, in German and in
 * English: the texts of both interfaces, the start after education, the rich-text editors, the
 * empty-section dialog, the stored section lists and the final page. The specs say what is typed
 * and what must follow; these helpers only find things.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Api, Axe } from '../fixtures/test';
import { REPO_ROOT } from './server';
import { expectPath, readStoredJson } from './wizard-pages';
import { SAMPLE_DEGREE, SAMPLE_HEADING, SAMPLE_JOB, seedResume } from './wizard-seed';

export type WalkLanguage = 'de' | 'en';

/** The interface texts the walks use (apps/web/src/i18n/de.json and en.json). */
export const WALK_TEXTS = {
  de: {
    back: 'Zurück',
    next: 'Weiter',
    stepNext: 'Weiter',
    eduSaveAndNext: 'Speichern und weiter',
    add: 'Hinzufügen',
    skillsIntroTitle: 'Zeigen Sie, was Sie können',
    skillsTitle: 'Ihre Kenntnisse und Fähigkeiten',
    skillsSearching: 'Wir suchen passende Kenntnisse für Ihren Beruf …',
    modalTitle: 'Empfehlungen für Ihren Beruf',
    modalAccept: 'Empfehlungen übernehmen',
    modalDecline: 'Nein, danke',
    profileSearch: 'Nach einem anderen Berufsprofil suchen',
    profile: 'Berufsprofil',
    chooseFirst: 'Wählen Sie oben einen Beruf: Dann erscheinen hier seine Kenntnisse.',
    noProfileFound: (search: string) => `Kein Berufsprofil zu „${search}“ gefunden.`,
    summaryIntroTitle: 'Ein Kurzprofil, das neugierig macht',
    summaryTitle: 'Schreiben Sie Ihr Kurzprofil',
    languagesIntroTitle: 'Fügen Sie Ihre Fremdsprachenkenntnisse hinzu',
    languagesTitle: 'Welche Sprachen sprechen Sie?',
    native: (n: number) => `Muttersprache ${n}`,
    foreign: (n: number) => `Fremdsprache ${n}`,
    addAnother: 'Weitere hinzufügen',
    levelGroup: (language: string) => `Niveau: ${language}`,
    removeLanguage: (language: string) => `Entfernen: ${language}`,
    addSectionTitle: 'Möchten Sie weitere Abschnitte hinzufügen?',
    ownLabel: 'Titel des eigenen Abschnitts',
    ownAdded: (title: string) => `„${title}“ wurde hinzugefügt.`,
    ownLimit: 'Es sind nur zwei eigene Abschnitte möglich.',
    customTitle: 'Titel des Abschnitts',
    customText: 'Inhalt',
    emptyTitle: 'Dieser Abschnitt darf nicht leer sein.',
    emptyText: 'Füllen Sie ihn aus, sonst wird er gelöscht.',
    keepEditing: 'Weiter bearbeiten',
    discard: 'Abschnitt verwerfen',
    webLinksTitle: 'Links zu Ihren Profilen',
    link: (n: number) => `Persönlicher Link ${n}`,
    signatureIntroTitle: 'Wie möchten Sie Ihren Lebenslauf unterschreiben?',
    signatureTitle: 'Unterschrift eintippen',
    tabType: 'Eintippen',
    tabDraw: 'Unterschreiben',
    canvas: 'Zeichenfeld für Ihre Unterschrift',
    signatureName: 'Ihr Name',
    font: /Schriftart/,
    addDatePlace: 'Datum und Ort hinzufügen',
    date: 'Datum',
    place: 'Ort',
    finalPreview: 'Vorschau Ihres Lebenslaufs',
  },
  en: {
    back: 'Back',
    next: 'Next',
    stepNext: 'Next',
    eduSaveAndNext: 'Save and next',
    add: 'Add',
    skillsIntroTitle: 'Show what you can do',
    skillsTitle: 'Your skills and strengths',
    skillsSearching: 'Looking for skills that match your job …',
    modalTitle: 'Recommendations for your job',
    modalAccept: 'Add recommendations',
    modalDecline: 'No thanks',
    profileSearch: 'Search for another job profile',
    profile: 'Job profile',
    chooseFirst: 'Choose an occupation above to see its skills here.',
    noProfileFound: (search: string) => `No job profile found for “${search}”.`,
    summaryIntroTitle: 'A summary that makes them curious',
    summaryTitle: 'Write your summary',
    languagesIntroTitle: 'Add your foreign language skills',
    languagesTitle: 'Which languages do you speak?',
    native: (n: number) => `Native language ${n}`,
    foreign: (n: number) => `Foreign language ${n}`,
    addAnother: 'Add another',
    levelGroup: (language: string) => `Level: ${language}`,
    removeLanguage: (language: string) => `Remove: ${language}`,
    addSectionTitle: 'Would you like to add more sections?',
    ownLabel: 'Title of your own section',
    ownAdded: (title: string) => `“${title}” was added.`,
    ownLimit: 'Only two custom sections allowed',
    customTitle: 'Section title',
    customText: 'Content',
    emptyTitle: "This section can't be empty.",
    emptyText: 'Fill it out or it will be deleted.',
    keepEditing: 'Keep Editing',
    discard: 'Discard Section',
    webLinksTitle: 'Links to your profiles',
    link: (n: number) => `Personal Link ${n}`,
    signatureIntroTitle: 'How would you like to sign your resume?',
    signatureTitle: 'Type your signature',
    tabType: 'Type',
    tabDraw: 'Draw',
    canvas: 'Drawing field for your signature',
    signatureName: 'Your name',
    font: /Font/,
    addDatePlace: 'Add date and place',
    date: 'Date',
    place: 'Place',
    finalPreview: 'Preview of your resume',
  },
} as const;

export type WalkTexts = (typeof WALK_TEXTS)[WalkLanguage];

/** Pages load lazily; on a machine this busy the first paint of one can take over 10 s. */
export const walkExpect = expect.configure({ timeout: 20_000 });

/** One language's walk through the second half of the wizard, from a resume stored up to education. */
export interface SectionsWalk {
  language: WalkLanguage;
  title: string;
  walk(fixtures: { page: Page; api: Api; axe: Axe; token: string }): Promise<void>;
}

/** The page's own title (the preview's name is an h1 too, further down). */
export const title = (page: Page): Locator =>
  page.getByRole('main').getByRole('heading', { level: 1 }).first();

export const button = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('main').getByRole('button', { name, exact: typeof name === 'string' });

export const link = (page: Page, name: string): Locator =>
  page.getByRole('main').getByRole('link', { name, exact: true });

/** Clicks the page's button `name` and waits for the wizard to arrive at `path`. */
export async function goOn(page: Page, name: string, path: string): Promise<void> {
  await button(page, name).click();
  await expectPath(page, path);
}

/** One preview check for both walks (it allows for the templates' line-end hyphens). */
export { expectPreviewToShow } from './wizard-pages';

/**
 * The resume as part 1 of the wizard leaves it (heading, one job as Softwareentwickler, one
 * degree), put in place through the API, then the real step onward: the education summary's
 * save-and-next to /skill. Returns the resume token.
 */
export async function startAfterEducation(page: Page, api: Api, language: WalkLanguage): Promise<string> {
  const token = await seedResume(page, api, {
    heading: SAMPLE_HEADING,
    jobs: [SAMPLE_JOB],
    degrees: [SAMPLE_DEGREE],
    language,
  });
  await page.goto('/edu-summary');
  await button(page, WALK_TEXTS[language].eduSaveAndNext).click();
  await expectPath(page, '/skill');
  return token;
}

/** Axe on the page as it is, the live preview included (its scrolling aside takes the focus). */
export async function expectAccessible(axe: Axe): Promise<void> {
  await axe.expectNoSeriousA11yViolations();
}

/** Ticks a checkbox with the keyboard (focus, Space) and checks that it took. */
export async function tick(checkbox: Locator): Promise<void> {
  await checkbox.focus();
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

/**
 * Types into a rich-text editor at its end, each line a new paragraph or bullet (the first one
 * too when the editor already holds text).
 */
export async function typeInEditor(page: Page, editor: Locator, lines: readonly string[]): Promise<void> {
  const hadText = ((await editor.textContent()) ?? '').trim() !== '';
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  for (const [index, line] of lines.entries()) {
    if (index > 0 || hadText) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

/** The text of the catalogue phrase an 'Add' button adds (its aria-describedby). */
export async function phraseOf(addButton: Locator): Promise<string> {
  const text = await addButton.evaluate(
    (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
  expect(text.length, 'a catalogue phrase beside the Add button').toBeGreaterThan(5);
  return text.trim();
}

/** Next on a section left empty: the dialog that asks, its texts, then the chosen answer. */
export async function leaveEmptySection(
  page: Page,
  t: WalkTexts,
  answer: 'keep' | 'discard',
  axe?: Axe,
): Promise<void> {
  await button(page, t.next).click();
  const dialog = page.getByRole('dialog', { name: t.emptyTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.emptyText);
  if (axe) await expectAccessible(axe);
  await dialog.getByRole('button', { name: answer === 'keep' ? t.keepEditing : t.discard }).click();
  await expect(dialog).toBeHidden();
}

/** The stored section lists (extra_section_array, ext_name_arr). */
export async function storedSectionLists(page: Page): Promise<{ paths: string[]; names: string[] }> {
  return {
    paths: (await readStoredJson<string[]>(page, 'extra_section_array')) ?? [],
    names: (await readStoredJson<string[]>(page, 'ext_name_arr')) ?? [],
  };
}

/** The id of a custom section as its page's ?customSecToken= carries it. */
export function customSecToken(page: Page): string {
  return new URL(page.url()).searchParams.get('customSecToken') ?? '';
}

/**
 * Whether /final-resume is a real page yet: while its route is the placeholder (it is being built
 * in parallel), the walk can only check that it arrives there.
 */
export function finalResumeIsBuilt(): boolean {
  const table = readFileSync(path.join(REPO_ROOT, 'apps/web/src/app/route-table.tsx'), 'utf8');
  return !/\bfinalResume:\s*placeholder\b/.test(table);
}

/** A few strokes across the drawing field with the mouse. */
export async function drawOnCanvas(page: Page, canvas: Locator): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the drawing field is not visible');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 0; i <= 24; i += 1) {
    const y = 0.55 + 0.25 * Math.sin(i / 3);
    await page.mouse.move(box.x + box.width * (0.1 + 0.8 * (i / 24)), box.y + box.height * y, { steps: 2 });
  }
  await page.mouse.up();
}
