import {
  type ApplicationSend,
  type ApplicationStatus,
  CLOSED_APPLICATION_STATUSES,
  type TrackedApplication,
} from '@vita/shared';
import { sql } from 'drizzle-orm';
import { type applicationStatusChanges, trackedApplications } from '../../db/schema';

export type TrackedRow = typeof trackedApplications.$inferSelect;
export type StatusChangeRow = typeof applicationStatusChanges.$inferSelect;

/** Every column but the sent PDF itself: lists and answers never load the bytes. */
export const trackedColumns = {
  id: trackedApplications.id,
  userId: trackedApplications.userId,
  resumeId: trackedApplications.resumeId,
  letterId: trackedApplications.letterId,
  company: trackedApplications.company,
  position: trackedApplications.position,
  jobAdText: trackedApplications.jobAdText,
  jobAdUrl: trackedApplications.jobAdUrl,
  contactName: trackedApplications.contactName,
  contactEmail: trackedApplications.contactEmail,
  status: trackedApplications.status,
  appliedAt: trackedApplications.appliedAt,
  followUpAt: trackedApplications.followUpAt,
  followUpMailedAt: trackedApplications.followUpMailedAt,
  notes: trackedApplications.notes,
  frozenAt: trackedApplications.frozenAt,
  frozenPages: trackedApplications.frozenPages,
  frozenFileName: trackedApplications.frozenFileName,
  frozenBytes: sql<number | null>`octet_length(${trackedApplications.frozenPdf})`.mapWith(Number),
  sentAt: trackedApplications.sentAt,
  sentTo: trackedApplications.sentTo,
  createdAt: trackedApplications.createdAt,
  updatedAt: trackedApplications.updatedAt,
};
export type TrackedMeta = Omit<TrackedRow, 'frozenPdf'> & { frozenBytes: number | null };

/** Today in German time as YYYY-MM-DD: the day a follow-up is due on. */
export const berlinDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);

export const isFollowUpDue = (row: { followUpAt: string; status: string }, today: string): boolean =>
  row.followUpAt !== '' &&
  row.followUpAt <= today &&
  !CLOSED_APPLICATION_STATUSES.includes(row.status as ApplicationStatus);

export function toTrackedApplication(
  row: TrackedMeta,
  context: {
    resumeToken: string | null;
    resumeName: string;
    history: StatusChangeRow[];
    today: string;
    lastSend: ApplicationSend | null;
  },
): TrackedApplication {
  return {
    id: row.id,
    resume_token: context.resumeToken,
    resume_name: context.resumeName,
    company: row.company,
    position: row.position,
    job_ad_text: row.jobAdText,
    job_ad_url: row.jobAdUrl,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    letter_id: row.letterId,
    status: row.status as ApplicationStatus,
    applied_at: row.appliedAt,
    follow_up_at: row.followUpAt,
    follow_up_due: isFollowUpDue(row, context.today),
    follow_up_mailed_at: row.followUpMailedAt?.toISOString() ?? null,
    notes: row.notes,
    history: context.history.map((change) => ({
      status: change.status as ApplicationStatus,
      changed_at: change.changedAt.toISOString(),
    })),
    frozen:
      row.frozenAt && row.frozenBytes !== null
        ? {
            frozen_at: row.frozenAt.toISOString(),
            bytes: row.frozenBytes,
            pages: row.frozenPages ?? 0,
            file_name: row.frozenFileName ?? 'Bewerbung.pdf',
          }
        : null,
    sent_at: row.sentAt?.toISOString() ?? null,
    sent_to: row.sentTo,
    last_send: context.lastSend,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
