/**
 * Typed calls of the Anlagen API: upload (multipart), list, re-title or re-date, order, delete.
 * The calls by id carry the resume token as a query parameter, an owned resume also the login.
 */
import { type Attachment, attachmentListResponseSchema, attachmentResponseSchema } from '@vita/shared';
import { z } from 'zod';
import { apiRequest } from './client';

type Access = { resumeToken: string; token?: string | null };

const deletedResponseSchema = z.object({ status: z.literal(200), message: z.string() });

export type AttachmentChange = Partial<Pick<Attachment, 'title' | 'document_date'>>;

export const attachmentsApi = {
  list: (access: Access) =>
    apiRequest('/attachments', {
      query: { resume_token: access.resumeToken },
      token: access.token ?? null,
      schema: attachmentListResponseSchema,
    }),

  upload: (file: File, access: Access, title = '') => {
    const form = new FormData();
    form.append('resume_token', access.resumeToken);
    if (title) form.append('title', title);
    form.append('file', file, file.name);
    return apiRequest('/attachments', {
      method: 'POST',
      body: form,
      token: access.token ?? null,
      schema: attachmentResponseSchema,
    });
  },

  update: (id: number, change: AttachmentChange, access: Access) =>
    apiRequest(`/attachments/${id}`, {
      method: 'PUT',
      body: change,
      query: { resume_token: access.resumeToken },
      token: access.token ?? null,
      schema: attachmentResponseSchema,
    }),

  order: (ids: number[], access: Access) =>
    apiRequest('/attachments/order', {
      method: 'PUT',
      body: { resume_token: access.resumeToken, ids },
      token: access.token ?? null,
      schema: attachmentListResponseSchema,
    }),

  remove: (id: number, access: Access) =>
    apiRequest(`/attachments/${id}`, {
      method: 'DELETE',
      query: { resume_token: access.resumeToken },
      token: access.token ?? null,
      schema: deletedResponseSchema,
    }),
};
