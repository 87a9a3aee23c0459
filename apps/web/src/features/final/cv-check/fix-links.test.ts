import { describe, expect, it } from 'vitest';
import { fixTarget } from './fix-links';

describe('Lebenslauf-Check fix links', () => {
  it.each([
    [{ rule: 'gap', section: 'work', entry: 2 }, '/work-expr-form?index=2'],
    [{ rule: 'bullet_length', section: 'work', entry: 0 }, '/work-description?index=0'],
    [{ rule: 'date_missing', section: 'education', entry: 1 }, '/edu-del?index=1'],
    [{ rule: 'spelling', section: 'education', entry: 3 }, '/edu-description?index=3'],
    [{ rule: 'language_level', section: 'languages' }, '/lngg'],
    [{ rule: 'email_not_a_name', section: 'heading' }, '/resume'],
    [{ rule: 'signature_date', section: 'signature' }, '/upload-signature'],
    [{ rule: 'skills_count', section: 'skills' }, '/add-skill'],
    [{ rule: 'summary_length', section: 'summary' }, '/add-summary'],
    [{ rule: 'length', section: 'document' }, '#final-fit-pages'],
  ] as const)('sends %j to %s', (finding, target) => {
    expect(fixTarget(finding)).toBe(target);
  });
});
