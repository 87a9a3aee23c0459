/**
 * Vita writes only what is true: three new users (a Kauffrau im Einzelhandel who is now
 * stellvertretende Filialleiterin, a Fachkraft für Lagerlogistik whose CV lists his Ausbildung
 * among the jobs, a student) paste an ad, fill the named answers and get a first draft that names
 * at least three of the ad's tasks, states nothing their CV does not show and leaves no
 * placeholder; the job match finds their Ausbildung; the PDF downloads, and a placeholder typed
 * into the text stops it with a message naming it. One English pass of the editor. Axe on each
 * page; screenshots at 1280 and 360 px in /work/shots-letter-truth/.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  EMPTY_EDUCATION,
  EMPTY_HEADING,
  EMPTY_WORK,
  type StoredResumeParts,
  sampleResumeParts,
} from '@vita/shared/resume';
import { expect, test } from '../fixtures/test';
import { openFinalPageAsPaidUser } from '../support/paid-final-page';

const SHOTS = '/work/shots-letter-truth';
test.describe.configure({ timeout: 240_000 });

type Job = [title: string, employer: string, from: string, to: string, description?: string];
type Degree = [degree: string, field: string, school: string, from: string, to: string];

function cv(
  first: string,
  last: string,
  jobs: Job[],
  degrees: Degree[] = [],
  licence = '',
): StoredResumeParts {
  const month = (at: string) => ({ year: at.slice(0, 4), month: at.slice(5, 7) });
  return {
    ...sampleResumeParts,
    name: `${first} ${last}`,
    heading: {
      ...sampleResumeParts.heading,
      ...EMPTY_HEADING,
      fname: first,
      lname: last,
      location: 'Bremen',
      email: `${first.toLowerCase()}@example.de`,
      phone: '+49 421 555 0100',
      licence,
      moreOptions: licence !== '',
    },
    work: jobs.map(([jobtitle, employer, from, to, description]) => ({
      ...EMPTY_WORK,
      jobtitle,
      employer,
      country: 'Bremen',
      startMonth: month(from).month,
      startYear: month(from).year,
      endMonth: to ? month(to).month : '',
      endYear: to ? month(to).year : '',
      check: to === '',
      workDescription: description ?? '',
    })),
    education: degrees.map(([sdegree, fieldOStudy, sname, from, to]) => ({
      ...EMPTY_EDUCATION,
      sdegree,
      fieldOStudy,
      sname,
      studyStartMonth: month(from).month,
      studyStartYear: month(from).year,
      studyEndMonth: to ? month(to).month : '',
      studyEndYear: to ? month(to).year : '',
      check: to === '',
    })),
    extraSections: [],
    customSections: [],
  };
}

const list = (...items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;

interface Walker {
  name: string;
  parts: StoredResumeParts;
  company: string;
  position: string;
  ad: string;
  /** The ad's tasks the draft must name (at least three). */
  tasks: string[];
  /** The degree the match must find in the CV. */
  degree: string;
  /** What the CV does not show: the draft must not say it. */
  never: RegExp;
}

