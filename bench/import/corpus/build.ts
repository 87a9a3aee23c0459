import { readFileSync } from 'node:fs';
import { type CorpusCv, type DateForm, type Language, type Look, type OtherSection, ym } from './types';

type JobRow = [title: string, employer: string, city: string, start: string, end: string, bullets?: string[]];
type SchoolRow = [degree: string, school: string, city: string, start: string, end: string];
type Facts = {
  id: string;
  look: Look;
  dates: DateForm;
  titles: [work: string, education: string, skills: string, languages: string];
  name: [fname: string, lname: string];
  email: string;
  phone: string;
  address: [street: string, pincode: string, city: string];
  birth: string;
  jobs: JobRow[];
  schools: SchoolRow[];
  skills: string[];
  languages: [name: string, level: string, shown: string][];
  other?: OtherSection[];
  signature?: string;
};

/** One CV from short rows: dates as 'MM/YYYY' or 'YYYY', a job's end 'now' while it lasts. */
export function cv(f: Facts): CorpusCv {
  const [work, education, skills, languages] = f.titles;
  return {
    id: f.id,
    look: f.look,
    dates: f.dates,
    titles: { work, education, skills, languages },
    fname: f.name[0],
    lname: f.name[1],
    email: f.email,
    phone: f.phone,
    street: f.address[0],
    pincode: f.address[1],
    city: f.address[2],
    birth: f.birth,
    jobs: f.jobs.map(([title, employer, city, start, end, bullets = []]) => ({
      title,
      employer,
      city,
      start: ym(start),
      end: end === 'now' ? 'now' : ym(end),
      bullets,
    })),
    schools: f.schools.map(([degree, school, city, start, end]) => ({
      degree,
      school,
      city,
      start: start === '' ? undefined : ym(start),
      end: ym(end),
    })),
    skills: f.skills,
    languages: f.languages.map(([name, level, shown]): Language => ({ name, level, shown })),
    other: f.other ?? [],
    signature: f.signature,
  };
}

/** The CVs of a corpus part, written as facts in a JSON file (one object a CV). */
export function readCorpus(url: URL): CorpusCv[] {
  return (JSON.parse(readFileSync(url, 'utf8')) as Facts[]).map(cv);
}
