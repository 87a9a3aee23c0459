import {
  type SaveTranslationFieldRequest,
  saveTranslationFieldResponseSchema,
  translationFieldsResponseSchema,
} from '@vita/shared';
import { apiRequest } from '../../../api/client';

/** GET /resume/translate/fields: the English version's fields still to translate, German beside. */
export const fetchTranslationFields = (loginToken: string | null, resumeToken: string) =>
  apiRequest(`/resume/translate/fields?resume_token=${encodeURIComponent(resumeToken)}`, {
    token: loginToken,
    schema: translationFieldsResponseSchema,
  });

/** PUT /resume/translate/fields: stores one field (or, without `value`, marks it translated). */
export const saveTranslationField = (loginToken: string | null, body: SaveTranslationFieldRequest) =>
  apiRequest('/resume/translate/fields', {
    method: 'PUT',
    token: loginToken,
    body,
    schema: saveTranslationFieldResponseSchema,
  });

export const translationFieldsQueryKey = (resumeToken: string | null) =>
  ['translation-fields', resumeToken] as const;