const WALKERS: Walker[] = [
  {
    name: 'Sabine',
    parts: cv('Sabine', 'Krüger', [
      [
        'Stellvertretende Filialleiterin',
        'Drogeriemarkt Lindner',
        '2019-04',
        '',
        list(
          'Führung eines Teams von 9 Mitarbeitenden',
          'Personaleinsatzplanung für zwei Filialen',
          'Tägliche Kassenabrechnung und Tresor',
        ),
      ],
      [
        'Kauffrau im Einzelhandel',
        'Drogeriemarkt Lindner',
        '2014-07',
        '2019-03',
        list('Warenbestellung im Warenwirtschaftssystem und Inventur'),
      ],
      ['Auszubildende Kauffrau im Einzelhandel', 'Drogeriemarkt Lindner', '2011-08', '2014-06'],
    ]),
    company: 'Drogeriemarkt Hansen GmbH',
    position: 'Filialleitung (m/w/d)',
    ad: `Filialleitung (m/w/d)\n\nIhre Aufgaben\nFührung eines Teams von 12 Mitarbeitenden, Warenwirtschaft, Kassenabrechnung, Personaleinsatzplanung …\n\nIhr Profil\n- Abgeschlossene kaufmännische Ausbildung\n- Mehrjährige Berufserfahrung im Einzelhandel\n- Führungserfahrung\n\nBitte nennen Sie Ihre Gehaltsvorstellung und Ihren frühestmöglichen Eintrittstermin.`,
    tasks: ['Führung eines Teams von 12 Mitarbeitenden', 'Kassenabrechnung', 'Personaleinsatzplanung'],
    degree: 'Kaufmännische Ausbildung',
    never: /kaufe selbst|Staplerschein|\(m\/w\/d\)|als Stellvertretende/,
  },
  {
    name: 'Mehmet',
    parts: cv(
      'Mehmet',
      'Aydın',
      [
        [
          'Lagermitarbeiter',
          'Weserport Logistik',
          '2016-09',
          '',
          list(
            'Wareneingang prüfen und einlagern',
            'Kommissionierung mit Handscanner',
            'Verladung mit dem Gabelstapler',
            'Bestandskontrolle im SAP',
          ),
        ],
        ['Ausbildung zur Fachkraft für Lagerlogistik', 'Weserport Logistik', '2013-08', '2016-07'],
      ],
      [],
      'Klasse B, Staplerschein',
    ),
    company: 'Hansa Frischelogistik GmbH',
    position: 'Lagerfachkraft Frischelager (m/w/d)',
    ad: `Lagerfachkraft Frischelager (m/w/d)\n\nDeine Aufgaben\n- Wareneingang und Kontrolle der Lieferungen\n- Kommissionierung der Filialaufträge\n- Verladung der Touren mit dem Gabelstapler\n- Bestandskontrolle und Inventur\n\nDein Profil\n- Abgeschlossene Ausbildung als Fachkraft für Lagerlogistik oder vergleichbar\n- Staplerschein\n- Führerschein Klasse CE von Vorteil`,
    tasks: [
      'Wareneingang und Kontrolle der Lieferungen',
      'Kommissionierung der Filialaufträge',
      'Verladung der Touren mit dem Gabelstapler',
    ],
    degree: 'Ausbildung als Fachkraft für Lagerlogistik',
    never: /Klasse CE|Führerschein Klasse CE|\(m\/w\/d\)/,
  },
  {
    name: 'Jana',
    parts: cv(
      'Jana',
      'Voss',
      [
        [
          'Werkstudentin Datenanalyse',
          'Stadtwerke Bremen',
          '2025-04',
          '',
          list('Auswertung von Verbrauchsdaten mit Python und SQL', 'Erstellung von Dashboards in Power BI'),
        ],
        [
          'Praktikantin IT-Support',
          'Hanse Software GmbH',
          '2024-08',
          '2024-10',
          list('Dokumentation von Supportfällen im Ticketsystem'),
        ],
      ],
      [['Bachelor of Science', 'Wirtschaftsinformatik', 'Hochschule Bremen', '2023-10', '']],
    ),
    company: 'Nordwind Energie AG',
    position: 'Werkstudent Business Intelligence (m/w/d)',
    ad: `Werkstudent Business Intelligence (m/w/d)\n\nIhre Aufgaben\n- Auswertung von Vertriebsdaten mit SQL\n- Aufbau von Dashboards in Power BI\n- Dokumentation der Datenmodelle\n\nIhr Profil\n- Laufendes Studium der Informatik, Wirtschaftsinformatik oder vergleichbar\n- Gute Englischkenntnisse`,
    tasks: [
      'Auswertung von Vertriebsdaten mit SQL',
      'Aufbau von Dashboards in Power BI',
      'Dokumentation der Datenmodelle',
    ],
    degree: 'Studium Informatik',
    never: /Englisch|\(m\/w\/d\)/,
  },
];

const body = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true });

