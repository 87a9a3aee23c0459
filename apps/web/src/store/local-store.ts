/**
 * The spec's localStorage keys (01 §3, 02 §3), typed, in one module. Every read and write of
 * local storage in the web app goes through here. Key strings are the contract; where the spec
 * names a value but not its key, the key is Vita's (listed in docs/decisions/local-store.md).
 */
import type {
  CustomSectionValue,
  EducationEntry,
  Formatting,
  Heading,
  LanguagesValue,
  SectionLayout,
  Signature,
  Skills,
  Summary,
  WebLinks,
  WorkEntry,
} from '@vita/shared';
import {
  type ColourKey,
  PALETTE_COLOURS,
  TEMPLATE_STYLE_NAMES,
  type TemplateStyleName,
} from '@vita/shared/constants';
import type { ExperienceLevel, StudentAnswer } from '../flow/flow-state';
import {
  type Codec,
  flag,
  integer,
  isRecord,
  isRecordArray,
  isStringArray,
  json,
  oneOf,
  text,
} from './codecs';

/** A section the server stores under an id (extra and custom sections, languages). */
export type WithId<T> = T & { id: number };
export type RichSection = WithId<{ data: string }>;
export type SectionStrength = Partial<
  Record<'heading' | 'work' | 'education' | 'skills' | 'summary', number>
>;
/**
 * A save the server did not receive because it was unreachable. components/save-status keeps
 * these in order and re-sends them; `syncKey` names the local list the server's answer replaces.
 */
export interface PendingSave {
  id: string;
  path: string;
  body: Record<string, unknown>;
  /** A later save with the same key replaces this one (whole-value saves such as the heading). */
  coalesceKey?: string;
  syncKey?: 'work' | 'education';
  queuedAt: number;
}
/**
 * The work form's or work description's unsaved input, written on every change (features/work).
 * `base` is the entry it started from (JSON): a draft whose entry has changed since is void.
 */
export interface WorkDraft {
  kind: 'form' | 'description';
  index: number | null;
  base: string;
  entry: WorkEntry;
}
/** A resume this browser held before it opened another by link (the way back to it). */
export interface PreviousResume {
  token: string;
  name: string;
  /** ISO time when it was left. */
  leftAt: string;
}
export interface UserInfo {
  first_name: string;
  last_name?: string;
  email?: string;
}

type Group = 'resume' | 'device' | 'account' | 'history';
interface KeyDef<T> {
  key: string;
  codec: Codec<T>;
  /**
   * resume: in the snapshot and wiped by Nein; device: wiped by Nein, never snapshotted; account:
   * login; history: survives Nein and a reopened resume (it is the way back), wiped at logout.
   */
  group: Group;
}
const def = <T>(key: string, codec: Codec<T>, group: Group = 'resume'): KeyDef<T> => ({ key, codec, group });
const resumeToken: Codec<string> = {
  decode: (raw) => (/^[a-f0-9]{32}$/.test(raw) ? raw : null),
  encode: (v) => v,
};
const colourKeys = PALETTE_COLOURS.map((c) => c.key);

export const STORE_KEYS = {
  resumeToken: def('resume_token', resumeToken),
  templateId: def('templateId', integer),
  /** 0 … 12: the gallery position; 0 is the special template. */
  templateIndex: def('templateIndex', integer),
  templateStyleName: def<TemplateStyleName>('templateStyleName', oneOf(TEMPLATE_STYLE_NAMES)),
  templateColour: def<ColourKey>('templateColor', oneOf(colourKeys)),
  templateFormatting: def<Partial<Formatting>>('templateFormatting', json(isRecord)),
  /** The final page's section order (Vita's key; the server keeps it with the style). */
  sectionLayout: def<SectionLayout>('section_layout', json(isRecord)),
  resumeName: def('resume_name', text),
  /** Vita's key: the document's own language ('en' for an English version); unset: the interface's. */
  documentLanguage: def<'de' | 'en'>('document_language', oneOf(['de', 'en'] as const)),
  /** Vita's key: an English version's fields still in German, as the server keeps them ('summary', …). */
  untranslated: def<string[]>('untranslated_fields', json(isStringArray)),
  experienceLevel: def<ExperienceLevel | '0'>('experienceLevel', oneOf(['0', '0-3', '4-9', '10+'] as const)),
  country: def('country', text),
  isStudent: def<StudentAnswer>('isStudent', oneOf(['Yes', 'No'] as const)),
  finalResume: def('FinalResume', flag),
  lastPath: def('en_pth', text),
  extraSections: def<string[]>('extra_section_array', json(isStringArray)),
  extraSectionNames: def<string[]>('ext_name_arr', json(isStringArray)),
  sectionStrength: def<SectionStrength>('section_strength', json(isRecord)),

  heading: def<Heading>('resume_meta_value_heading', json(isRecord)),
  education: def<EducationEntry[]>('resume_meta_value_education', json(isRecordArray)),
  work: def<WorkEntry[]>('resume_meta_value_work_expr', json(isRecordArray)),
  skills: def<Skills>('resume_meta_value_skills', json(isRecord)),
  summary: def<Summary>('resume_meta_value_summary', json(isRecord)),
  languages: def<WithId<LanguagesValue>>('extra_section_Language', json(isRecord)),
  accomplishments: def<RichSection>('extra_section_Accomplishment', json(isRecord)),
  certifications: def<RichSection>('extra_section_Certification', json(isRecord)),
  affiliations: def<RichSection>('extra_section_Affiliation', json(isRecord)),
  additionalInformation: def<RichSection>('extra_section_additionalInformation', json(isRecord)),
  hobbies: def<RichSection>('extra_section_hobbiesInformation', json(isRecord)),
  webLinks: def<WithId<WebLinks>>('extra_section_WebLinks', json(isRecord)),
  customSectionOne: def<WithId<CustomSectionValue>>('custom_section_one', json(isRecord)),
  customSectionTwo: def<WithId<CustomSectionValue>>('custom_section_two', json(isRecord)),
  signature: def<Signature>('local_sign_data', json(isRecord)),

  /** The cropped photo as a data URL; the server keeps the real copy (upload-photo). */
  photo: def('resume_photo', text, 'device'),
  /** Saves waiting for the server (see PendingSave); wiped with the resume, never snapshotted. */
  pendingSaves: def<PendingSave[]>('pending_saves', json(isRecordArray), 'device'),
  /** Unsaved input of the work pages (see WorkDraft); wiped with the resume, never snapshotted. */
  workDraft: def<WorkDraft>('work_draft', json(isRecord), 'device'),

  /** Vita's key: resumes left for one opened by `?id=` (store/previous-resumes). */
  previousResumes: def<PreviousResume[]>('previous_resumes', json(isRecordArray), 'history'),

  loginToken: def('token', text, 'account'),
  subscriptionStatus: def('sub_status', text, 'account'),
  userInfo: def<UserInfo>('user_info', json(isRecord), 'account'),
} as const;

