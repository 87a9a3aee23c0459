import type { SaveLocalResumeRequest } from '@vita/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { findResume } from '../resume/resume-access';
import { claimResume } from '../resume/resume-claim';
import { type ResumeObject, saveResumeObject } from '../resume/snapshot.service';

/**
 * "Save local resume" (spec 02 §4, after login or register): the browser's snapshot becomes the
 * account's resume. An anonymous resume is adopted; another account's resume is refused.
 */
export async function saveLocalResume(
  db: Db,
  userId: number,
  input: SaveLocalResumeRequest,
): Promise<ResumeObject> {
  const claimed = await claimResume(db, userId, input.resume_token, input.resume_name);
  const resume = claimed ? await findResume(db, input.resume_token) : undefined;
  if (!resume) {
    throw new HttpError(403, 'Dieser Lebenslauf gehört zu einem anderen Konto.', undefined, {
      code: 'foreign_resume',
    });
  }
  return saveResumeObject(db, resume, {
    resume_json_data: input.resume_json_data,
    resume_name: input.resume_name,
    templateId: input.resume_template_id,
  });
}
