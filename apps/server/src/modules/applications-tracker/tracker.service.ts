import type { TrackedApplicationInput, UpdateTrackedApplication } from '@vita/shared';
import { updateTrackedApplicationSchema } from '@vita/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationStatusChanges, letters, resumes, trackedApplications } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { lastSends } from './send-status';
import {
  berlinDay,
  type StatusChangeRow,
  type TrackedMeta,
  toTrackedApplication,
  trackedColumns,
} from './tracker-rows';

export const APPLICATION_NOT_FOUND = 'Diese Bewerbung gibt es nicht (oder sie gehört nicht zu Ihnen).';
export const RESUME_NOT_YOURS =
  'Diesen Lebenslauf gibt es in Ihrem Konto nicht. Bitte wählen Sie einen Ihrer Lebensläufe.';
export const LETTER_NOT_OF_RESUME =
  'Dieses Anschreiben gehört nicht zum gewählten Lebenslauf. Bitte wählen Sie eines seiner Anschreiben.';

export type TrackerDeps = { db: Db; now: () => Date };

/** The account's resume for this token; anything else is a 400 that names the field. */
async function ownResume(db: Db, userId: number, token: string) {
  const [row] = await db
    .select({ id: resumes.id, token: resumes.token, name: resumes.name })
    .from(resumes)
    .where(and(eq(resumes.token, token), eq(resumes.ownerId, userId)));
  if (!row) throw badRequest(RESUME_NOT_YOURS, { resume_token: RESUME_NOT_YOURS });
  return row;
}

async function checkLetter(db: Db, resumeId: number | null, letterId: number | null) {
  if (letterId === null) return;
  const [row] =
    resumeId === null
      ? []
      : await db
          .select({ id: letters.id })
          .from(letters)
          .where(and(eq(letters.id, letterId), eq(letters.resumeId, resumeId)));
  if (!row) throw badRequest(LETTER_NOT_OF_RESUME, { letter_id: LETTER_NOT_OF_RESUME });
}

/** Rows with their resume and history, as the API answers them. */
async function present(deps: TrackerDeps, rows: TrackedMeta[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const resumeIds = rows.flatMap((row) => (row.resumeId === null ? [] : [row.resumeId]));
  const [changes, linked, sends] = await Promise.all([
    deps.db
      .select()
      .from(applicationStatusChanges)
      .where(inArray(applicationStatusChanges.applicationId, ids))
      .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id)),
    resumeIds.length === 0
      ? []
      : deps.db
          .select({ id: resumes.id, token: resumes.token, name: resumes.name })
          .from(resumes)
          .where(inArray(resumes.id, resumeIds)),
    lastSends(deps.db, ids),
  ]);
  const historyOf = new Map<number, StatusChangeRow[]>();
  for (const change of changes)
    historyOf.set(change.applicationId, [...(historyOf.get(change.applicationId) ?? []), change]);
  const resumeOf = new Map(linked.map((resume) => [resume.id, resume]));
  const today = berlinDay(deps.now());
  return rows.map((row) => {
    const resume = row.resumeId === null ? undefined : resumeOf.get(row.resumeId);
    return toTrackedApplication(row, {
      resumeToken: resume?.token ?? null,
      resumeName: resume?.name ?? '',
      history: historyOf.get(row.id) ?? [],
      today,
      lastSend: sends.get(row.id) ?? null,
    });
  });
}

async function presentOne(deps: TrackerDeps, row: TrackedMeta) {
  const [application] = await present(deps, [row]);
  if (!application) throw new Error('presenting an application gave nothing');
  return application;
}

/** The caller's application; another account's or an unknown id is the same 404. */
export async function ownApplication(db: Db, userId: number, id: number): Promise<TrackedMeta> {
  const [row] = await db
    .select(trackedColumns)
    .from(trackedApplications)
    .where(and(eq(trackedApplications.id, id), eq(trackedApplications.userId, userId)));
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

export async function createTrackedApplication(
  deps: TrackerDeps,
  userId: number,
  input: TrackedApplicationInput,
) {
  const { resume_token, ...fields } = input;
  const resume = await ownResume(deps.db, userId, resume_token);
  await checkLetter(deps.db, resume.id, fields.letter_id);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trackedApplications)
      .values({
        userId,
        resumeId: resume.id,
        letterId: fields.letter_id,
        company: fields.company,
        position: fields.position,
        jobAdText: fields.job_ad_text,
        jobAdUrl: fields.job_ad_url,
        contactName: fields.contact_name,
        contactEmail: fields.contact_email,
        status: fields.status,
        appliedAt: fields.applied_at,
        followUpAt: fields.follow_up_at,
        notes: fields.notes,
      })
      .returning({ id: trackedApplications.id });
    if (!row) throw new Error('insert returned no row');
    await tx
      .insert(applicationStatusChanges)
      .values({ applicationId: row.id, status: fields.status, changedAt: deps.now() });
    return row.id;
  });
  return presentOne(deps, await ownApplication(deps.db, userId, id));
}