export type StoreKeyName = keyof typeof STORE_KEYS;
export type StoreValue<K extends StoreKeyName> = (typeof STORE_KEYS)[K] extends KeyDef<infer T> ? T : never;
export type StoreValues = { [K in StoreKeyName]: StoreValue<K> | null };

const KEY_NAMES = Object.keys(STORE_KEYS) as StoreKeyName[];
const namesIn = (groups: readonly Group[]) => KEY_NAMES.filter((n) => groups.includes(STORE_KEYS[n].group));

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function getItem<K extends StoreKeyName>(name: K): StoreValue<K> | null {
  const raw = storage()?.getItem(STORE_KEYS[name].key);
  if (raw === null || raw === undefined) return null;
  return (STORE_KEYS[name].codec as Codec<StoreValue<K>>).decode(raw);
}

/** Writes a value (null removes it). Returns false when the browser refused (quota, disabled). */
export function setItem<K extends StoreKeyName>(name: K, value: StoreValue<K> | null): boolean {
  if (value === null) return removeItem(name);
  try {
    const codec = STORE_KEYS[name].codec as Codec<StoreValue<K>>;
    storage()?.setItem(STORE_KEYS[name].key, codec.encode(value));
    return true;
  } catch {
    return false;
  }
}

export function removeItem(name: StoreKeyName): boolean {
  try {
    storage()?.removeItem(STORE_KEYS[name].key);
    return true;
  } catch {
    return false;
  }
}

export function readAll(): StoreValues {
  const values = {} as Record<StoreKeyName, unknown>;
  for (const name of KEY_NAMES) values[name] = getItem(name);
  return values as StoreValues;
}

/** "Nein" on the landing page: the resume's local data and photo go; login and language stay. */
export function clearResumeData(): void {
  for (const name of namesIn(['resume', 'device'])) removeItem(name);
}

/** Logout: every Vita key, the login included. The language choice (i18nextLng) is kept. */
export function clearAll(): void {
  for (const name of KEY_NAMES) removeItem(name);
}

/** resume_json_data for save-resume-object: the resume keys as stored (strings, JSON for lists). */
export function snapshot(): Record<string, string> {
  const data: Record<string, string> = {};
  for (const name of namesIn(['resume'])) {
    const raw = storage()?.getItem(STORE_KEYS[name].key);
    if (raw !== null && raw !== undefined) data[STORE_KEYS[name].key] = raw;
  }
  return data;
}

/**
 * get-resume-object: replaces the local resume with a snapshot. The previous resume's keys are
 * removed first, so two resumes never mix. Only the resume keys are taken (a snapshot can never set
 * the login or other keys); list-like values arriving as arrays or objects are stored as JSON;
 * values that do not decode are skipped. Returns the keys written.
 */
export function restoreSnapshot(data: Record<string, unknown>): string[] {
  clearResumeData();
  const written: string[] = [];
  for (const name of namesIn(['resume'])) {
    const { key, codec } = STORE_KEYS[name];
    const value = data[key];
    if (value === undefined || value === null) continue;
    const raw = typeof value === 'string' ? value : JSON.stringify(value);
    if ((codec as Codec<unknown>).decode(raw) === null) continue;
    try {
      storage()?.setItem(key, raw);
      written.push(key);
    } catch {
      // quota: keep going, the server copy stays the source of truth
    }
  }
  return written;
}

/** The storage key of a name (for `storage` events and tests). */
export const storageKeyOf = (name: StoreKeyName): string => STORE_KEYS[name].key;
export const isVitaStorageKey = (key: string): boolean => KEY_NAMES.some((n) => STORE_KEYS[n].key === key);
