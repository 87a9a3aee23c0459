/**
 * The import test set: German CVs written for this bench (invented people, employers and titles),
 * each with the fields a reader should find. `render.ts` prints them as PDF (Chromium) or DOCX.
 */
export type Ym = { month?: number; year: number };
export type Job = {
  title: string;
  employer: string;
  city: string;
  start: Ym;
  end: Ym | 'now';
  bullets: string[];
};
export type School = { degree: string; school: string; city: string; start?: Ym; end: Ym };
/** `level`: a CEFR code or 'native'; `shown`: how the CV prints it. */
export type Language = { name: string; level: string; shown: string };
/** A section beside the usual ones (Ehrenamt, Projekte, …): `key` is a phrase of its text that must land in a section. */
export type OtherSection = { title: string; lines: string[]; key: string };
export type Look =
  | 'table'
  | 'sidebar-left'
  | 'sidebar-right'
  | 'europass'
  | 'spaced'
  | 'label-rows'
  | 'plain'
  | 'docx-table'
  | 'docx-plain';
export type DateForm = 'slash' | 'dot' | 'words' | 'short-words' | 'years' | 'bis';

export type CorpusCv = {
  id: string;
  look: Look;
  dates: DateForm;
  /** Section titles as the CV prints them. */
  titles: { work: string; education: string; skills: string; languages: string };
  fname: string;
  lname: string;
  email: string;
  phone: string;
  street: string;
  pincode: string;
  city: string;
  birth: string;
  jobs: Job[];
  schools: School[];
  skills: string[];
  languages: Language[];
  other: OtherSection[];
  /** 'Köln, 3. März 2026' and the name under the CV. */
  signature?: string;
};

export const ym = (text: string): Ym => {
  const [a, b] = text.split('/').map(Number);
  return b === undefined ? { year: a ?? 0 } : { month: a, year: b };
};
