import type { freezeApplicationRequestSchema } from '@vita/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Transaction } from '../../db/client';
import { applicationStatusChanges, resumes, trackedApplications } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { type ApplicationDeps, exportApplication } from '../application/application.service';
import {
  APPLICATION_NOT_FOUND,
  getTrackedApplication,
  ownApplication,
  type TrackerDeps,
} from './tracker.service';
import { berlinDay } from './tracker-rows';

export const RESUME_GONE =
  'Der Lebenslauf dieser Bewerbung wurde gelöscht. Bitte wählen Sie zuerst einen anderen Lebenslauf.';
export const NOTHING_FROZEN = 'Für diese Bewerbung wurde noch keine Mappe als versendet festgehalten.';

type FreezeRequest = z.output<typeof freezeApplicationRequestSchema>;

/** The token of the application's resume; 409 once that resume was deleted. */
export async function linkedResumeToken(db: Db, application: { resumeId: number | null }): Promise<string> {
  const [resume] =
    application.resumeId === null
      ? []
      : await db.select({ token: resumes.token }).from(resumes).where(eq(resumes.id, application.resumeId));
  if (!resume) throw new HttpError(409, RESUME_GONE);
  return resume.token;
}

/**
 * "Als versendet festhalten": binds the Mappe exactly as its download does (the same function,
 * the same bytes) and keeps the PDF with the application. A saved application counts as applied
 * from now on, on today's date unless the user gave one.
 */
export async function freezeApplication(
  deps: TrackerDeps & { mappe: ApplicationDeps },
  userId: number,
  id: number,
  request: FreezeRequest,
) {
  const current = await ownApplication(deps.db, userId, id);
  const mappe = await exportApplication(
    deps.mappe,
    {
      ...request,
      resume_token: await linkedResumeToken(deps.db, current),
      letter_id: current.letterId ?? undefined,
    },
    { userId },
  );
  await deps.db.transaction((tx) => keepAsSent(tx, current, mappe, deps.now()));
  return getTrackedApplication(deps, userId, id);
}

/**
 * Keeps the bound Mappe with the application (inside the caller's transaction); a saved
 * application counts as applied from now on, on today's date unless the user gave one. `sent`
 * records a sending from Vita.
 */
export async function keepAsSent(
  tx: Transaction,
  current: { id: number; status: string; appliedAt: string },
  mappe: { pdf: Buffer; pages: number; fileName: string },
  now: Date,
  sent: { sentAt: Date; sentTo: string } | null = null,
) {
  const becomesApplied = current.status === 'saved';
  await tx
    .update(trackedApplications)
    .set({
      frozenPdf: mappe.pdf,
      frozenAt: now,
      frozenPages: mappe.pages,
      frozenFileName: mappe.fileName,
      ...(sent ?? {}),
      ...(becomesApplied ? { status: 'applied' } : {}),
      ...(current.appliedAt === '' ? { appliedAt: berlinDay(now) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(trackedApplications.id, current.id));
  if (becomesApplied)
    await tx
      .insert(applicationStatusChanges)
      .values({ applicationId: current.id, status: 'applied', changedAt: now });
}

/** The PDF kept by the freeze, byte for byte. */
export async function frozenPdf(deps: TrackerDeps, userId: number, id: number) {
  const [row] = await deps.db
    .select({ pdf: trackedApplications.frozenPdf, fileName: trackedApplications.frozenFileName })
    .from(trackedApplications)
    .where(and(eq(trackedApplications.id, id), eq(trackedApplications.userId, userId)));
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (!row.pdf) throw notFound(NOTHING_FROZEN);
  return { pdf: row.pdf, fileName: row.fileName ?? 'Bewerbung.pdf' };
}
