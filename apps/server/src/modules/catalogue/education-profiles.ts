import { CATEGORY, type CatalogueItem, type SubCategory } from '@vita/shared';
import { normaliseSearchText } from './search-text';

/**
 * Education descriptions that fit the kind of degree. A school degree ("Fachhochschulreife,
 * Wirtschaft und Verwaltung") must not get a job's bullets because a word of its subject matches a
 * job title ("Warenlagerverwalter"); a degree course gets study phrases. An Ausbildung gets the
 * phrases of its job profile when one matches, else the general ones below. Our own wording.
 */
interface EducationProfile {
  /** Outside the ESCO profile ids (1…3008); never renumber, the page may have stored the choice. */
  id: number;
  title: string;
  recommended: number;
  phrases: readonly string[];
}

const EDUCATION_PROFILES: readonly EducationProfile[] = [
  {
    id: 9001,
    title: 'Schulabschluss',
    recommended: 3,
    phrases: [
      'Leistungskurse: Mathematik und Englisch',
      'Schwerpunkt: Wirtschaft und Verwaltung',
      'Abschlussnote: 2,0',
      'Wahlpflichtfach Informatik',
      'Betriebspraktikum im Einzelhandel (zwei Wochen)',
      'Facharbeit im Fach Geschichte mit der Note sehr gut',
      'Mitglied der Schülervertretung',
      'Mitarbeit in der Schülerzeitung',
      'Teilnahme an einem Schüleraustausch mit Frankreich',
      'Auszeichnung für besondere Leistungen in Mathematik',
    ],
  },
  {
    id: 9002,
    title: 'Studium',
    recommended: 3,
    phrases: [
      'Studienschwerpunkte: Controlling und Finanzierung',
      'Bachelorarbeit zum Thema Digitalisierung im Mittelstand',
      'Abschlussnote: 1,7',
      'Auslandssemester an einer Partnerhochschule in Spanien',
      'Pflichtpraktikum im Marketing eines Industrieunternehmens',
      'Studentische Hilfskraft am Lehrstuhl für Wirtschaftsinformatik',
      'Praxisprojekt im Team mit einem Unternehmen der Region',
      'Tutorin für Erstsemester in Statistik',
      'Engagement in der Fachschaft',
      'Gefördert durch das Deutschlandstipendium',
    ],
  },
  {
    id: 9003,
    title: 'Berufsausbildung',
    recommended: 2,
    phrases: [
      'Duale Ausbildung mit Abschlussprüfung vor der IHK',
      'Duale Ausbildung mit Gesellenprüfung vor der Handwerkskammer',
      'Ausbildungszeit wegen guter Leistungen verkürzt',
      'Einsätze in mehreren Abteilungen des Ausbildungsbetriebs',
      'Berufsschule mit Fachrichtung Wirtschaft und Verwaltung',
      'Betriebliches Projekt als Teil der Abschlussprüfung',
      'Zusatzqualifikation Fremdsprachen im Beruf',
      'Auszeichnung als beste Auszubildende des Jahrgangs',
    ],
  },
];

/** Ids like the own phrases': base + profile id × 1,000 + category × 100 + position. */
const PHRASE_ID_BASE = 10_000_000;

const byTitle = new Map(EDUCATION_PROFILES.map((profile) => [normaliseSearchText(profile.title), profile]));
const byId = new Map(EDUCATION_PROFILES.map((profile) => [profile.id, profile]));

const toSubCategory = (profile: EducationProfile): SubCategory => ({ id: profile.id, title: profile.title });

/** The education profile named exactly by `title` ("Schulabschluss", "studium"), if any. */
export function educationProfileNamed(title: string): SubCategory | undefined {
  const profile = byTitle.get(normaliseSearchText(title));
  return profile ? toSubCategory(profile) : undefined;
}

/** Education profiles whose title contains the search, for the profile search of category 6. */
export function searchEducationProfiles(search: string): SubCategory[] {
  const text = normaliseSearchText(search);
  if (text === '') return [];
  return EDUCATION_PROFILES.filter((profile) => normaliseSearchText(profile.title).includes(text)).map(
    toSubCategory,
  );
}

/** The phrases of an education profile; undefined when the id is no education profile. */
export function educationProfileItems(categoryId: number, id: number): CatalogueItem[] | undefined {
  const profile = byId.get(id);
  if (!profile) return undefined;
  if (categoryId !== CATEGORY.educationDescription) return [];
  return profile.phrases.map((text, index) => ({
    id: PHRASE_ID_BASE + profile.id * 1000 + categoryId * 100 + index + 1,
    title: text,
    description: text,
    recommended: index < profile.recommended ? 1 : 0,
  }));
}
