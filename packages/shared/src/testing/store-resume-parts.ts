/**
 * Stores a resume's parts through the API, call by call as the wizard saves them (resume object,
 * heading, jobs, degrees, skills, summary, extra and custom sections, the signature). The photo is
 * left to the caller: the end-to-end tests draw it in the browser, the benchmarks with sharp.
 */
import { TEMPLATES } from '../constants';
import type { StoredResumeParts } from '../resume/stored-parts';

/** One POST under /api/v1; it must fail loudly, or a later check would prove nothing. */
export type SaveCall = (call: string, body: object) => Promise<unknown>;

export async function saveResumeParts(
  save: SaveCall,
  token: string,
  parts: StoredResumeParts,
): Promise<void> {
  const meta = (meta_key: string, meta_value: unknown) =>
    save('/resume/save-meta', { resume_token: token, meta_key, meta_value });
  await save('/resume/save-resume-object', {
    resume_token: token,
    resume_name: parts.name,
    resume_json_data: {},
  });
  if (parts.heading) await meta('heading', parts.heading);
  for (const entry of parts.work) await meta('work-expr', entry);
  for (const entry of parts.education) await meta('education', entry);
  if (parts.skills) await meta('skills', parts.skills);
  if (parts.summary) await meta('summary', parts.summary);
  for (const section of parts.extraSections) {
    if (section.meta_sub_key === 'Language') {
      await save('/resume/save-lang', { resume_token: token, meta_value: section.meta_value });
    } else {
      await save('/resume/add-extra-section', {
        resume_token: token,
        meta_key: 'extra_section',
        meta_sub_key: section.meta_sub_key,
        meta_value: section.meta_value,
      });
    }
  }
  for (const custom of parts.customSections) {
    await save('/resume/add-custom-section', {
      resume_token: token,
      meta_key: 'custom_section',
      meta_value: { title: custom.title, description: custom.description },
    });
  }
  if (parts.signature) await save('/resume/create-signature', { resume_token: token, ...parts.signature });
}

/** The body of /resume/resume-style that switches to a template by its style name, as VORLAGE does. */
export function templateStyleBody(token: string, styleName: string, formatting?: object): object {
  const template = TEMPLATES.find((t) => t.styleName === styleName);
  if (!template) throw new Error(`unknown template ${styleName}`);
  return {
    resume_token: token,
    template_id: template.id,
    style_name: styleName,
    ...(formatting ? { formatting } : {}),
  };
}
