import { randomBytes } from 'node:crypto';
import { TEMPLATES } from '@vita/shared/constants';
import { twoPageSampleParts } from '@vita/shared/resume';

/**
 * The two-page sample resume as the browser's local store holds it (the spec's keys, see
 * apps/web/src/store/local-store.ts): what a visitor who filled in every step would have.
 */
export function twoPageSampleStorage(styleName: string, photo: string | null): Record<string, string> {
  const parts = twoPageSampleParts;
  const template = TEMPLATES.find((t) => t.styleName === styleName) ?? TEMPLATES[0];
  const json = (value: unknown) => JSON.stringify(value);
  const entries: Record<string, string> = {
    resume_token: randomBytes(16).toString('hex'),
    templateId: String(template.id),
    templateIndex: String(template.index),
    templateStyleName: template.styleName,
    templateColor: 'brand',
    experienceLevel: '4-9',
    isStudent: 'No',
    resume_name: parts.name,
    resume_meta_value_heading: json(parts.heading),
    resume_meta_value_work_expr: json(parts.work),
    resume_meta_value_education: json(parts.education),
    resume_meta_value_skills: json(parts.skills),
    resume_meta_value_summary: json(parts.summary),
    local_sign_data: json(parts.signature),
  };
  for (const section of parts.extraSections) {
    entries[`extra_section_${section.meta_sub_key}`] = json({
      id: section.id,
      ...(section.meta_value as Record<string, unknown>),
    });
  }
  const [one, two] = parts.customSections;
  if (one) entries.custom_section_one = json(one);
  if (two) entries.custom_section_two = json(two);
  if (photo) entries.resume_photo = photo;
  return entries;
}
