import { sql } from 'drizzle-orm';
import {
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
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt, t.id)],
);

/** Fixed-window counters shared by every instance (DESIGN.md deviation 9). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
