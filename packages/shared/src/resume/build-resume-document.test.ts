import { describe, expect, it } from 'vitest';
import { SECTION_ID } from '../constants';
import { headingSchema } from '../contracts/meta-values';
import { buildResumeDocument, type StoredResumeParts } from './build-resume-document';
import { emptyStoredParts } from './empty-parts';
import { type ResumeSection, resumeDocumentSchema } from './resume-document';
import { sampleResumeParts } from './sample-resume';
import { DEFAULT_SECTION_ORDER } from './section-order';
import { twoPageSampleParts } from './two-page-sample';

const NOW = new Date(2026, 10, 22);
const emptyParts = emptyStoredParts();
const build = (parts: Partial<StoredResumeParts>, options = {}) =>
  buildResumeDocument({ ...emptyParts, ...parts }, { now: NOW, ...options });
const sectionKeys = (sections: readonly ResumeSection[]) => sections.map((s) => s.key);
const entriesOf = (section: ResumeSection | undefined) =>
  section?.kind === 'entries' ? section.entries : [];

describe('resume document from the sample', () => {
  const doc = buildResumeDocument(sampleResumeParts, { now: NOW });

  it('matches its own schema', () => {
    expect(resumeDocumentSchema.safeParse(doc).success).toBe(true);
    expect(resumeDocumentSchema.safeParse(buildResumeDocument(twoPageSampleParts)).success).toBe(true);
  });

  it('orders sections the German way when no layout is stored', () => {
    expect(doc.layout).toEqual({ main: [...DEFAULT_SECTION_ORDER], side: [] });
    expect(doc.layoutStored).toBe(false);
    expect(sectionKeys(doc.sections)).toEqual([
      'summary',
      'work',
      'education',
      'skills',
      'languages',
      'certifications',
      'hobbies',
    ]);
  });

  it('gives German section titles by default', () => {
    expect(doc.sections.map((s) => s.title)).toEqual([
      'Profil',
      'Berufserfahrung',
      'Ausbildung',
      'Kenntnisse',
      'Sprachen',
      'Zertifikate',
      'Hobbys',
    ]);
  });

  it('builds the personal block with the address line', () => {
    expect(doc.personal).toMatchObject({
      fullName: 'Lena Schäfer',
      address: 'Schönhauser Allee 112, 10437 Berlin',
      licence: 'Klasse B',
      socialLinkHref: 'https://linkedin.com/in/lena-schaefer',
    });
  });

  it('formats jobs with a current end as Aktuell', () => {
    const [latest] = entriesOf(doc.sections.find((s) => s.key === 'work'));
    expect(latest).toMatchObject({
      title: 'Senior-Produktdesignerin',
      subtitle: 'Grünwerk Mobility GmbH',
      place: 'Berlin',
      dateRange: '04/2021 – Aktuell',
      start: { month: 4, year: 2021 },
      end: null,
      current: true,
    });
    expect(latest?.descriptionBlocks[0]?.type).toBe('list');
  });

  it('formats grades with a decimal comma', () => {
    const degrees = entriesOf(doc.sections.find((s) => s.key === 'education'));
    expect(degrees.map((d) => d.grade)).toEqual(['Note: 1,3', 'Note: 1,7']);
    expect(degrees[0]?.title).toBe('Master of Arts, Interaktionsdesign');
  });

  it('lists native languages first with Muttersprache and six bars', () => {
    const languages = doc.sections.find((s) => s.key === 'languages');
    expect(languages?.kind === 'languages' && languages.languages).toEqual([
      {
        name: 'Deutsch',
        level: 'Muttersprache',
        native: true,
        value: 100,
        bars: 6,
        text: 'Deutsch – Muttersprache',
      },
      { name: 'Englisch', level: 'C1', native: false, value: 80, bars: 5, text: 'Englisch – C1' },
      { name: 'Französisch', level: 'B1', native: false, value: 40, bars: 3, text: 'Französisch – B1' },
    ]);
  });

  it('shows the signature with a German place and date line', () => {
    expect(doc.signature).toMatchObject({
      kind: 'text',
      text: 'Lena Schäfer',
      placeDate: 'Berlin, 22.11.2026',
    });
  });

  it('keeps the server ids of extra and custom sections', () => {
    const two = buildResumeDocument(twoPageSampleParts);
    expect(two.sections.find((s) => s.key === 'certifications')?.sourceId).toBe(2);
    expect(two.sections.find((s) => s.key === 'customOne')).toMatchObject({
      sourceId: 21,
      title: 'Ehrenamt',
    });
    expect(two.sections.find((s) => s.key === 'customTwo')).toMatchObject({
      id: 14,
      title: 'Veröffentlichungen',
    });
  });
});

describe('English resume', () => {
  it('uses English titles and labels and the decimal point', () => {
    const doc = buildResumeDocument(sampleResumeParts, { locale: 'en', now: NOW });
    expect(doc.sections[0]?.title).toBe('Profile');
    expect(entriesOf(doc.sections.find((s) => s.key === 'work'))[0]?.dateRange).toBe('04/2021 – Present');
    expect(entriesOf(doc.sections.find((s) => s.key === 'education'))[0]?.grade).toBe('Grade: 1.3');
  });

  it('takes title and current-label overrides', () => {
    const doc = buildResumeDocument(sampleResumeParts, {
      titles: { work: 'Work history', education: undefined },
      currentLabel: 'heute',
    });
    const work = doc.sections.find((s) => s.key === 'work');
    expect(work?.title).toBe('Work history');
    expect(entriesOf(work)[0]?.dateRange).toBe('04/2021 – heute');
    expect(doc.sections.find((s) => s.key === 'education')?.title).toBe('Ausbildung');
  });
});

