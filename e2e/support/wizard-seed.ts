/**
 * A resume put in place directly — saved on the server through the API and copied into local
 * storage under the spec's keys — for specs that test one page rather than the walk to it. Each
 * call makes a new resume token, so tests never share a resume.
 */
import { expect, type Page } from '@playwright/test';
import type { Api } from '../fixtures/test';

export interface SeedHeading {
  fname: string;
  lname: string;
  email: string;
  street?: string;
  location?: string;
  pincode?: string;
  birthDatePlace?: string;
  phone?: string;
  licence?: string;
  maritalStatus?: string;
  socialLink?: string;
  moreOptions?: boolean;
}

export interface SeedJob {
  jobtitle: string;
  employer: string;
  country?: string;
  startMonth: string;
  startYear: string;
  endMonth?: string;
  endYear?: string;
  check?: boolean;
  workDescription?: string;
}

export interface SeedDegree {
  sname: string;
  slname?: string;
  sdegree?: string;
  fieldOStudy?: string;
  pointer?: number | '';
  studyStartMonth?: string;
  studyStartYear?: string;
  studyEndMonth?: string;
  studyEndYear?: string;
  check?: boolean;
  educationDescription?: string;
}

export const SAMPLE_HEADING: SeedHeading = {
  fname: 'Jana',
  lname: 'Schröder',
  email: 'jana.schroeder@example.de',
  street: 'Lindenstraße 12',
  pincode: '04109',
  location: 'Leipzig',
  phone: '0151 23456789',
};

export const SAMPLE_JOB: SeedJob = {
  jobtitle: 'Softwareentwickler',
  employer: 'Stadtwerke Leipzig GmbH',
  country: 'Leipzig',
  startMonth: 'March',
  startYear: '2019',
  check: true,
  workDescription: '<ul><li><p>Betrieb der Kundenportale</p></li></ul>',
};

export const SAMPLE_DEGREE: SeedDegree = {
  sname: 'Universität Leipzig',
  slname: 'Leipzig',
  sdegree: 'Bachelor of Science (B.Sc.)',
  fieldOStudy: 'Informatik',
  pointer: 1.7,
  studyStartMonth: 'October',
  studyStartYear: '2014',
  studyEndMonth: 'September',
  studyEndYear: '2018',
  educationDescription: '<ul><li><p>Abschlussarbeit über verteilte Systeme</p></li></ul>',
};

export interface SeedOptions {
  /** isStudent 'Yes' with the 0-3 band (education first); otherwise 4-9 and 'No'. */
  student?: boolean;
  /** styleTempTwo (no photo) unless given; styleTempOne and styleTempDBSix show a photo (optional). */
  template?: { id: number; index: number; styleName: string };
  heading?: SeedHeading | null;
  jobs?: SeedJob[];
  degrees?: SeedDegree[];
  /** The interface language to remember (i18nextLng). */
  language?: 'de' | 'en';
}

/** 'Elegant': no photo. */
export const ELEGANT_TEMPLATE = { id: 2, index: 2, styleName: 'styleTempTwo' } as const;
/** 'Klassisch': the German tabular CV with a photo (optional, as everywhere). */
export const CLASSIC_TEMPLATE = { id: 1, index: 1, styleName: 'styleTempOne' } as const;

/**
 * Saves the resume on the server and in local storage (the page is left on a same-origin JSON
 * page; go to the page under test next). Returns the resume token.
 */
export async function seedResume(page: Page, api: Api, options: SeedOptions = {}): Promise<string> {
  const token = api.newResumeToken();
  const template = options.template ?? ELEGANT_TEMPLATE;
  const base = { resume_token: token, resume_template_id: template.id };
  const heading = options.heading === undefined ? SAMPLE_HEADING : options.heading;
  if (heading) {
    const saved = await api.post('/resume/save-meta', { ...base, meta_key: 'heading', meta_value: heading });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  // The server puts each entry where its dates put it (newest first): the local copy takes the
  // server's list, so that both address an entry by the same index.
  let jobs: unknown = options.jobs ?? [];
  for (const job of options.jobs ?? []) {
    const saved = await api.post('/resume/save-meta', { ...base, meta_key: 'work-expr', meta_value: job });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    jobs = (saved.body as { resume: { meta_value: unknown } }).resume.meta_value;
  }
  let degrees: unknown = options.degrees ?? [];
  for (const degree of options.degrees ?? []) {
    const saved = await api.post('/resume/save-meta', { ...base, meta_key: 'education', meta_value: degree });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    degrees = (saved.body as { resume: { meta_value: unknown } }).resume.meta_value;
  }

  const values: Record<string, string> = {
    resume_token: token,
    templateId: String(template.id),
    templateIndex: String(template.index),
    templateStyleName: template.styleName,
    experienceLevel: options.student ? '0-3' : '4-9',
    isStudent: options.student ? 'Yes' : 'No',
    country: 'DE',
    FinalResume: 'false',
  };
  if (heading) values.resume_meta_value_heading = JSON.stringify({ moreOptions: false, ...heading });
  if (options.jobs?.length) values.resume_meta_value_work_expr = JSON.stringify(jobs);
  if (options.degrees?.length) values.resume_meta_value_education = JSON.stringify(degrees);
  if (options.language) values.i18nextLng = options.language;

  // Any same-origin document gives access to the origin's localStorage; the health call is cheap.
  await page.goto('/api/v1/health');
  await page.evaluate((entries) => {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, values);
  return token;
}

/** The server's copy of one section (get-meta), for asserting that the server holds the data. */
export async function serverMeta(api: Api, token: string, metaKey: string): Promise<unknown> {
  const answer = await api.post('/resume/get-meta', { resume_token: token, meta_key: metaKey });
  if (answer.status === 404) return null;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { resume: { meta_value: unknown } }).resume.meta_value;
}
