import type { degreeResponseSchema } from '@vita/shared';
import type { z } from 'zod';

export type Degree = z.infer<typeof degreeResponseSchema>['degree'][number];

/**
 * German school, vocational and academic degrees for the education form, in the order shown.
 * Ids are stored with the user's education entries: never renumber, only add new ids.
 */
const DEGREES: readonly Degree[] = Object.freeze(
  [
    { id: 1, title: 'Hauptschulabschluss' },
    { id: 2, title: 'Qualifizierender Hauptschulabschluss' },
    { id: 3, title: 'Mittlere Reife / Realschulabschluss' },
    { id: 4, title: 'Fachhochschulreife' },
    { id: 5, title: 'Fachgebundene Hochschulreife' },
    { id: 6, title: 'Abitur (Allgemeine Hochschulreife)' },
    { id: 7, title: 'Abgeschlossene Berufsausbildung' },
    { id: 8, title: 'Meister/in' },
    { id: 9, title: 'Techniker/in (staatlich geprüft)' },
    { id: 10, title: 'Fachwirt/in' },
    { id: 11, title: 'Betriebswirt/in (staatlich geprüft)' },
    { id: 12, title: 'Bachelor of Arts (B.A.)' },
    { id: 13, title: 'Bachelor of Science (B.Sc.)' },
    { id: 14, title: 'Bachelor of Engineering (B.Eng.)' },
    { id: 15, title: 'Bachelor of Laws (LL.B.)' },
    { id: 16, title: 'Bachelor of Education (B.Ed.)' },
    { id: 17, title: 'Master of Arts (M.A.)' },
    { id: 18, title: 'Master of Science (M.Sc.)' },
    { id: 19, title: 'Master of Engineering (M.Eng.)' },
    { id: 20, title: 'Master of Laws (LL.M.)' },
    { id: 21, title: 'Master of Education (M.Ed.)' },
    { id: 22, title: 'MBA (Master of Business Administration)' },
    { id: 23, title: 'Staatsexamen' },
    { id: 24, title: 'Erstes Staatsexamen' },
    { id: 25, title: 'Zweites Staatsexamen' },
    { id: 26, title: 'Diplom' },
    { id: 27, title: 'Diplom (FH)' },
    { id: 28, title: 'Magister' },
    { id: 29, title: 'Promotion (Dr.)' },
    { id: 30, title: 'Habilitation' },
    { id: 31, title: 'Sonstiger Abschluss' },
  ].map((degree) => Object.freeze(degree)),
);

export function degrees(): Degree[] {
  return [...DEGREES];
}
