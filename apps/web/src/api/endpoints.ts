/**
 * Typed calls of the resume API. Request and response types come from the zod contracts in
 * @vita/shared (type-only imports: no schema code lands in the bundle); in development and tests
 * the client checks each answer against the route's contract (`response-contracts.ts`).
 */
import type {
  customSectionRequestSchema,
  customSectionResponseSchema,
  customSectionTokenRequestSchema,
  degreeResponseSchema,
  deleteExtraSectionRequestSchema,
  deleteMetaRequestSchema,
  deleteMetaSectionRequestSchema,
  extraSectionRequestSchema,
  extraSectionResponseSchema,
  getMetaRequestSchema,
  getPhotoRequestSchema,
  getPhotoResponseSchema,
  getResumeObjectRequestSchema,
  getResumeStyleRequestSchema,
  languagesResponseSchema,
  listingsRequestSchema,
  listingsResponseSchema,
  metaResponseSchema,
  okSchema,
  resumeObjectResponseSchema,
  resumeStyleResponseSchema,
  saveLangRequestSchema,
  saveMetaRequestSchema,
  saveResumeObjectRequestSchema,
  saveResumeStyleRequestSchema,
  searchSubCategoryResponseSchema,
  updateMetaValueRequestSchema,
} from '@vita/shared';
import type { z } from 'zod';
import { apiRequest } from './client';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
type Ok = Out<typeof okSchema>;

export const resumeApi = {
  degrees: () => apiRequest<Out<typeof degreeResponseSchema>>('/resume/degree'),
  saveMeta: (body: In<typeof saveMetaRequestSchema>) =>
    apiRequest<Out<typeof metaResponseSchema>>('/resume/save-meta', { body }),
  getMeta: (body: In<typeof getMetaRequestSchema>) =>
    apiRequest<Out<typeof metaResponseSchema>>('/resume/get-meta', { body }),
  updateMetaValue: (body: In<typeof updateMetaValueRequestSchema>) =>
    apiRequest<Out<typeof metaResponseSchema>>('/resume/update-meta-value', { body }),
  deleteMeta: (body: In<typeof deleteMetaRequestSchema>) =>
    apiRequest<Out<typeof metaResponseSchema>>('/resume/delete-meta', { body }),
  deleteMetaSection: (body: In<typeof deleteMetaSectionRequestSchema>) =>
    apiRequest<Out<typeof metaResponseSchema>>('/resume/delete-meta-section', { body }),
  saveResumeObject: (body: In<typeof saveResumeObjectRequestSchema>) =>
    apiRequest<Out<typeof resumeObjectResponseSchema>>('/resume/save-resume-object', { body }),
  getResumeObject: (body: In<typeof getResumeObjectRequestSchema>) =>
    apiRequest<Out<typeof resumeObjectResponseSchema>>('/resume/get-resume-object', { body }),
  getResumeStyle: (body: In<typeof getResumeStyleRequestSchema>) =>
    apiRequest<Out<typeof resumeStyleResponseSchema>>('/resume/get-resume-style', { body }),
  saveResumeStyle: (body: In<typeof saveResumeStyleRequestSchema>) =>
    apiRequest<Out<typeof resumeStyleResponseSchema>>('/resume/resume-style', { body }),
  listings: (body: In<typeof listingsRequestSchema>) =>
    apiRequest<Out<typeof listingsResponseSchema>>('/resume/listings', { body }),
  searchSubCategory: (categoryId: number, search?: string) =>
    apiRequest<Out<typeof searchSubCategoryResponseSchema>>('/resume/search-subcategory', {
      query: { category_id: categoryId, search },
    }),
  allLanguages: () => apiRequest<Out<typeof languagesResponseSchema>>('/resume/all-languages'),
  searchLanguage: (search: string) =>
    apiRequest<Out<typeof languagesResponseSchema>>('/resume/search-language', { query: { search } }),
  saveLanguages: (body: In<typeof saveLangRequestSchema>) =>
    apiRequest<Out<typeof extraSectionResponseSchema>>('/resume/save-lang', { body }),
  addExtraSection: (body: In<typeof extraSectionRequestSchema>) =>
    apiRequest<Out<typeof extraSectionResponseSchema>>('/resume/add-extra-section', { body }),
  editExtraSection: (id: number, body: In<typeof extraSectionRequestSchema>) =>
    apiRequest<Out<typeof extraSectionResponseSchema>>(`/resume/edit-extra-section/${id}`, { body }),
  deleteExtraSection: (id: number, body: Omit<In<typeof deleteExtraSectionRequestSchema>, 'meta_key'>) =>
    apiRequest<Ok>(`/resume/delete-extra-section/${id}`, { body: { ...body, meta_key: 'extra_section' } }),
  addCustomSection: (body: In<typeof customSectionRequestSchema>) =>
    apiRequest<Out<typeof customSectionResponseSchema>>('/resume/add-custom-section', { body }),
  editCustomSection: (id: number, body: In<typeof customSectionRequestSchema>) =>
    apiRequest<Out<typeof customSectionResponseSchema>>(`/resume/edit-custom-section/${id}`, { body }),
  deleteCustomSection: (id: number, resumeToken: string) =>
    apiRequest<Ok>(`/resume/delete-custom-section/${id}`, {
      body: { resume_token: resumeToken, meta_key: 'custom_section' } satisfies In<
        typeof customSectionTokenRequestSchema
      >,
    }),
  getPhoto: (resumeToken: string) =>
    apiRequest<Out<typeof getPhotoResponseSchema>>('/resume/get-photo', {
      body: { resume_token: resumeToken } satisfies In<typeof getPhotoRequestSchema>,
    }),
};
