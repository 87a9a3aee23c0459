import { z } from 'zod';
import { HEADING_LIMITS } from '../constants';
import { isEmail } from '../rules/email';
import { headingSchema } from './meta-values';
import { normaliseWebUrl } from './normalise-web-url';

/** The i18n keys the heading form's messages are, under `heading.errors` (01 §5). */
const message = {
  fnameRequired: 'heading.errors.fnameRequired',
  fnameTooLong: 'heading.errors.fnameTooLong',
  lnameRequired: 'heading.errors.lnameRequired',
  lnameTooLong: 'heading.errors.lnameTooLong',
  emailRequired: 'heading.errors.emailRequired',
  emailTooLong: 'heading.errors.emailTooLong',
  emailInvalid: 'heading.errors.emailInvalid',
  tooLong: 'heading.errors.tooLong',
  linkInvalid: 'heading.errors.linkInvalid',
} as const;

const trimmed = (value: string) => value.trim();
const atMost = (max: number, key: string) => z.string().refine((v) => trimmed(v).length <= max, key);
// No check aborts (`abort: true`): an aborted field would skip the 'more options' checks below,
// and the form shows every message at once. Each field's checks exclude one another instead.
const requiredAtMost = (requiredKey: string, max: number, tooLongKey: string) =>
  z
    .string()
    .refine((v) => trimmed(v) !== '', requiredKey)
    .refine((v) => trimmed(v).length <= max, tooLongKey);

/** Fields shown only with 'more options': checked only then, and every other message still shows. */
const MORE_OPTION_FIELDS = ['licence', 'maritalStatus', 'socialLink'] as const;
const always = { when: () => true };

/**
 * The heading form (01 §5): first and last name required, at most the stored length; e-mail
 * required, at most 35, an address; every other text at most what the server stores, the 'more
 * options' fields only while they show, the social link an http(s) address. The photo is never
 * required (AGG). Messages are i18n keys; what is saved is `headingSchema`'s (drafts allowed).
 */
export const headingFormSchema = headingSchema
  .extend({
    fname: requiredAtMost(message.fnameRequired, HEADING_LIMITS.name, message.fnameTooLong),
    lname: requiredAtMost(message.lnameRequired, HEADING_LIMITS.name, message.lnameTooLong),
    email: requiredAtMost(message.emailRequired, HEADING_LIMITS.email, message.emailTooLong).refine(
      (v) => trimmed(v) === '' || trimmed(v).length > HEADING_LIMITS.email || isEmail(v),
      message.emailInvalid,
    ),
    street: atMost(HEADING_LIMITS.street, message.tooLong),
    location: atMost(HEADING_LIMITS.location, message.tooLong),
    pincode: atMost(HEADING_LIMITS.pincode, message.tooLong),
    birthDatePlace: atMost(HEADING_LIMITS.birthDatePlace, message.tooLong),
    phone: atMost(HEADING_LIMITS.phone, message.tooLong),
    licence: z.string(),
    maritalStatus: z.string(),
    socialLink: z.string(),
  })
  .superRefine((heading, context) => {
    if (!heading.moreOptions) return;
    for (const field of MORE_OPTION_FIELDS) {
      if (trimmed(heading[field] ?? '').length > HEADING_LIMITS[field]) {
        context.addIssue({ code: 'custom', path: [field], message: message.tooLong });
      } else if (field === 'socialLink' && normaliseWebUrl(heading.socialLink) === null) {
        context.addIssue({ code: 'custom', path: [field], message: message.linkInvalid });
      }
    }
  }, always);
export type HeadingFormValues = z.input<typeof headingFormSchema>;