async function shots(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const walker of WALKERS) {
  test(`${walker.name}: a true draft from the ad, the match finds the Ausbildung, the PDF downloads`, async ({
    browser,
    api,
    request,
    axe,
  }, testInfo) => {
    const { page } = await openFinalPageAsPaidUser({ browser, api, request }, testInfo, {
      parts: walker.parts,
      marker: walker.name,
    });
    await page.getByRole('button', { name: 'Anschreiben erstellen' }).click();
    await expect(page).toHaveURL(/\/anschreiben\/\d+$/);
    await page.getByLabel('Firma').fill(walker.company);
    await page.getByLabel('Stelle', { exact: true }).fill(walker.position);
    await page.getByLabel('Stellenanzeige für den Entwurf').fill(walker.ad);
    await page.getByLabel('Frühester Eintrittstermin').fill('1. März 2027');
    await page
      .getByLabel(/Warum diese Stelle/)
      .fill(`Bei ${walker.company} möchte ich mehr Verantwortung übernehmen`);
    await page.getByRole('button', { name: 'Ersten Entwurf erstellen' }).click();
    await expect(page.getByText(/Der Entwurf beantwortet \d+ von \d+ Aufgaben/)).toBeVisible({
      timeout: 30_000,
    });

    const text = ((await body(page).textContent()) ?? '').replace(/\s+/g, ' ');
    for (const task of walker.tasks) expect(text, task).toContain(task);
    expect(text).not.toMatch(/\[|\]|\{|\}/);
    expect(text).not.toMatch(walker.never);
    expect(text).toContain('Beginnen kann ich zum 1. März 2027.');
    await expect(page.getByLabel('Betreff')).toHaveValue(`Bewerbung als ${walker.position}`);
    await expect(page.locator('.le-save')).toHaveText('Gespeichert', { timeout: 15_000 });
    await shots(page, `${walker.name.toLowerCase()}-draft`);
    await axe.expectNoSeriousA11yViolations(page);

    // The job match reads the whole CV: the Ausbildung is found, and nothing missing is offered for the letter.
    await page.getByRole('button', { name: 'Stellenanzeige abgleichen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(walker.ad);
    await dialog.getByRole('button', { name: 'Abgleichen' }).click();
    const degreeRow = dialog.locator('.job-match__row', { hasText: walker.degree });
    await expect(degreeRow).toHaveClass(/job-match__row--found/, { timeout: 30_000 });
    await expect(dialog.locator('.job-match__row--missing .job-match__add')).toHaveCount(0);
    await shots(page, `${walker.name.toLowerCase()}-match`);
    await axe.expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Als PDF herunterladen' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Anschreiben_.*\.pdf$/);

    // A placeholder typed into the text stops the download and is named.
    await body(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Mein Gehalt: [Betrag]');
    await page.getByRole('button', { name: 'Als PDF herunterladen' }).click();
    await expect(page.locator('.le-pdf__error')).toContainText('„[Betrag]“');
    await page.context().close();
  });
}

test('English: the letter editor asks the same named answers', async ({
  browser,
  api,
  request,
  axe,
}, testInfo) => {
  const walker = WALKERS[0] as Walker;
  const { page } = await openFinalPageAsPaidUser({ browser, api, request }, testInfo, {
    parts: walker.parts,
    marker: walker.name,
  });
  await page.getByRole('button', { name: 'Anschreiben erstellen' }).click();
  await expect(page).toHaveURL(/\/anschreiben\/\d+$/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Create a first draft' })).toBeVisible();
  await page.getByLabel('Job ad for the draft').fill(walker.ad);
  await expect(page.getByLabel('Earliest start date')).toBeVisible();
  await expect(page.getByLabel('Salary expectation')).toBeVisible();
  await page.getByRole('button', { name: 'Create a first draft' }).click();
  await expect(page.getByText(/The draft answers \d+ of the ad’s \d+ tasks/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('The ad asks for your salary expectation.')).toBeVisible();
  await shots(page, 'english-editor');
  await axe.expectNoSeriousA11yViolations(page);
  await page.context().close();
});
