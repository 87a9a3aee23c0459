import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A file sent with a mail; the content base64-encoded so it fits the outbox's jsonb column. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** Login tokens carry the version they were signed with; raising it revokes every one of them. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').notNull().default(1),
    styleName: text('style_name').notNull().default('styleTempOne'),
    colour: text('colour').notNull().default('brand'),
    formatting: jsonb('formatting'),
    layout: jsonb('layout'),
    name: text('name').notNull().default(''),
    strength: integer('strength').notNull().default(0),
    sectionStrength: jsonb('section_strength').notNull().default(sql`'{}'::jsonb`),
    snapshot: jsonb('snapshot'),
    /**
     * The document's own language ('de' or 'en'), whatever the interface's; null: not chosen, the
     * download's locale decides as before (docs/decisions/english-version.md).
     */
    documentLanguage: text('document_language'),
    /** The resume this one was translated from; the link goes when the source is deleted. */
    sourceResumeId: integer('source_resume_id').references((): AnyPgColumn => resumes.id, {
      onDelete: 'set null',
    }),
    /** Fields copied as written into a translation, still to translate: { fields: string[] }. */
    untranslated: jsonb('untranslated'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resumes_owner_idx').on(t.ownerId)],
);

/** heading, education, work-expr, skills, summary, signature: one row per resume and key. */
export const resumeMeta = pgTable(
  'resume_meta',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    metaKey: text('meta_key').notNull(),
    metaValue: jsonb('meta_value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('resume_meta_resume_key_idx').on(t.resumeId, t.metaKey)],
);

/** Extra sections (meta_key extra_section): at most one per resume and meta_sub_key. */
export const extraSections = pgTable(
  'extra_sections',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    metaSubKey: text('meta_sub_key').notNull(),
    metaValue: jsonb('meta_value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('extra_sections_resume_sub_key_idx').on(t.resumeId, t.metaSubKey)],
);

export const customSections = pgTable(
  'custom_sections',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('custom_sections_resume_idx').on(t.resumeId)],
);

export const photos = pgTable('photos', {
  resumeId: integer('resume_id')
    .primaryKey()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: updatedAt(),
});

/** A Google or Facebook identity (the ID token's `sub`) linked to an account. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_idx').on(t.provider, t.subject),
    index('social_identities_user_idx').on(t.userId),
  ],
);

/** The one open password-reset code of an account (DESIGN.md deviation 4): hashed, 15 minutes, 5 tries. */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** My Account › Communication Preferences (spec 02 §2.8). No row: nothing was consented to. */
export const communicationPreferences = pgTable('communication_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  insiderTips: boolean('insider_tips').notNull().default(false),
  jobAlerts: boolean('job_alerts').notNull().default(false),
  newFeatures: boolean('new_features').notNull().default(false),
  marketResearch: boolean('market_research').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Every mail is written here first; SMTP delivery marks it sent, failures are retried. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** e.g. 'password-reset': a newer mail of the same purpose replaces an unsent older one. */
    purpose: text('purpose'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Not sent after this moment (a reset code that has expired is useless). */
    discardAfter: timestamp('discard_after', { withTimezone: true }),
    /** Files sent with the mail (an invoice PDF), kept so that a retry sends them too. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** An application sent from Vita: answers go to the applicant, who gets a blind copy. */
    replyTo: text('reply_to'),
    bcc: text('bcc'),
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt, t.id)],
);

/** Fixed-window counters shared by every instance (DESIGN.md deviation 9). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** What can be bought (spec 02 §3 "subscription_plan"); seeded by the billing migration. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Gross amounts (inkl. MwSt.) in cents. */
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('eur'),
  /** 'day' or 'month': the 4-weekly plan is 28 days, never "monthly" (DESIGN.md deviation 6). */
  intervalUnit: text('interval_unit').notNull(),
  intervalCount: integer('interval_count').notNull(),
  trialPriceCents: integer('trial_price_cents'),
  trialDays: integer('trial_days'),
  vatRatePercent: integer('vat_rate_percent').notNull().default(19),
  purchasable: boolean('purchasable').notNull().default(true),
});