describe('more options in the heading', () => {
  const fields = {
    fname: 'Max',
    licence: 'Klasse B',
    maritalStatus: 'verheiratet',
    socialLink: 'xing.com/max',
  };

  it('hides licence, marital status and social link when the toggle is off', () => {
    const { personal } = build({ heading: headingSchema.parse({ ...fields, moreOptions: false }) });
    expect([personal.licence, personal.maritalStatus, personal.socialLink, personal.socialLinkHref]).toEqual([
      '',
      '',
      '',
      null,
    ]);
  });

  it('shows them when the toggle is on', () => {
    const { personal } = build({ heading: headingSchema.parse({ ...fields, moreOptions: true }) });
    expect([personal.licence, personal.maritalStatus, personal.socialLink]).toEqual([
      'Klasse B',
      'verheiratet',
      'https://xing.com/max',
    ]);
  });
});

describe('the profile link label', () => {
  const withLink = (socialLink: string, locale: 'de' | 'en' = 'de') =>
    buildResumeDocument(
      { ...sampleResumeParts, heading: headingSchema.parse({ fname: 'Max', socialLink, moreOptions: true }) },
      { locale, now: NOW },
    );

  it('names the network, so that "Profil" only heads the summary', () => {
    expect(withLink('linkedin.com/in/max').labels.socialLink).toBe('LinkedIn');
    expect(withLink('https://www.xing.com/profile/Max').labels.socialLink).toBe('XING');
    expect(withLink('github.com/max', 'en').labels.socialLink).toBe('GitHub');
    for (const locale of ['de', 'en'] as const) {
      const doc = withLink('https://max.example.de', locale);
      expect(doc.labels.socialLink).toBe('Website');
      expect(doc.sections.find((s) => s.key === 'summary')?.title).not.toBe(doc.labels.socialLink);
    }
  });

  it('is not fooled by a network name in the path', () => {
    expect(withLink('max.example.de/linkedin.com').labels.socialLink).toBe('Website');
  });
});

describe('empty sections', () => {
  it('are left out', () => {
    const doc = build({
      skills: { data: '<ul><li><p></p></li></ul>', recommended: [] },
      summary: { data: '<p></p>' },
      extraSections: [
        { id: 1, meta_sub_key: 'Certification', meta_value: { data: '' } },
        { id: 2, meta_sub_key: 'WebLinks', meta_value: { link1: ' ', link2: '', link3: '' } },
        { id: 3, meta_sub_key: 'Language', meta_value: { native: [{ nativeLang: '' }], languages: [] } },
      ],
      customSections: [{ id: 9, title: 'Ehrenamt', description: '' }],
    });
    expect(doc.sections).toEqual([]);
  });

  it('show their heading alone when chosen on the add-section page', () => {
    const doc = build(
      {
        extraSections: [{ id: 4, meta_sub_key: 'Certification', meta_value: { data: '' } }],
        customSections: [{ id: 9, title: 'Ehrenamt', description: '' }],
      },
      { chosenExtraSections: ['Certifications', 'Hobbys', 'Websites,Portfolios,Profiles', 'Ehrenamt'] },
    );
    expect(doc.sections).toEqual([
      {
        id: 12,
        key: 'certifications',
        title: 'Zertifikate',
        column: 'main',
        sourceId: 4,
        kind: 'rich',
        html: '',
        blocks: [],
      },
      { id: 11, key: 'webLinks', title: 'Links', column: 'main', sourceId: null, kind: 'links', links: [] },
      {
        id: 15,
        key: 'hobbies',
        title: 'Hobbys',
        column: 'main',
        sourceId: null,
        kind: 'rich',
        html: '',
        blocks: [],
      },
      {
        id: 13,
        key: 'customOne',
        title: 'Ehrenamt',
        column: 'main',
        sourceId: 9,
        kind: 'rich',
        html: '',
        blocks: [],
      },
    ]);
  });

  it('never shows an empty work, education or skills heading, even when named', () => {
    expect(build({}, { chosenExtraSections: ['work', 'education', 'skills', 2] }).sections).toEqual([]);
  });
});

describe('stored layout', () => {
  it('follows the stored columns and appends sections missing from it', () => {
    const doc = buildResumeDocument({
      ...sampleResumeParts,
      style: { ...sampleResumeParts.style, layout: { main: [7, 3, 1], side: [2, 8] } },
    });
    expect(doc.layoutStored).toBe(true);
    expect(doc.layout.side).toEqual([SECTION_ID.skills, SECTION_ID.languages]);
    expect(doc.sections.map((s) => [s.key, s.column])).toEqual([
      ['work', 'main'],
      ['education', 'main'],
      ['summary', 'main'],
      ['certifications', 'main'],
      ['hobbies', 'main'],
      ['skills', 'side'],
      ['languages', 'side'],
    ]);
  });

  it('drops unknown and repeated ids', () => {
    const doc = build({ style: { ...emptyParts.style, layout: { main: [7, 7, 99, 3], side: [7, 2] } } });
    expect(doc.layout.main.slice(0, 2)).toEqual([7, 3]);
    expect(doc.layout.side).toEqual([2]);
  });
});
