import { type ImportDraft, importDraftSchema, LOW_CONFIDENCE } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import { fitDraft } from './fit-draft';

const job = (description: string) => ({
  jobtitle: 'Lagerist',
  employer: 'Spedition Nord GmbH',
  pincode: '',
  city: 'Bremen',
  country: '',
  startMonth: '03',
  startYear: '2019',
  endMonth: '',
  endYear: '',
  check: true,
  workDescription: description,
});

/** A read draft as the readers build it: not yet checked against the contract's limits. */
function draftWith(work: ReturnType<typeof job>[], fname = 'Jana'): ImportDraft {
  const base = importDraftSchema.parse({
    parts: { heading: { lname: 'Größer' } },
    source_text: 'Jana Größer',
  });
  const heading = base.parts.heading ?? importDraftSchema.shape.parts.parse({}).heading;
  return { ...base, parts: { ...base.parts, heading: heading && { ...heading, fname }, work } };
}

describe('fitDraft', () => {
  it('cuts a description longer than a resume takes, flags it and says so', () => {
    const long = `<p>${'Kommissionierung und Verladung. '.repeat(2000)}</p>`;
    const { draft, warnings } = fitDraft({ draft: draftWith([job(long)]), warnings: [] });
    expect(importDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.parts.work[0]?.workDescription.length).toBe(50_000);
    expect(draft.confidence['work.0.workDescription']).toBeLessThan(LOW_CONFIDENCE);
    expect(warnings.join(' ')).toMatch(/gekürzt/);
  });

  it('keeps the first 60 of too many entries and a too-long name cut to its field', () => {
    const many = Array.from({ length: 75 }, () => job('<p>Inventur</p>'));
    const { draft } = fitDraft({ draft: draftWith(many, 'J'.repeat(50)), warnings: [] });
    expect(draft.parts.work).toHaveLength(60);
    expect(draft.parts.heading?.fname).toBe('J'.repeat(34));
    expect(draft.confidence['heading.fname']).toBeLessThan(LOW_CONFIDENCE);
  });

  it('leaves a draft that fits unchanged, without a warning', () => {
    const imported = { draft: draftWith([job('<p>Inventur</p>')]), warnings: ['x'] };
    expect(fitDraft(imported)).toEqual(imported);
  });
});
