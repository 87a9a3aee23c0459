import { readFileSync } from 'node:fs';

/** One ESCO occupation as stored in `esco/occupations.de.json` (see `esco/README.md`). */
export interface EscoOccupation {
  /** Last path segment of the ESCO concept URI. */
  id: string;
  /** ESCO's German title, "masculine/feminine", e.g. "Buchhalter/Buchhalterin". */
  title: string;
  /** ESCO's German alternative labels, all of them; they may be shown. */
  altTitles: string[];
  /** ESCO's German hidden labels (search only, never shown), e.g. "Fachkraft für Lagerlogistik". */
  hiddenTitles?: string[];
  iscoGroup: string;
  /** Skill ids, most specific first. */
  essentialSkills: string[];
  optionalSkills: string[];
}

export interface EscoSkill {
  label: string;
  type: string;
  reuseLevel: string;
}

let occupations: readonly EscoOccupation[] | undefined;
let skills: ReadonlyMap<string, EscoSkill> | undefined;

// Read with fs instead of `import` so the 6 MB of JSON stays out of the module graph and is only
// parsed when the catalogue is first used.
function readJson(fileName: string): unknown {
  return JSON.parse(readFileSync(new URL(`./esco/${fileName}`, import.meta.url), 'utf8'));
}

export function escoOccupations(): readonly EscoOccupation[] {
  if (!occupations) {
    const data = readJson('occupations.de.json');
    if (!Array.isArray(data)) throw new Error('ESCO occupations: expected an array');
    occupations = data as EscoOccupation[];
  }
  return occupations;
}

/** ESCO's English title and alternative labels of one occupation (same id as the German). */
export interface EscoEnglishOccupation {
  id: string;
  title: string;
  altTitles: string[];
}

let englishOccupations: readonly EscoEnglishOccupation[] | undefined;

/** The English labels, read on first use: titles typed in English ("Warehouse Worker") match by them. */
export function escoEnglishOccupations(): readonly EscoEnglishOccupation[] {
  if (!englishOccupations) {
    const data = readJson('occupations.en.json');
    if (!Array.isArray(data)) throw new Error('ESCO English occupations: expected an array');
    englishOccupations = data as EscoEnglishOccupation[];
  }
  return englishOccupations;
}

export function escoSkills(): ReadonlyMap<string, EscoSkill> {
  if (!skills) {
    const data = readJson('skills.de.json');
    if (typeof data !== 'object' || data === null) throw new Error('ESCO skills: expected an object');
    skills = new Map(Object.entries(data as Record<string, EscoSkill>));
  }
  return skills;
}

let englishSkills: ReadonlyMap<string, string> | undefined;

/** ESCO's English skill labels by skill id (the ids of `skills.de.json`), read on first use. */
export function escoEnglishSkills(): ReadonlyMap<string, string> {
  if (!englishSkills) {
    const data = readJson('skills.en.json');
    if (typeof data !== 'object' || data === null) throw new Error('ESCO English skills: expected an object');
    englishSkills = new Map(Object.entries(data as Record<string, string>));
  }
  return englishSkills;
}
