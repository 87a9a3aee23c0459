import { z } from 'zod';
import { okResponse, resumeTokenSchema, resumeWriteTarget } from './common';

/** upload-photo is multipart: fields resume_token, resume_template_id and the file `photo`. */
export const uploadPhotoFieldsSchema = z.object({
  ...resumeWriteTarget,
});
export const uploadPhotoResponseSchema = okResponse({
  photo: z.string(),
});
export const getPhotoRequestSchema = z.object({ resume_token: resumeTokenSchema });
export const getPhotoResponseSchema = okResponse({
  /** A data URL (`data:image/jpeg;base64,…`), or '' when no photo is stored. */
  base64_img: z.string(),
});
