import { z } from 'zod';
import { RESUME_NAME_MAX } from '../constants';
import { okResponse, resumeTokenSchema, resumeWriteTarget, safeString, text } from './common';

/** The local store's values (the spec's localStorage keys), as strings, saved as a snapshot. */
export const resumeJsonDataSchema = z
  .record(safeString().max(100), safeString().max(2_500_000))
  .refine((r) => Object.keys(r).length <= 200, 'Zu viele Einträge im Schnappschuss.');

export const saveResumeObjectRequestSchema = z.object({
  ...resumeWriteTarget,
  resume_name: text(RESUME_NAME_MAX).optional(),
  resume_json_data: resumeJsonDataSchema,
  resume_strength: z.number().int().min(0).max(100).optional(),
  login_token: safeString().max(2000).optional(),
});

export const getResumeObjectRequestSchema = z.object({ resume_token: resumeTokenSchema });

export const resumeObjectSchema = z.object({
  resume_token: resumeTokenSchema,
  resume_name: z.string(),
  resume_json_data: resumeJsonDataSchema,
  resume_strength: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const resumeObjectResponseSchema = okResponse({
  data: resumeObjectSchema,
});