/**
 * A customer's subscription. `status` is the spec's billing status: 0 waiting for the first
 * payment (3-D Secure), 1 subscribed, 2 ended, 3 past due (a renewal failed), 4 first payment
 * failed. `user_id` is cleared when the account is deleted: the records behind its invoices stay.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    /** The public id (spec: gateway_payment_id) used by bill-info and cancel-subscription. */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: integer('status').notNull(),
    gateway: text('gateway').notNull(),
    customerRef: text('customer_ref'),
    paymentMethodRef: text('payment_method_ref'),
    /** The payment of the first charge, while it waits for 3-D Secure. */
    firstPaymentRef: text('first_payment_ref'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpMonth: integer('card_exp_month').notNull(),
    cardExpYear: integer('card_exp_year').notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'account', 'public' (§ 312k BGB page), 'mail-link' (the trial reminder's link), 'account-deleted' or 'withdrawal' (§ 356a BGB, ended at once). */
    cancelSource: text('cancel_source'),
    /** A renewal run holds the row until then; another instance skips it. */
    renewalClaimedUntil: timestamp('renewal_claimed_until', { withTimezone: true }),
    /** The mail three days before the trial converts: set once, by the one instance that sends it. */
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/** Every payment attempt: status 1 pending, 2 success, 3 failed (spec 02 §9: 2 = success). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    /** 'trial', 'first' (no trial) or 'renewal'. */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: integer('status').notNull(),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull(),
    gatewayRef: text('gateway_ref'),
    failureCode: text('failure_code'),
    /**
     * A withdrawal's refund (§ 357a BGB): the provider's refund (Stripe `re_…`), the amount paid
     * back and when the provider accepted it. Unset on a charge of a withdrawn subscription: still to do.
     */
    refundRef: text('refund_ref'),
    refundedCents: integer('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** One order per charge: a renewal retried by another instance finds the same row. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId), index('orders_subscription_idx').on(t.subscriptionId)],
);

/** One bill per paid period; keeps its own copy of name and e-mail (§ 147 AO: kept 10 years). */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    interval: text('interval').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** '2026-000042': from invoice_counters, without gaps (§ 14 Abs. 4 UStG). */
    invoiceNumber: text('invoice_number').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('bills_subscription_idx').on(t.subscriptionId, t.startDate)],
);

/** The last invoice number given out per year; raised in the transaction that writes the bill. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Cancellations received on the public page (§ 312k BGB): the proof of receipt. */
export const contractCancellations = pgTable('contract_cancellations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  contract: text('contract').notNull(),
  reason: text('reason'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** How many running subscriptions it cancelled (0: none found under that e-mail). */
  cancelledCount: integer('cancelled_count').notNull(),
  /** The subscriptions it cancelled, so that "Das war ich nicht" can restore exactly those. */
  subscriptionIds: jsonb('subscription_ids').$type<number[]>().notNull().default([]),
  /** SHA-256 of the one-click undo token mailed to the account's address. */
  undoTokenHash: text('undo_token_hash'),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
});

/** Withdrawals received through "Vertrag widerrufen" (§ 356a BGB): the proof of receipt. */
export const contractWithdrawals = pgTable('contract_withdrawals', {
  id: serial('id').primaryKey(),
  /** As typed: the declaration. Mails never repeat it (they greet with the account's own name). */
  name: text('name').notNull(),
  email: text('email').notNull(),
  orderRef: text('order_ref'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The subscriptions it ended; empty when none was in its withdrawal period. */
  subscriptionIds: jsonb('subscription_ids').$type<number[]>().notNull().default([]),
});

/** The built-in test provider's payments (its stand-in for Stripe's PaymentIntents). */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  paymentMethodRef: text('payment_method_ref').notNull(),
  /** 'requires_action', 'succeeded' or 'failed'. */
  status: text('status').notNull(),
  /** Set by the simulated 3-D Secure page: 'complete' or 'fail'. */
  authentication: text('authentication'),
  /** Why a failed payment failed, as Stripe says it: 'card_declined:insufficient_funds'. */
  failureCode: text('failure_code'),
  /** Paid back so far (Stripe's `amount_refunded`). */
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});

