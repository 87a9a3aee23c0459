import { describe, expect, it } from 'vitest';
import {
  educationEntrySchema,
  headingSchema,
  signatureSchema,
  skillsSchema,
  summarySchema,
  workEntrySchema,
} from '../contracts/meta-values';
import { formattingSchema, resumeStyleSchema } from '../contracts/style';
import { assembleResumeDocument } from './assemble-resume-document';
import { buildResumeDocument } from './build-resume-document';
import { PAGINATION_SAMPLES } from './pagination-samples';
import { EMPTY_EDUCATION, EMPTY_HEADING, EMPTY_SIGNATURE, EMPTY_WORK, shapeReaders } from './part-readers';
import { resumeDocumentSchema } from './resume-document';
import { sampleResumeParts } from './sample-resume';
import { schemaReaders } from './schema-readers';
import type { StoredResumeParts } from './stored-parts';
import { twoPageSampleParts } from './two-page-sample';

describe('schema-free defaults', () => {
  it('equal the schemas’ own defaults', () => {
    expect(EMPTY_HEADING).toEqual(headingSchema.parse({}));
    expect(EMPTY_WORK).toEqual(workEntrySchema.parse({}));
    expect(EMPTY_EDUCATION).toEqual(educationEntrySchema.parse({ sname: '' }));
    expect(EMPTY_SIGNATURE).toEqual(signatureSchema.parse({}));
    expect(shapeReaders.formatting({})).toEqual(formattingSchema.parse({}));
  });

  it('the sample resume is what its schemas make of it', () => {
    const parts = sampleResumeParts;
    expect(parts.style).toEqual(resumeStyleSchema.parse(parts.style));
    expect(parts.heading).toEqual(headingSchema.parse(parts.heading));
    for (const work of parts.work) expect(work).toEqual(workEntrySchema.parse(work));
    for (const education of parts.education) expect(education).toEqual(educationEntrySchema.parse(education));
    expect(parts.skills).toEqual(skillsSchema.parse(parts.skills));
    expect(parts.summary).toEqual(summarySchema.parse(parts.summary));
    expect(parts.signature).toEqual(signatureSchema.parse(parts.signature));
  });
});

const NOW = new Date('2026-11-25T12:00:00Z');
const samples: [string, StoredResumeParts][] = [
  ['sample', sampleResumeParts],
  ['two-page sample', twoPageSampleParts],
  ...PAGINATION_SAMPLES.map((sample): [string, StoredResumeParts] => [sample.size, sample.parts]),
];

describe('the browser’s schema-free document', () => {
  it.each(samples)('is the server’s document for valid parts (%s)', (_, parts) => {
    const options = { now: NOW, chosenExtraSections: ['Hobbys'] };
    expect(assembleResumeDocument(parts, options)).toEqual(buildResumeDocument(parts, options));
  });

  it('falls back field by field where a value has the wrong type or is out of range', () => {
    const parts = {
      ...sampleResumeParts,
      style: {
        ...sampleResumeParts.style,
        formatting: { fontSize: 99, fontStyle: 'Comic Sans', lineSpacing: 3 },
      },
      heading: { fname: { first: 'Max' }, lname: 'Mustermann', moreOptions: 'yes' },
      signature: { tab: 9, text: 'Max', color: 'red', textSize: 18, style: { fontFamily: 7 } },
    } as unknown as StoredResumeParts;
    const doc = assembleResumeDocument(parts, { now: NOW });
    expect(resumeDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc).toEqual(buildResumeDocument(parts, { now: NOW }));
    expect(doc.formatting).toMatchObject({ fontSize: 10, fontStyle: 'Montserrat', lineSpacing: 3 });
    expect(doc.personal).toMatchObject({ firstName: '', lastName: 'Mustermann', licence: '' });
    expect(doc.signature).toMatchObject({ kind: 'text', text: 'Max', color: '#000000', size: 18 });
    expect(doc.signature?.fontFamily).toBe('Italianno');
  });

  it('reads every part the schemas read, and the same way', () => {
    expect(Object.keys(shapeReaders).sort()).toEqual(Object.keys(schemaReaders).sort());
  });
});
