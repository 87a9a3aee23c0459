import type { Handler } from './fetch-mock';

/**
 * The server's answer for a stored resume `token` named `name`, as reopening it by link asks for
 * it (POST /resume/stored): the stored object, a heading (Max Fremd unless given), no other parts,
 * the first template (`style`: its formatting, a signature, when given).
 */
export function storedResumeAnswers(
  token: string,
  name: string,
  heading: Record<string, string> = { fname: 'Max', lname: 'Fremd', email: 'max@example.de' },
  style: { formatting?: object; signature?: object } = {},
): Record<string, Handler> {
  return {
    '/resume/stored': () => ({
      data: {
        object: {
          resume_token: token,
          resume_name: name,
          resume_json_data: { templateStyleName: 'styleTempOne' },
          resume_strength: 10,
          created_at: '',
          updated_at: '',
        },
        style: {
          template_id: 1,
          style_name: 'styleTempOne',
          colour: 'brand',
          formatting: style.formatting ?? {},
          layout: null,
        },
        meta: {
          heading,
          education: [],
          'work-expr': [],
          skills: null,
          summary: null,
          signature: style.signature ?? null,
        },
        custom_sections: [],
        document: { sections: [] },
        photo: '',
      },
    }),
  };
}