/** Anschreiben: one row per letter, many per resume (one per application). */
export const letters = pgTable(
  'letters',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    /** The letter's fields as the letters contract names them (recipient, subject, body, …). */
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('letters_resume_idx').on(t.resumeId)],
);

/** Anlagen: the applicant's own scans and PDFs, checked by content and stored re-encoded. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The document's date as the user gave it (YYYY-MM-DD), or ''. */
    documentDate: text('document_date').notNull().default(''),
    /** Order within the Mappe; lower first. */
    position: integer('position').notNull().default(0),
    /** application/pdf, image/jpeg or image/png — what the bytes are, not what the name said. */
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    bytes: integer('bytes').notNull(),
    pages: integer('pages').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_resume_idx').on(t.resumeId)],
);

/** A passkey (WebAuthn credential) of an account: it logs in without a password. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id as the authenticator made it, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key the signatures are checked with. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (0 for most passkeys, which keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The WebAuthn user handle the account's passkeys carry (random, not the account id). */
    userHandle: text('user_handle').notNull(),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A challenge handed out for a passkey registration or login: kept in the database so any
 * instance can check the answer, used once (deleted as it is checked), and short-lived.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'registration' | 'login'>().notNull(),
    /** The account a registration is for; null for a login, which learns the account from the passkey. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The user handle a registration's passkey will carry. */
    userHandle: text('user_handle'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * An application the account tracks (the Bewerbungsmanager): for which position at which company,
 * with which resume and letter, where it stands, and the Mappe as it was sent.
 */
export const trackedApplications = pgTable(
  'tracked_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Deleting a resume keeps the application and what was sent; only the link goes. */
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    letterId: integer('letter_id').references(() => letters.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    position: text('position').notNull(),
    jobAdText: text('job_ad_text').notNull().default(''),
    jobAdUrl: text('job_ad_url').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    status: text('status').notNull(),
    /** Calendar days as YYYY-MM-DD, or '' for none. */
    appliedAt: text('applied_at').notNull().default(''),
    followUpAt: text('follow_up_at').notNull().default(''),
    /** The follow-up reminder's claim: set in the transaction that queues the mail, cleared when the day moves. */
    followUpMailedAt: timestamp('follow_up_mailed_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    /** The Mappe as it was sent, kept byte for byte. */
    frozenPdf: bytea('frozen_pdf'),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    frozenPages: integer('frozen_pages'),
    frozenFileName: text('frozen_file_name'),
    /** For sending from Vita: when and to whom. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentTo: text('sent_to'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tracked_applications_user_idx').on(t.userId),
    index('tracked_applications_follow_up_idx').on(t.followUpAt),
  ],
);

/**
 * Every time an application was sent from Vita: to whom, in which form, and the outbox mail that
 * carries it (whose delivery or refusal the application reports). Counted for the daily limit.
 */
export const applicationSends = pgTable(
  'application_sends',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => trackedApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    /** The scans were compressed to stay under the size inboxes take. */
    compressed: boolean('compressed').notNull().default(false),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_sends_application_idx').on(t.applicationId),
    index('application_sends_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Every status an application had, with the moment it changed: a row per change, never overwritten. */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => trackedApplications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_changes_application_idx').on(t.applicationId)],
);

/** Links that show one resume to anyone who has them; revoked rows stay so the page can answer 410. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    /** base64url of 16 random bytes: the link's only secret when it has no password. */
    slug: text('slug').notNull().unique(),
    label: text('label').notNull(),
    passwordHash: text('password_hash'),
    allowDownload: boolean('allow_download').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Counters only: nothing about a visitor is stored. */
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    failedPasswordTries: integer('failed_password_tries').notNull().default(0),
    failedPasswordWindowStart: timestamp('failed_password_window_start', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('share_links_resume_idx').on(t.resumeId), index('share_links_user_idx').on(t.userId)],
);
