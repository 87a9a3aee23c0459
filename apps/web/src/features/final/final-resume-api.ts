/**
 * The final page's write: the local store's snapshot and the resume name, with the login token
 * when there is one (a resume owned by an account needs it, DESIGN §1 deviation 1).
 */
import { type ApiOk, apiRequest } from '../../api/client';
import { getItem } from '../../store/local-store';

export const finalResumeApi = {
  saveResumeObject: (body: {
    resume_token: string;
    resume_name?: string;
    resume_template_id?: number;
    resume_json_data: Record<string, string>;
  }) => apiRequest<ApiOk>('/resume/save-resume-object', { body, token: getItem('loginToken') }),
};
