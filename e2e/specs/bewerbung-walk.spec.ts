/**
 * The whole Bewerbung as one user, in German: from the final page an Anschreiben for a real-looking
 * ad, its preview; back on the final page the Bewerbungsmappe with a 2-page Zeugnis and a JPEG
 * scan, this letter and the Deckblatt; the downloaded Mappe read back with poppler: documents in
 * the chosen order (the Anlagen ordered by drag and drop, keyboard and mouse), a bookmark per document, the recipient inside the DIN 5008 window, the letter
 * on one page, its Anlagen line naming the attachments, umlauts intact.
 * Screenshots go to /work/shots-walk/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { twoPageSampleParts } from '@vita/shared/resume';
import { expect, test } from '../fixtures/test';
import { scanJpeg, zeugnisPdf } from '../support/mappe-files';
import { bookmarks, pageCount, pageText, textLines } from '../support/mappe-read';
import { openFinalPageAsPaidUser } from '../support/paid-final-page';

const SHOTS = '/work/shots-walk';
mkdirSync(SHOTS, { recursive: true });

/** The ad: Fährhaus Logistik AG in Hamburg looks for a Senior UX Designerin. */
const AD = {
  company: 'Fährhaus Logistik AG',
  contact: 'Frau Jördis Kößler',
  street: 'Große Elbstraße 145',
  zip: '22767',
  city: 'Hamburg',
  subject: 'Bewerbung als Senior UX Designerin (Kennziffer HH-2611)',
};
const PARAGRAPHS = [
  'Ihre Anzeige auf der Karriereseite der Fährhaus Logistik AG hat mich sofort angesprochen: Sie möchten die Buchung von Seefracht so einfach machen wie eine Bahnfahrkarte. Genau daran arbeite ich seit sechs Jahren.',
  'Bei Grünwerk Mobility habe ich die Buchungs-App für über 400.000 Nutzerinnen und Nutzer gestaltet, ein barrierefreies Design-System aufgebaut und die Abbruchquote im Bezahlvorgang um 18 % gesenkt. Größere Prüfungen der Barrierefreiheit übernehme ich gern selbst.',
  'Über eine Einladung zu einem persönlichen Gespräch in Hamburg freue ich mich. Mein frühestmöglicher Eintrittstermin ist der 01.03.2027.',
];
const ZEUGNIS = 'Arbeitszeugnis Grünwerk Mobility';
const SCAN = 'Zertifikat Barrierefreiheit (Scan)';
const mm = (value: number) => Math.round(value * 10) / 10;

test.describe.configure({ timeout: 240_000 });

let page: Page;

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
async function storedTitles(resumeToken: string, login: string): Promise<string[]> {
  const answer = await page.request.get(`/api/v1/attachments?resume_token=${resumeToken}`, {
    headers: { Authorization: `Bearer ${login}` },
  });
  return ((await answer.json()) as { data: { title: string }[] }).data.map((item) => item.title);
}

