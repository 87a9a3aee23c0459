import { resumeStyleSchema } from '../contracts/style';
import type { StoredResumeParts } from './build-resume-document';

/** A resume with nothing stored yet, in the default template (a function: parsing is work). */
export function emptyStoredParts(): StoredResumeParts {
  return {
    name: '',
    style: resumeStyleSchema.parse({ template_id: 1, style_name: 'styleTempOne' }),
    heading: null,
    education: [],
    work: [],
    skills: null,
    summary: null,
    signature: null,
    extraSections: [],
    customSections: [],
    photo: null,
  };
}
