import { z } from 'zod';
import { resumeTokenSchema, resumeWriteTarget } from './common';

/** upload-photo is multipart: fields resume_token, resume_template_id and the file `photo`. */
export const uploadPhotoFieldsSchema = z.object({
  ...resumeWriteTarget,
});
export const uploadPhotoResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  photo: z.string(),
});
export const getPhotoRequestSchema = z.object({ resume_token: resumeTokenSchema });
export const getPhotoResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  /** A data URL (`data:image/jpeg;base64,…`), or '' when no photo is stored. */
  base64_img: z.string(),
});
