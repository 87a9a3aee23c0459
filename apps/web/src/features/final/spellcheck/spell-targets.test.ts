import type { EducationEntry, WorkEntry } from '@vita/shared';
import { educationEntrySchema, headingSchema, workEntrySchema } from '@vita/shared/contracts';
import { describe, expect, it } from 'vitest';
import { applyChanges, collectTargets, ownNames } from './spell-targets';

const job = (over: Partial<WorkEntry>): WorkEntry => ({ ...workEntrySchema.parse({}), ...over });
const school = (over: Partial<EducationEntry>): EducationEntry => ({
  ...educationEntrySchema.parse({ sname: 'Berufskolleg Köln' }),
  ...over,
});

describe('the texts the spell check covers', () => {
  it('takes skills, summary, accomplishments, certifications and links, leaving empty ones out', () => {
    const targets = collectTargets({
      skills: { data: '<ul><li>Projektmanagment</li></ul>', recommended: [] },
      summary: { data: '<p></p>' },
      accomplishments: { id: 3, data: '<p>Preis</p>' },
      affiliations: null,
      certifications: { id: 4, data: '<p>Zertifikat</p>' },
      webLinks: { id: 5, link1: 'github.com/lena', link2: ' ', link3: 'Portfolio' },
    });
    expect(targets.map((t) => t.id)).toEqual([
      'skills',
      'certifications',
      'accomplishments',
      'webLinks.link1',
      'webLinks.link3',
    ]);
  });

  it('takes job titles and descriptions, degrees and school texts, but not employer or school names', () => {
    const targets = collectTargets({
      work: [
        job({
          jobtitle: 'Verkäuferin',
          employer: 'Drogerie Müller',
          workDescription: '<ul><li>Kundenberatng</li></ul>',
        }),
        job({ jobtitle: 'Kassiererin' }),
      ],
      education: [school({ sdegree: 'Fachhochschulreife', educationDescription: '<p>Schwerpunkt BWL</p>' })],
    });
    expect(targets.map((t) => t.id)).toEqual([
      'work.0.jobtitle',
      'work.0.workDescription',
      'work.1.jobtitle',
      'education.0.sdegree',
      'education.0.educationDescription',
    ]);
    expect(targets[1]?.entryLabel).toBe('Verkäuferin, Drogerie Müller');
    expect(targets.some((t) => t.source.includes('Müller') || t.source.includes('Köln'))).toBe(false);
  });

  it('takes hobbies, further information, custom sections, language names and the heading’s free texts', () => {
    const targets = collectTargets({
      heading: {
        fname: 'Lena',
        lname: 'Schmidt',
        street: 'Hauptstr. 1',
        location: 'Köln',
        pincode: '50667',
        birthDatePlace: '',
        phone: '0221 123',
        email: 'lena@example.de',
        licence: 'Führerschein Klasse B',
        maritalStatus: 'ledig',
        socialLink: '',
        moreOptions: true,
      },
      hobbies: { id: 1, data: '<p>Lesen, Wandern</p>' },
      additionalInformation: { id: 2, data: '<p>Umzugsbereit</p>' },
      customSectionOne: { id: 7, title: 'Ehrenamt', description: '<p>Trainerin</p>' },
      languages: {
        id: 3,
        native: [{ nativeLang: 'Deutsch' }],
        languages: [{ language: 'Englisch', level: 'B2', value: 80 }],
      },
    });
    expect(targets.map((t) => t.id)).toEqual([
      'heading.licence',
      'heading.maritalStatus',
      'languages.0.nativeLang',
      'languages.0.language',
      'additionalInformation',
      'hobbies',
      'customSectionOne.title',
      'customSectionOne.description',
    ]);
  });
});

describe('putting corrected texts back', () => {
  it('writes a job description into its own entry and keeps the others', () => {
    const work = [job({ jobtitle: 'A', workDescription: '<p>alt</p>' }), job({ jobtitle: 'B' })];
    const [target] = collectTargets({ work }).filter((t) => t.field === 'workDescription');
    if (!target) throw new Error('no target');
    const next = applyChanges({ work }, [{ target, source: '<p>neu</p>' }]);
    expect(next.work?.[0]?.workDescription).toBe('<p>neu</p>');
    expect(next.work?.[0]?.jobtitle).toBe('A');
    expect(next.work?.[1]).toEqual(work[1]);
    expect(Object.keys(next)).toEqual(['work']);
  });

  it('writes two fields of one entry and a language row', () => {
    const values = {
      education: [school({ sdegree: 'Abitr', fieldOStudy: 'Wirtschft' })],
      languages: {
        id: 3,
        native: [],
        languages: [{ language: 'Englsch', level: 'B2' as const, value: 80 as const }],
      },
    };
    const targets = collectTargets(values);
    const changes = targets.map((target) => ({ target, source: `${target.source}!` }));
    const next = applyChanges(values, changes);
    expect(next.education?.[0]?.sdegree).toBe('Abitr!');
    expect(next.education?.[0]?.fieldOStudy).toBe('Wirtschft!');
    expect(next.languages?.languages[0]).toEqual({ language: 'Englsch!', level: 'B2', value: 80 });
    expect(next.languages?.id).toBe(3);
  });
});

describe('the own names sent along with the texts', () => {
  it('are the name, street, town and birthplace, each employer and its town, each school and its town', () => {
    const names = ownNames({
      heading: headingSchema.parse({
        fname: 'Mirja',
        lname: 'Ottensen',
        email: 'mirja@example.de',
        street: 'Könneritzstraße 4',
        location: 'Leipzig-Schleußig',
        birthDatePlace: '03.04.1995 in Wurzen',
      }),
      work: [
        job({ jobtitle: 'Kassiererin', employer: 'Drogerie Hansen KG', country: 'Leipzig-Gohlis' }),
        job({ jobtitle: 'Aushilfe', employer: 'Drogerie Hansen KG', country: ' ' }),
      ],
      education: [school({ sname: 'Oberschule Connewitz', slname: 'Leipzig' })],
    });
    expect(names).toEqual([
      'Mirja',
      'Ottensen',
      'Könneritzstraße 4',
      'Leipzig-Schleußig',
      '03.04.1995 in Wurzen',
      'Drogerie Hansen KG',
      'Leipzig-Gohlis',
      'Oberschule Connewitz',
      'Leipzig',
    ]);
  });
});
