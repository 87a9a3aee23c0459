import type { LanguagesValue } from '@vita/shared';
import { buildResumeDocument, emptyStoredParts, sampleResumeParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { readAll, setItem } from './local-store';
import { isResumeEmpty, resumePartsFromStore } from './resume-parts';

const LANGUAGES: LanguagesValue = {
  native: [{ nativeLang: 'Deutsch' }],
  languages: [{ language: 'Englisch', level: 'C1', value: 80 }],
};

const heading = { ...sampleResumeParts.heading, moreOptions: false } as NonNullable<
  typeof sampleResumeParts.heading
>;

/** The sample's heading, entries, skills, summary and signature in the local store. */
function storeSample(): void {
  setItem('heading', heading);
  setItem('work', sampleResumeParts.work);
  setItem('education', sampleResumeParts.education);
  setItem('skills', sampleResumeParts.skills);
  setItem('summary', sampleResumeParts.summary);
  setItem('signature', sampleResumeParts.signature);
}

describe('resume parts from the local store', () => {
  it('reads an empty store as an empty resume in the default template', () => {
    const parts = resumePartsFromStore(readAll());
    expect(parts).toEqual(emptyStoredParts());
    expect(parts.style).toMatchObject({
      template_id: 1,
      style_name: 'styleTempOne',
      colour: 'brand',
      layout: null,
    });
    expect(parts.style.formatting).toMatchObject({ fontSize: 10, headingSize: 18, fontStyle: 'Montserrat' });
    expect(isResumeEmpty(readAll())).toBe(true);
  });

  it('maps the heading, entries, skills, summary, signature and photo keys', () => {
    storeSample();
    setItem('photo', 'data:image/jpeg;base64,AAAA');
    setItem('resumeName', 'Mein Lebenslauf');
    const parts = resumePartsFromStore(readAll());
    expect(parts.heading).toEqual(heading);
    expect(parts.work).toEqual(sampleResumeParts.work);
    expect(parts.education).toEqual(sampleResumeParts.education);
    expect(parts.skills).toEqual(sampleResumeParts.skills);
    expect(parts.summary).toEqual(sampleResumeParts.summary);
    expect(parts.signature).toEqual(sampleResumeParts.signature);
    expect(parts.photo).toBe('data:image/jpeg;base64,AAAA');
    expect(parts.name).toBe('Mein Lebenslauf');
    expect(isResumeEmpty(readAll())).toBe(false);
  });

  it('maps every extra_section_* key to its sub key, with the server id and without it in the value', () => {
    setItem('languages', { id: 4, native: [{ nativeLang: 'Deutsch' }], languages: [] });
    setItem('certifications', { id: 5, data: '<p>PSPO I</p>' });
    setItem('accomplishments', { id: 6, data: '<p>Preis</p>' });
    setItem('affiliations', { id: 7, data: '<p>Referenz</p>' });
    setItem('additionalInformation', { id: 8, data: '<p>Verfügbar</p>' });
    setItem('hobbies', { id: 9, data: '<p>Rennrad</p>' });
    setItem('webLinks', { id: 10, link1: 'example.de', link2: '', link3: '' });
    const { extraSections } = resumePartsFromStore(readAll());
    expect(extraSections).toEqual([
      { id: 4, meta_sub_key: 'Language', meta_value: { native: [{ nativeLang: 'Deutsch' }], languages: [] } },
      { id: 6, meta_sub_key: 'Accomplishment', meta_value: { data: '<p>Preis</p>' } },
      { id: 5, meta_sub_key: 'Certification', meta_value: { data: '<p>PSPO I</p>' } },
      { id: 7, meta_sub_key: 'Affiliation', meta_value: { data: '<p>Referenz</p>' } },
      { id: 8, meta_sub_key: 'additionalInformation', meta_value: { data: '<p>Verfügbar</p>' } },
      { id: 9, meta_sub_key: 'hobbiesInformation', meta_value: { data: '<p>Rennrad</p>' } },
      { id: 10, meta_sub_key: 'WebLinks', meta_value: { link1: 'example.de', link2: '', link3: '' } },
    ]);
  });

  it('keeps custom section two in its slot when section one does not exist', () => {
    setItem('customSectionTwo', { id: 22, title: 'Ehrenamt', description: '<p>Mentorin</p>' });
    const parts = resumePartsFromStore(readAll());
    expect(parts.customSections).toEqual([
      { id: 0, title: '', description: '' },
      { id: 22, title: 'Ehrenamt', description: '<p>Mentorin</p>' },
    ]);
    const doc = buildResumeDocument(parts);
    expect(doc.sections.map((s) => [s.id, s.title])).toEqual([[14, 'Ehrenamt']]);
  });

  it('takes template, colour and formatting from the style keys', () => {
    setItem('templateStyleName', 'styleTempDBSix');
    setItem('templateId', 4);
    setItem('templateColour', 'standout-ruby');
    setItem('templateFormatting', { fontSize: 9, fontStyle: 'Times New Roman' });
    const doc = buildResumeDocument(resumePartsFromStore(readAll()));
    expect(doc.templateStyleName).toBe('styleTempDBSix');
    expect(doc.templateId).toBe(4);
    expect(doc.colour).toEqual({ key: 'standout-ruby', hex: '#9b2335' });
    expect(doc.formatting).toMatchObject({ fontSize: 9, headingSize: 18, fontStyle: 'Times New Roman' });
  });

  it('builds the same document from the store as from the parts it was filled with', () => {
    storeSample();
    setItem('languages', { id: 1, ...LANGUAGES });
    const now = new Date(2026, 10, 22);
    const fromStore = buildResumeDocument(resumePartsFromStore(readAll()), { now });
    const direct = buildResumeDocument(
      {
        ...sampleResumeParts,
        heading,
        name: '',
        extraSections: [{ id: 1, meta_sub_key: 'Language', meta_value: LANGUAGES }],
      },
      { now },
    );
    expect(fromStore.sections).toEqual(direct.sections);
    expect(fromStore.personal).toEqual(direct.personal);
    expect(fromStore.signature).toEqual(direct.signature);
  });
});

describe("the document's own language", () => {
  it('prints an English version in English in the German interface', async () => {
    const { assembleResumeDocument } = await import('@vita/shared/resume');
    const { setItem, readAll: all } = await import('./local-store');
    setItem('work', [
      { jobtitle: 'Warehouse logistics specialist', employer: 'Hansa', startYear: '2018' } as never,
    ]);
    setItem('documentLanguage', 'en');
    const doc = assembleResumeDocument(resumePartsFromStore(all()), { locale: 'de' });
    expect(doc.locale).toBe('en');
    expect(doc.sections.find((s) => s.key === 'work')?.title).toBe('Work experience');
    setItem('documentLanguage', null);
    expect(assembleResumeDocument(resumePartsFromStore(all()), { locale: 'de' }).sections[0]?.title).toBe(
      'Berufserfahrung',
    );
  });
});
