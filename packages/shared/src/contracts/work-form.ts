import type { z } from 'zod';
import { workDateErrors } from '../resume/entry-dates';
import { workEntrySchema } from './meta-values';

/**
 * The work form (01 §5): the dates by the shared date rules the server enforces too, both
 * required; the end of a current job is dropped on saving, so here it is no error. Issues sit
 * at `start` and `end` (a date is a month and a year), their messages are i18n keys under
 * `work.errors`. Texts are bounded by the inputs (maxLength) and checked by the server.
 * `today` is read at every check unless given (tests).
 */
export const workFormSchema = (today?: Date) =>
  workEntrySchema
    .pick({ startMonth: true, startYear: true, endMonth: true, endYear: true, check: true })
    .superRefine((entry, context) => {
      const dates = entry.check ? { ...entry, endMonth: '', endYear: '' } : entry;
      const errors = workDateErrors(dates, { today: today ?? new Date() });
      for (const path of ['start', 'end'] as const) {
        const key = errors[path];
        if (key) context.addIssue({ code: 'custom', path: [path], message: `work.errors.${key}` });
      }
    });
export type WorkFormValues = z.input<ReturnType<typeof workFormSchema>>;

/** 01 §5: with neither job title nor employer the 'More Information Needed' dialog opens. */
export const needsMoreInformation = (entry: { jobtitle: string; employer: string }): boolean =>
  entry.jobtitle.trim() === '' && entry.employer.trim() === '';
