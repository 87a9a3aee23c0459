import { describe, expect, it } from 'vitest';
import { metaValueSchema, saveMetaRequestSchema, updateMetaValueRequestSchema } from './resume-meta';

const target = { resume_token: 'a'.repeat(32), resume_template_id: 1 };

describe('save-meta: the value is checked by its meta_key', () => {
  const cases = [
    { meta_key: 'heading', right: { fname: 'Lena' }, wrong: { fname: 42 }, field: 'fname' },
    {
      meta_key: 'education',
      right: { sname: 'Gymnasium' },
      wrong: { sname: 'Gymnasium', pointer: 'gut' },
      field: 'pointer',
    },
    {
      meta_key: 'work-expr',
      right: { jobtitle: 'Koch' },
      wrong: { jobtitle: 'Koch', check: 'ja' },
      field: 'check',
    },
    { meta_key: 'skills', right: { data: '<ul><li>Kochen</li></ul>' }, wrong: { data: 7 }, field: 'data' },
    { meta_key: 'summary', right: { data: '<p>Koch</p>' }, wrong: {}, field: 'data' },
    { meta_key: 'signature', right: { text: 'Lena' }, wrong: { color: 'green' }, field: 'color' },
  ];

  it.each(cases)('accepts a right $meta_key value', ({ meta_key, right }) => {
    const parsed = saveMetaRequestSchema.parse({ ...target, meta_key, meta_value: right });
    expect(parsed.meta_key).toBe(meta_key);
    expect(parsed.meta_value).toMatchObject(right);
  });

  it.each(cases)('refuses a wrong $meta_key value at its field', ({ meta_key, wrong, field }) => {
    const result = saveMetaRequestSchema.safeParse({ ...target, meta_key, meta_value: wrong });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([`meta_value.${field}`]);
  });

  it('reads workexpr as work-expr and fills the entry defaults', () => {
    const parsed = saveMetaRequestSchema.parse({
      ...target,
      meta_key: 'workexpr',
      meta_value: { jobtitle: 'Koch' },
    });
    expect(parsed).toMatchObject({ meta_key: 'work-expr', meta_value: { jobtitle: 'Koch', check: false } });
  });

  it('names the keys when meta_key is unknown', () => {
    const result = metaValueSchema.safeParse({ meta_key: 'hobbies', meta_value: {} });
    expect(result.error?.issues[0]?.message).toBe(
      'meta_key muss einer von heading, education, work-expr, skills, summary, signature sein.',
    );
  });
});

describe('update-meta-value: one entry of a list key', () => {
  it('accepts a job at an index and refuses a heading', () => {
    const job = { ...target, meta_key: 'work-expr', meta_index: '1', meta_value: { jobtitle: 'Koch' } };
    expect(updateMetaValueRequestSchema.parse(job).meta_index).toBe(1);
    const heading = updateMetaValueRequestSchema.safeParse({ ...job, meta_key: 'heading' });
    expect(heading.error?.issues[0]?.message).toBe("meta_key muss 'education' oder 'work-expr' sein.");
  });
});
