import type { Handler } from './fetch-mock';

/**
 * The server's answers for a stored resume `token` named `name`, as reopening it by link asks
 * for them: the stored object, a heading for Max Fremd, no other parts, the first template.
 */
export function storedResumeAnswers(token: string, name: string): Record<string, Handler> {
  return {
    '/resume/get-resume-object': () => ({
      data: {
        resume_token: token,
        resume_name: name,
        resume_json_data: { templateStyleName: 'styleTempOne' },
        resume_strength: 10,
        created_at: '',
        updated_at: '',
      },
    }),
    '/resume/get-meta': (body) =>
      (body as { meta_key: string }).meta_key === 'heading'
        ? { resume: { meta_value: { fname: 'Max', lname: 'Fremd', email: 'max@example.de' } } }
        : { resume: { meta_value: null } },
    '/resume/custom-section-listing': () => ({ data: [] }),
    '/resume/document': () => ({ data: { sections: [] } }),
    '/resume/get-resume-style': () => ({
      data: { template_id: 1, style_name: 'styleTempOne', colour: 'brand', formatting: {} },
    }),
    '/resume/get-photo': () => ({ base64_img: '' }),
  };
}