/** The account's applications, newest first. */
export async function listTrackedApplications(deps: TrackerDeps, userId: number) {
  const rows = await deps.db
    .select(trackedColumns)
    .from(trackedApplications)
    .where(eq(trackedApplications.userId, userId))
    .orderBy(desc(trackedApplications.createdAt), desc(trackedApplications.id));
  return present(deps, rows);
}

export async function getTrackedApplication(deps: TrackerDeps, userId: number, id: number) {
  return presentOne(deps, await ownApplication(deps.db, userId, id));
}

type Change = ReturnType<typeof updateTrackedApplicationSchema.parse>;

/** The columns a PUT sets: only the fields it sent. */
function columnsOf(change: Change, resumeId: number | undefined) {
  const set: Partial<typeof trackedApplications.$inferInsert> = {};
  if (resumeId !== undefined) set.resumeId = resumeId;
  if (change.company !== undefined) set.company = change.company;
  if (change.position !== undefined) set.position = change.position;
  if (change.job_ad_text !== undefined) set.jobAdText = change.job_ad_text;
  if (change.job_ad_url !== undefined) set.jobAdUrl = change.job_ad_url;
  if (change.contact_name !== undefined) set.contactName = change.contact_name;
  if (change.contact_email !== undefined) set.contactEmail = change.contact_email;
  if (change.letter_id !== undefined) set.letterId = change.letter_id;
  if (change.status !== undefined) set.status = change.status;
  if (change.applied_at !== undefined) set.appliedAt = change.applied_at;
  if (change.follow_up_at !== undefined) set.followUpAt = change.follow_up_at;
  if (change.notes !== undefined) set.notes = change.notes;
  return set;
}

/**
 * PUT: any subset. A new status adds a row to the history; a new follow-up day re-arms its
 * reminder (one mail per day chosen).
 */
export async function updateTrackedApplication(
  deps: TrackerDeps,
  userId: number,
  id: number,
  input: UpdateTrackedApplication,
) {
  const change = updateTrackedApplicationSchema.parse(input);
  const current = await ownApplication(deps.db, userId, id);
  const resume =
    change.resume_token === undefined ? null : await ownResume(deps.db, userId, change.resume_token);
  const resumeId = resume ? resume.id : current.resumeId;
  const letterId = change.letter_id !== undefined ? change.letter_id : current.letterId;
  if (change.letter_id !== undefined || resume) await checkLetter(deps.db, resumeId, letterId);
  const set = columnsOf(change, resume?.id);
  if (change.follow_up_at !== undefined && change.follow_up_at !== current.followUpAt)
    set.followUpMailedAt = null;
  const statusChanged = change.status !== undefined && change.status !== current.status;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(trackedApplications)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(trackedApplications.id, current.id));
    if (statusChanged && change.status)
      await tx
        .insert(applicationStatusChanges)
        .values({ applicationId: current.id, status: change.status, changedAt: deps.now() });
  });
  return presentOne(deps, await ownApplication(deps.db, userId, id));
}

export async function deleteTrackedApplication(deps: TrackerDeps, userId: number, id: number) {
  const application = await getTrackedApplication(deps, userId, id);
  await deps.db.delete(trackedApplications).where(eq(trackedApplications.id, id));
  return application;
}

/** GDPR export: every application as the API answers it, with the sent PDF when one was kept. */
export async function exportTrackedApplications(db: Db, userId: number, now: Date) {
  const deps = { db, now: () => now };
  const applications = await listTrackedApplications(deps, userId);
  const files = await deps.db
    .select({ id: trackedApplications.id, pdf: trackedApplications.frozenPdf })
    .from(trackedApplications)
    .where(eq(trackedApplications.userId, userId));
  const pdfOf = new Map(files.map((file) => [file.id, file.pdf]));
  return applications.map((application) => ({
    ...application,
    sent_pdf_base64: pdfOf.get(application.id)?.toString('base64') ?? null,
  }));
}
