import type { JobRequirement } from '@vita/shared/contracts';
import { letterPlaceholders } from '@vita/shared/rules';
import { describe, expect, it } from 'vitest';
import { requirementParagraph, requirementSentence } from './requirement-sentence';

const requirement = (label: string, found: boolean, evidence: string): JobRequirement => ({
  label,
  kind: 'degree',
  found_in_resume: found,
  evidence,
  weight: 2,
});

describe('a requirement of the ad as a sentence for the letter', () => {
  it('states a met requirement with where the CV shows it, and no placeholder', () => {
    const sentence = requirementSentence(
      requirement(
        'Kaufmännische Ausbildung',
        true,
        'Berufserfahrung: Auszubildende Kauffrau im Einzelhandel, Drogeriemarkt Lindner (08/2011 – 06/2014)',
      ),
    );
    expect(sentence).toBe(
      'Kaufmännische Ausbildung: Auszubildende Kauffrau im Einzelhandel, Drogeriemarkt Lindner (08/2011 – 06/2014).',
    );
    expect(letterPlaceholders({ body: sentence ?? '' })).toEqual([]);
  });

  it('makes no sentence for a requirement the CV does not show', () => {
    expect(requirementSentence(requirement('Staplerschein', false, ''))).toBeNull();
    expect(requirementParagraph(requirement('Staplerschein', false, ''))).toBe('');
  });

  it('escapes the CV’s text in the paragraph', () => {
    expect(requirementParagraph(requirement('SAP', true, 'Kenntnisse: SAP <MM> & SD'))).toBe(
      '<p>SAP: SAP &lt;MM&gt; &amp; SD.</p>',
    );
  });
});
