/**
 * The reads that reopening a resume by token needs: the resume object (snapshot and name), the
 * style's section layout, the photo and the stored parts. Each sends the login token when there is
 * one (a resume owned by an account needs it, DESIGN §1 deviation 1).
 */
import type { resumeObjectResponseSchema, resumeStyleResponseSchema } from '@vita/shared';
import type { z } from 'zod';
import { apiRequest } from '../api/client';
import { getItem } from './local-store';

export type ResumeObjectResponse = z.output<typeof resumeObjectResponseSchema>;
export type ResumeStyleResponse = z.output<typeof resumeStyleResponseSchema>;

const withLogin = () => ({ token: getItem('loginToken') });

export const storedResumeApi = {
  getResumeObject: (resumeToken: string) =>
    apiRequest<ResumeObjectResponse>('/resume/get-resume-object', {
      body: { resume_token: resumeToken },
      ...withLogin(),
    }),

  getResumeStyle: (resumeToken: string) =>
    apiRequest<ResumeStyleResponse>('/resume/get-resume-style', {
      body: { resume_token: resumeToken },
      ...withLogin(),
    }),

  getPhoto: (resumeToken: string) =>
    apiRequest<{ base64_img: string }>('/resume/get-photo', {
      body: { resume_token: resumeToken },
      ...withLogin(),
    }),
};

type MetaAnswer = { resume: { meta_value: unknown } };

/** Reads of the stored parts, for reopening a resume whose snapshot is missing or older. */
export const storedPartsApi = {
  getMeta: (resumeToken: string, metaKey: string) =>
    apiRequest<MetaAnswer>('/resume/get-meta', {
      body: { resume_token: resumeToken, meta_key: metaKey },
      ...withLogin(),
    }),
  customSections: (resumeToken: string) =>
    apiRequest<{ data: { id: number; meta_value: unknown }[] }>('/resume/custom-section-listing', {
      body: { resume_token: resumeToken, meta_key: 'custom_section' },
      ...withLogin(),
    }),
  /** The assembled ResumeDocument: the only read that carries the extra sections. */
  document: (resumeToken: string) =>
    apiRequest<{ data: unknown }>('/resume/document', {
      body: { resume_token: resumeToken },
      ...withLogin(),
    }),
};