/** A drag as a hand does it: press on the handle, a first small move, the way over, release. */
async function dragWithMouse(handle: Locator, onto: Locator): Promise<void> {
  // Both Anlagen in sight (the dialog scrolls): a press outside the handle would select text.
  await onto.evaluate((element) => element.closest('ol')?.scrollIntoView({ block: 'center' }));
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('drag source or target not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

const preview = () => page.getByTestId('letter-preview');
const dialog = () => page.getByRole('dialog', { name: 'Bewerbungsmappe' });
const upload = () => dialog().getByLabel('Anlage hochladen (PDF, JPEG oder PNG)');

test('writes an Anschreiben, binds it with Deckblatt, Lebenslauf and Anlagen, and reads the Mappe back', async ({
  browser,
  api,
  request,
  axe,
}, testInfo) => {
  const opened = await openFinalPageAsPaidUser({ browser, api, request }, testInfo, {
    parts: twoPageSampleParts,
    marker: 'Schäfer',
  });
  page = opened.page;
  const { account, token, pages: resumePages } = opened;

  // The letter, from the final page.
  await page.getByRole('button', { name: 'Anschreiben erstellen' }).click();
  await expect(page).toHaveURL(/\/anschreiben\/\d+$/);
  await field('Firma').fill(AD.company);
  await field('Ansprechpartner').fill(AD.contact);
  await field('Straße und Hausnummer').fill(AD.street);
  await field('PLZ').fill(AD.zip);
  await field('Ort').first().fill(AD.city);
  await field('Stelle').fill('Senior UX Designerin');
  await field('Betreff').fill(AD.subject);
  await field('Ort').last().fill('Berlin');
  // The German day as typed, whatever language the operating system has.
  await field('Datum').fill('25.11.2026');
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  for (const [index, paragraph] of PARAGRAPHS.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.insertText(paragraph);
  }
  await expect(preview()).toContainText('Sehr geehrte Frau Kößler,');
  await expect(preview()).toContainText(AD.company);
  await expect(preview()).toContainText('Berlin, 25.11.2026');
  await expect(preview()).toContainText(PARAGRAPHS[2] ?? '');
  await expect(page.getByTestId('letter-overflow')).not.toContainText('passt nicht');
  await expect(page.locator('.le-save')).toHaveText('Gespeichert');
  await page.screenshot({ path: path.join(SHOTS, 'walk-letter-desktop.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);

  // Back on the final page: the Mappe with two Anlagen, this letter and the Deckblatt.
  await page.getByRole('link', { name: 'Zurück zum Lebenslauf' }).click();
  await page.getByRole('button', { name: 'Bewerbungsmappe', exact: true }).click();
  await expect(dialog()).toBeVisible();
  await upload().setInputFiles({
    name: 'zeugnis.pdf',
    mimeType: 'application/pdf',
    buffer: await zeugnisPdf(),
  });
  await expect(dialog().getByText('2 Seiten')).toBeVisible({ timeout: 30_000 });
  await upload().setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: await scanJpeg() });
  await expect(dialog().getByText('1 Seite', { exact: true })).toBeVisible({ timeout: 30_000 });
  const titles = dialog().getByRole('textbox', { name: 'Titel' });
  await titles.nth(0).fill(ZEUGNIS);
  await titles.nth(0).blur();
  await titles.nth(1).fill(SCAN);
  await titles.nth(1).blur();
  await expect(dialog().getByRole('checkbox', { name: SCAN })).toBeChecked();
  await expect.poll(() => storedTitles(token, account.token)).toEqual([ZEUGNIS, SCAN]);

  // The order by drag and drop: the keyboard on the handle (Space, arrow, Space), then the mouse.
  const zeugnisHandle = dialog().getByRole('button', { name: `${ZEUGNIS} verschieben` });
  await zeugnisHandle.focus();
  await page.keyboard.press('Space');
  await expect(zeugnisHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`${ZEUGNIS} ist jetzt an Position 2 von 2.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${ZEUGNIS} abgelegt an Position 2 von 2.`)).toBeAttached();
  await expect.poll(() => storedTitles(token, account.token)).toEqual([SCAN, ZEUGNIS]);
  await dragWithMouse(
    dialog().getByRole('button', { name: `${SCAN} verschieben` }),
    dialog().locator('li[data-attachment-id]').nth(1),
  );
  await expect.poll(() => storedTitles(token, account.token)).toEqual([ZEUGNIS, SCAN]);
  // And once more with the mouse, upwards: the Mappe takes this order.
  await dragWithMouse(
    dialog().getByRole('button', { name: `${SCAN} verschieben` }),
    dialog().locator('li[data-attachment-id]').nth(0),
  );
  await expect.poll(() => storedTitles(token, account.token)).toEqual([SCAN, ZEUGNIS]);
  await expect(dialog().getByRole('button', { name: `Nach oben: ${SCAN}` })).toBeDisabled();

  const letterChoice = dialog().getByRole('combobox', { name: 'Anschreiben' });
  await letterChoice.selectOption({ label: AD.company });
  await expect(letterChoice.locator('option:checked')).toHaveText(AD.company);
  await expect(dialog().getByRole('checkbox', { name: 'Deckblatt' })).toBeChecked();
  await expect(dialog().getByTestId('mappe-size')).toHaveText(/^ca\. [\d,]+ (kB|MB), \d+ Seiten$/, {
    timeout: 30_000,
  });
  await page.screenshot({ path: path.join(SHOTS, 'walk-mappe-desktop.png'), fullPage: true });
  await axe.expectNoSeriousA11yViolations(page);

  const file = testInfo.outputPath('mappe.pdf');
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await dialog().getByRole('button', { name: 'Mappe herunterladen' }).click();
  const done = await download;
  await done.saveAs(file);
  expect(done.suggestedFilename()).toMatch(/^Bewerbung_Lena_Sch.*_F.*hrhaus.*\.pdf$/);

  // Deckblatt 1, Anschreiben 2, Lebenslauf 3…, then the scan and the Zeugnis (2 pages).
  const letterPage = 2;
  const firstResumePage = 3;
  const scanPage = firstResumePage + resumePages;
  const zeugnisPage = scanPage + 1;
  expect(pageCount(file)).toBe(2 + resumePages + 2 + 1);
  expect(bookmarks(file)).toEqual([
    { title: 'Deckblatt', page: 1 },
    { title: 'Anschreiben', page: letterPage },
    { title: 'Lebenslauf', page: firstResumePage },
    { title: `Anlage: ${SCAN}`, page: scanPage },
    { title: `Anlage: ${ZEUGNIS}`, page: zeugnisPage },
  ]);

  // The Deckblatt sets its title over several lines: compared with the spaces folded.
  const cover = pageText(file, 1).replace(/\s+/g, ' ');
  expect(cover).toContain('Bewerbung als Senior UX Designerin bei Fährhaus Logistik AG');
  expect(cover).toContain(`Anschreiben Lebenslauf ${SCAN} ${ZEUGNIS}`);

  const letter = pageText(file, letterPage);
  expect(letter).toContain(AD.subject);
  expect(letter).toContain('Berlin, 25.11.2026');
  expect(letter).toContain('Sehr geehrte Frau Kößler,');
  expect(letter).toContain('Größere Prüfungen der Barrierefreiheit');
  expect(letter).toContain('Mit freundlichen Grüßen');
  // The Anlagen line names what is enclosed, in the Mappe's order.
  const anlagen = letter.slice(letter.lastIndexOf('Anlagen'));
  expect(anlagen.indexOf(SCAN)).toBeGreaterThan(0);
  expect(anlagen.indexOf(ZEUGNIS)).toBeGreaterThan(anlagen.indexOf(SCAN));

  // One page: the next page is the Lebenslauf, with nothing of the letter on it.
  const resumeStart = pageText(file, firstResumePage);
  expect(resumeStart).toContain('Schäfer');
  expect(resumeStart).not.toContain('Mit freundlichen Grüßen');
  expect(resumeStart).not.toContain('Eintrittstermin');

  // The recipient inside the DIN 5008 Form B address field (window envelope).
  const lines = textLines(file, letterPage);
  for (const wanted of [AD.company, 'Frau Jördis Kößler', AD.street, `${AD.zip} ${AD.city}`]) {
    const line = lines.find((each) => each.text === wanted);
    expect(line, `address line "${wanted}" in ${JSON.stringify(lines.map((l) => l.text))}`).toBeDefined();
    if (!line) continue;
    const box = { left: mm(line.left), top: mm(line.top), right: mm(line.right), bottom: mm(line.bottom) };
    expect(box.left, wanted).toBeGreaterThanOrEqual(20);
    expect(box.right, wanted).toBeLessThanOrEqual(105);
    expect(box.top, wanted).toBeGreaterThanOrEqual(45);
    expect(box.bottom, wanted).toBeLessThanOrEqual(90);
  }

  expect(pageText(file, zeugnisPage)).toContain('Arbeitszeugnis Müller GmbH – Seite 1');
  expect(pageText(file, zeugnisPage + 1)).toContain('Seite 2');
  expect(pageText(file, scanPage).trim()).toBe('');

  // 360 px: the dialog and the editor (reached from the final page's list of letters).
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Bewerbungsmappe', exact: true }).click();
  await expect(dialog().getByRole('button', { name: `${ZEUGNIS} verschieben` })).toBeVisible();
  const sideways = await dialog().evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SHOTS, 'walk-mappe-360.png') });
  await dialog().locator('li[data-attachment-id]').nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'walk-mappe-360-anlagen.png') });
  await axe.expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: AD.company }).click();
  await expect(field('Datum')).toHaveValue('25.11.2026');
  // The preview's Anlagen line names the Anlagen in their order, as the Mappe printed them.
  await expect(preview().locator('.vl-enclosures li')).toHaveText([SCAN, ZEUGNIS]);
  await field('Datum').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'walk-letter-360-date.png') });
  await axe.expectNoSeriousA11yViolations(page);
  await page.context().close();
});
