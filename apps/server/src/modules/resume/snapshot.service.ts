import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import type { ResumeRow } from './resume-access';

export type ResumeObject = {
  resume_token: string;
  resume_name: string;
  resume_json_data: Record<string, string>;
  resume_strength: number;
  created_at: string;
  updated_at: string;
};

export const toResumeObject = (row: ResumeRow): ResumeObject => ({
  resume_token: row.token,
  resume_name: row.name,
  resume_json_data: (row.snapshot as Record<string, string> | null) ?? {},
  resume_strength: row.strength,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The browser's local store, kept so a resume can be reopened by token on another device. */
export async function saveResumeObject(
  db: Db,
  resume: ResumeRow,
  input: {
    resume_json_data: Record<string, string>;
    resume_name?: string | undefined;
    templateId?: number | undefined;
  },
): Promise<ResumeObject> {
  const [row] = await db
    .update(resumes)
    .set({
      snapshot: input.resume_json_data,
      ...(input.resume_name !== undefined ? { name: input.resume_name.trim() } : {}),
      ...(input.templateId !== undefined ? { templateId: input.templateId } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(resumes.id, resume.id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return toResumeObject(row);
}
