/**
 * German school and university degrees, each with an English name and a short explanation for a
 * foreign reader; the German name stays in the text, since it is what a certificate shows.
 * Matched on the degree field as typed or as chosen from the education form's list (degrees.ts).
 */
export interface GermanDegree {
  /** ';'-separated German forms. */
  german: string;
  /** What the English CV prints; empty: the degree is already English and stays as written. */
  english: string;
}

export const GERMAN_DEGREES: readonly GermanDegree[] = [
  {
    german: 'Abitur; Abitur (Allgemeine Hochschulreife); Allgemeine Hochschulreife; Hochschulreife',
    english: 'Abitur (German university entrance qualification, after 12–13 years of school)',
  },
  {
    german: 'Fachgebundene Hochschulreife',
    english: 'Fachgebundene Hochschulreife (German subject-restricted university entrance qualification)',
  },
  {
    german: 'Fachhochschulreife; Fachabitur',
    english: 'Fachhochschulreife (German entrance qualification for universities of applied sciences)',
  },
  {
    german:
      'Mittlere Reife; Realschulabschluss; Mittlere Reife / Realschulabschluss; Mittlerer Schulabschluss; Mittlerer Bildungsabschluss',
    english: 'Mittlere Reife (German intermediate school-leaving certificate, after 10 years of school)',
  },
  {
    german: 'Qualifizierender Hauptschulabschluss; Qualifizierter Hauptschulabschluss',
    english:
      'Qualifizierender Hauptschulabschluss (German lower secondary school-leaving certificate with distinction, after 9 years of school)',
  },
  {
    german: 'Hauptschulabschluss; Erster allgemeinbildender Schulabschluss; Berufsbildungsreife',
    english:
      'Hauptschulabschluss (German lower secondary school-leaving certificate, after 9 years of school)',
  },
  {
    german: 'Abgeschlossene Berufsausbildung; Berufsausbildung; Ausbildung; Gesellenbrief; Facharbeiterbrief',
    english: 'Completed vocational training (German dual system: on-the-job training and vocational school)',
  },
  {
    german: 'Meister; Meisterin; Meister/in; Meisterbrief; Meisterprüfung',
    english: 'Meister (German master craftsperson qualification, EQF level 6)',
  },
  {
    german:
      'Techniker; Technikerin; Techniker/in; Techniker/in (staatlich geprüft); Staatlich geprüfter Techniker; Staatlich geprüfte Technikerin',
    english: 'State-certified technician (German advanced vocational qualification, EQF level 6)',
  },
  {
    german: 'Fachwirt; Fachwirtin; Fachwirt/in',
    english: 'Fachwirt (German advanced business qualification, EQF level 6)',
  },
  {
    german:
      'Betriebswirt; Betriebswirtin; Betriebswirt/in (staatlich geprüft); Staatlich geprüfter Betriebswirt; Staatlich geprüfte Betriebswirtin',
    english: 'State-certified business economist (German advanced vocational qualification, EQF level 6)',
  },
  { german: 'Bachelor; Bachelorabschluss', english: 'Bachelor’s degree' },
  {
    german:
      'Bachelor of Arts (B.A.); Bachelor of Science (B.Sc.); Bachelor of Engineering (B.Eng.); Bachelor of Laws (LL.B.); Bachelor of Education (B.Ed.)',
    english: '',
  },
  { german: 'Master; Masterabschluss', english: 'Master’s degree' },
  {
    german:
      'Master of Arts (M.A.); Master of Science (M.Sc.); Master of Engineering (M.Eng.); Master of Laws (LL.M.); Master of Education (M.Ed.); MBA (Master of Business Administration)',
    english: '',
  },
  {
    german: 'Diplom; Diplom (Univ.); Diplom-Ingenieur; Diplom-Ingenieurin; Dipl.-Ing.',
    english: 'Diplom (German university degree, equivalent to a Master’s degree)',
  },
  {
    german: 'Diplom (FH); Diplom-Ingenieur (FH); Diplom-Ingenieurin (FH); Dipl.-Ing. (FH)',
    english:
      'Diplom (FH) (German degree of a university of applied sciences, equivalent to a Bachelor’s degree with honours)',
  },
  {
    german: 'Staatsexamen; Erstes Staatsexamen; Erste Staatsprüfung',
    english: 'Staatsexamen (German state examination, equivalent to a Master’s degree)',
  },
  {
    german: 'Zweites Staatsexamen; Zweite Staatsprüfung',
    english:
      'Second Staatsexamen (German second state examination after practical training, qualifies for the regulated profession)',
  },
  {
    german: 'Magister; Magister Artium; M.A. (Magister)',
    english: 'Magister (German university degree, equivalent to a Master’s degree)',
  },
  { german: 'Promotion; Promotion (Dr.); Doktor; Doktorat; Dr.', english: 'Doctorate (PhD equivalent)' },
  { german: 'Habilitation', english: 'Habilitation (German postdoctoral qualification for professorship)' },
  { german: 'Sonstiger Abschluss', english: 'Other qualification' },
];

/** Printed once, on the first entry that shows a grade. */
export const GERMAN_GRADING_NOTE = 'German grading: 1.0 = best, 4.0 = pass';
