import { z } from 'zod';
import { okResponse } from './common';

/** The web page the trial reminder's link opens (`?token=…`): one button ends the subscription. */
export const TRIAL_END_PAGE = '/abo-beenden';

/**
 * POST /trial-end: ends the subscription at the end of its trial (or of the paid period it is in)
 * without login. The token is the subscription's public id and the server's signature of it.
 */
export const trialEndRequestSchema = z.object({
  token: z
    .string({ error: 'Dieser Link ist ungültig.' })
    .max(200, 'Dieser Link ist ungültig.')
    .regex(/^sub_[0-9a-f]{24}\.[A-Za-z0-9_-]{43}$/, 'Dieser Link ist ungültig.'),
});
export type TrialEndRequest = z.infer<typeof trialEndRequestSchema>;

export const trialEndDataSchema = z.object({
  plan_title: z.string(),
  /** Until then the subscription can be used; nothing is charged after it. */
  access_until: z.string(),
  /** false when it had been cancelled or had ended before. */
  newly_cancelled: z.boolean(),
});
export type TrialEndData = z.infer<typeof trialEndDataSchema>;

export const trialEndResponseSchema = okResponse({ data: trialEndDataSchema });

/**
 * GET /contract-titles (public): what the cancellation form offers — the plans on sale and those
 * that still have a running subscription, never a plan nobody can have.
 */
export const contractTitlesDataSchema = z.object({ contracts: z.array(z.string()) });
export type ContractTitlesData = z.infer<typeof contractTitlesDataSchema>;
export const contractTitlesResponseSchema = okResponse({ data: contractTitlesDataSchema });
