import type { ExtraSectionSubKey } from '../constants';
import type {
  EducationEntry,
  Heading,
  Signature,
  Skills,
  Summary,
  WorkEntry,
} from '../contracts/meta-values';
import type { ResumeStyle } from '../contracts/style';

/**
 * Everything a resume is built from, as stored (server) or kept locally (browser). Values may be
 * partial or stale at run time; the builders read them leniently.
 */
export type StoredResumeParts = {
  name: string;
  style: ResumeStyle;
  heading: Heading | null;
  education: EducationEntry[];
  work: WorkEntry[];
  skills: Skills | null;
  summary: Summary | null;
  signature: Signature | null;
  extraSections: { id: number; meta_sub_key: ExtraSectionSubKey; meta_value: unknown }[];
  /** The first is custom section one (id 13), the second custom section two (id 14). */
  customSections: { id: number; title: string; description: string }[];
  /** An image data URL. */
  photo: string | null;
  /**
   * The document's own language. When set it wins over the interface's (an English CV in the
   * German interface prints English); absent or null: the caller's locale decides.
   */
  language?: 'de' | 'en' | null;
  /**
   * An English version's fields still in German ('summary', 'work.0.workDescription', …), which
   * lower its strength; absent or empty: nothing left to translate.
   */
  untranslated?: readonly string[];
};
