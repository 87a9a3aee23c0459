import jsonResumeSchema from '@jsonresume/schema';
import { longSampleParts, type StoredResumeParts, typicalSampleParts } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { fullSampleParts } from './full-sample.test-support';
import { toJsonResume } from './json-resume-export';
import { fromJsonResume, JsonResumeError } from './json-resume-import';

function schemaErrors(resume: unknown): string[] {
  let errors: string[] = [];
  jsonResumeSchema.validate(resume, (found) => {
    errors = (found ?? []).map((e) => `${e.property}: ${e.message}`);
  });
  return errors;
}

/** Through a file and back, as a user would move it. */
const throughFile = (parts: StoredResumeParts) =>
  fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(parts))));

describe('JSON Resume export', () => {
  it('is valid against the official schema for every sample', async () => {
    for (const parts of [typicalSampleParts, longSampleParts, await fullSampleParts()]) {
      expect(schemaErrors(JSON.parse(JSON.stringify(toJsonResume(parts))))).toEqual([]);
    }
  });

  it('leaves out what the schema refuses, such as an e-mail address with an umlaut, and still round-trips it', () => {
    const heading = typicalSampleParts.heading && {
      ...typicalSampleParts.heading,
      email: 'jürgen@müller.de',
    };
    const parts = { ...typicalSampleParts, heading };
    const resume = JSON.parse(JSON.stringify(toJsonResume(parts)));
    expect(schemaErrors(resume)).toEqual([]);
    expect(resume.basics.email).toBeUndefined();
    expect(fromJsonResume(resume).heading?.email).toBe('jürgen@müller.de');
  });

  it('fills the standard fields other tools read', async () => {
    const resume = toJsonResume(await fullSampleParts());
    expect(resume.basics).toMatchObject({
      name: 'Julia Becker',
      email: 'julia.becker@example.de',
      location: { city: 'Köln', postalCode: '50823', address: 'Venloer Straße 241' },
      url: 'https://www.linkedin.com/in/julia-becker',
    });
    expect(resume.basics?.image).toMatch(/^data:image\/jpeg;base64,/);
    expect(resume.basics?.profiles?.map((p) => p.network)).toEqual(['XING', 'julia-becker.de']);
    expect(resume.work?.[0]).toMatchObject({
      position: 'Stellvertretende Filialleiterin',
      name: 'Modehaus Lindner GmbH',
      startDate: '2022-07',
    });
    expect(resume.work?.[0]?.endDate).toBeUndefined();
    expect(resume.work?.[1]).toMatchObject({ startDate: '2019-08', endDate: '2022-06' });
    expect(resume.work?.[0]?.highlights).toHaveLength(5);
    expect(resume.education?.[0]).toMatchObject({ institution: 'Berufskolleg Bonn-Duisdorf', score: '2,1' });
    expect(resume.languages).toEqual([
      { language: 'Deutsch', fluency: 'Muttersprache' },
      { language: 'Englisch', fluency: 'B2' },
      { language: 'Französisch', fluency: 'A2' },
    ]);
    expect(resume.skills?.map((s) => s.name)).toContain('Warenwirtschaft (SAP Retail)');
    expect(resume.meta.vita.customSections.map((s) => s.title)).toEqual(['Ehrenamt', 'Projekte']);
  });
});

describe('Vita → JSON Resume → Vita', () => {
  it('loses nothing of the typical sample', () => {
    expect(throughFile(typicalSampleParts)).toEqual(typicalSampleParts);
  });

  it('loses nothing of the long sample', () => {
    expect(throughFile(longSampleParts)).toEqual(longSampleParts);
  });

  it('loses nothing of a sample with photo, every extra section and custom sections', async () => {
    const full = await fullSampleParts();
    expect(throughFile(full)).toEqual(full);
  });

  it('takes edits made in another tool over the stored copy and keeps the Vita-only parts', async () => {
    const exported = JSON.parse(JSON.stringify(toJsonResume(await fullSampleParts())));
    exported.work[0].position = 'Filialleiterin';
    const parts = fromJsonResume(exported);
    expect(parts.work[0]?.jobtitle).toBe('Filialleiterin');
    expect(parts.work[0]?.startMonth).toBe('July');
    expect(parts.work[0]?.check).toBe(true);
    expect(parts.heading?.birthDatePlace).toBe('09.05.1998 in Bonn');
    expect(parts.style.layout).toEqual({ main: [1, 6, 7, 3], side: [2, 8] });
    expect(parts.signature?.location).toBe('Köln');
    expect(parts.customSections).toHaveLength(2);
    expect(parts.extraSections.map((s) => s.meta_sub_key)).toContain('Affiliation');
  });
});

describe('JSON Resume import', () => {
  it('reads a JSON Resume that another tool wrote', () => {
    const parts = fromJsonResume({
      basics: {
        name: 'Max Mustermann',
        email: 'max@example.de',
        summary: 'Erfahrener <Koch>',
        location: { city: 'Berlin' },
      },
      work: [
        {
          name: 'Gasthaus Zur Linde',
          position: 'Koch',
          startDate: '2018-04-01',
          endDate: '2021',
          highlights: ['Menüs'],
        },
      ],
      education: [{ institution: 'BBS Hannover', studyType: 'Ausbildung', score: '1.7' }],
      skills: [{ name: 'Saucen' }],
      languages: [
        { language: 'Deutsch', fluency: 'Native speaker' },
        { language: 'Englisch', fluency: 'B1' },
      ],
    });
    expect(parts.heading).toMatchObject({
      fname: 'Max',
      lname: 'Mustermann',
      email: 'max@example.de',
      location: 'Berlin',
    });
    expect(parts.summary?.data).toBe('<p>Erfahrener &lt;Koch&gt;</p>');
    expect(parts.work[0]).toMatchObject({
      startMonth: 'April',
      startYear: '2018',
      endYear: '2021',
      check: false,
    });
    expect(parts.work[0]?.workDescription).toBe('<ul><li><p>Menüs</p></li></ul>');
    expect(parts.education[0]?.pointer).toBe(1.7);
    expect(parts.extraSections[0]).toMatchObject({
      meta_sub_key: 'Language',
      meta_value: {
        native: [{ nativeLang: 'Deutsch' }],
        languages: [{ language: 'Englisch', level: 'B1', value: 40 }],
      },
    });
    expect(parts.name).toBe('Lebenslauf Max Mustermann');
  });

  it.each([
    ['an array', [1, 2]],
    ['a string', 'Lebenslauf'],
    ['null', null],
  ])('refuses %s with a German message', (_label, input) => {
    expect(() => fromJsonResume(input)).toThrow(JsonResumeError);
    expect(() => fromJsonResume(input)).toThrow(/JSON-Resume-Format/);
  });

  it('refuses a JSON file without any resume section', () => {
    expect(() => fromJsonResume({ name: 'vita', version: '1.0.0' })).toThrow(/keine Lebenslaufdaten/);
  });

  it('names the fields that break the schema', () => {
    expect(() =>
      fromJsonResume({ basics: { email: 'keine-adresse' }, work: [{ startDate: 'gestern' }] }),
    ).toThrow(/Bitte prüfen Sie diese Felder: basics\.email, work\[0\]\.startDate\./);
  });
});
