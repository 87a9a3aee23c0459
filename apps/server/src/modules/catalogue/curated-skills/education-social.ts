import type { CuratedSkillSet } from './types';

/** Erziehung, Bildung, Soziales. */
export const EDUCATION_SOCIAL: readonly CuratedSkillSet[] = [
  {
    title: 'Erzieher/in',
    // ESCO: Lehrkraft für Vorschulerziehung
    escoIds: ['55d60ead-0343-4008-b9e4-fb4b5a179c83'],
    aliases:
      'Erzieher; Erzieherin; Staatlich anerkannter Erzieher; Staatlich anerkannte Erzieherin; Pädagogische Fachkraft; Kita-Erzieherin',
    skills:
      'Frühkindliche Bildung; Beobachtung und Dokumentation; Elternarbeit; Eingewöhnung; Sprachförderung; Projektarbeit; Gruppenleitung; Inklusion; Kinderschutz',
  },
  {
    title: 'Kinderpfleger/in',
    // ESCO: Kinderbetreuer/Kinderbetreuerin
    escoIds: ['3413f234-6230-47a8-8cc7-2691fd54ce3a'],
    aliases:
      'Kinderpfleger; Kinderpflegerin; Sozialassistent; Sozialassistentin; Kinderbetreuer; Kinderbetreuerin',
    skills:
      'Kinderbetreuung; Spielangebote; Pflege von Kleinkindern; Beobachtung; Elternkontakt; Kreatives Gestalten; Tagesstruktur; Hygiene',
  },
  {
    title: 'Tagesmutter/Tagesvater',
    // ESCO: Kinderbetreuer (Tagesbetreuung)/Kinderbetreuerin (Tagesbetreuung)
    escoIds: ['3f74aad8-2d60-4be2-b059-8dba5568d530'],
    aliases: 'Tagesmutter; Tagesvater; Kindertagespflegeperson',
    skills:
      'Kindertagespflege; Frühkindliche Förderung; Elternarbeit; Tagesstruktur; Ernährung von Kleinkindern; Erste Hilfe am Kind; Dokumentation; Selbstständigkeit',
  },
  {
    title: 'Lehrer/in',
    // ESCO: Lehrkraft Sekundarstufe
    escoIds: ['5efb2c08-ba3a-4659-a2e4-1883f54e77b6'],
    aliases:
      'Lehrer; Lehrerin; Lehrkraft; Gymnasiallehrer; Gymnasiallehrerin; Studienrat; Studienrätin; Realschullehrer; Realschullehrerin',
    skills:
      'Unterrichtsplanung; Didaktik; Leistungsbewertung; Klassenführung; Elternarbeit; Differenzierung; Digitale Medien; Schulentwicklung; Klassenfahrten',
  },
  {
    title: 'Grundschullehrer/in',
    // ESCO: Lehrkraft im Primarbereich
    escoIds: ['03d79393-7b30-4159-945b-01963eddd302'],
    aliases: 'Grundschullehrer; Grundschullehrerin; Lehrer Grundschule; Lehrerin Grundschule',
    skills:
      'Unterrichtsgestaltung; Anfangsunterricht; Lese- und Schreibförderung; Mathematikdidaktik; Elterngespräche; Inklusion; Lernstandsdiagnostik; Klassenleitung',
  },
  {
    title: 'Sozialpädagoge/Sozialpädagogin',
    // ESCO: Sozialarbeiter/Sozialarbeiterin
    escoIds: ['4b05bef2-ded4-4b09-ab94-f4c6a555a775'],
    aliases:
      'Sozialpädagoge; Sozialpädagogin; Sozialarbeiter; Sozialarbeiterin; Fachkraft Soziale Arbeit; Schulsozialarbeiter; Schulsozialarbeiterin',
    skills:
      'Beratung; Fallmanagement; Krisenintervention; Gruppenarbeit; Hilfeplanung; Netzwerkarbeit; Sozialrecht; Dokumentation; Kinderschutz',
  },
  {
    title: 'Jugendbetreuer/in',
    // ESCO: Jugendarbeiter/Jugendarbeiterin
    escoIds: ['b7507136-e71e-47e8-b873-e77d5cdf2922'],
    aliases:
      'Jugendbetreuer; Jugendbetreuerin; Jugendarbeiter; Jugendarbeiterin; Jugendreferent; Jugendreferentin',
    skills:
      'Offene Jugendarbeit; Freizeitpädagogik; Projektarbeit; Präventionsarbeit; Konfliktmoderation; Elternarbeit; Netzwerkarbeit; Veranstaltungsplanung',
  },
  {
    title: 'Dozent/in',
    // ESCO: Lehrkraft für Fort- und Weiterbildung
    escoIds: ['6afe39e2-2674-45db-b05c-a6cab02fe25b'],
    aliases: 'Dozent; Dozentin; Trainer; Trainerin; Kursleiter; Kursleiterin; Erwachsenenbildner',
    skills:
      'Erwachsenenbildung; Seminarplanung; Präsentationstechnik; Moderation; Lernerfolgskontrolle; E-Learning; Curriculumentwicklung; Teilnehmerbetreuung',
  },
  {
    title: 'Ausbilder/in',
    // ESCO: Leiter der betrieblichen Aus- und Weiterbildung/Leiterin der betrieblichen Aus- und Weiterbildung
    escoIds: ['a14e96a7-6c4d-4d69-8c6f-7ccadf77bac5'],
    aliases: 'Ausbilder; Ausbilderin; Ausbildungsleiter; Ausbildungsleiterin',
    skills:
      'Ausbildungsplanung; AEVO; Prüfungsvorbereitung; Lernbegleitung; Beurteilungsgespräche; Berufsschulkontakt; Azubimarketing; Unterweisung',
  },
  {
    title: 'Heilpädagoge/Heilpädagogin',
    // ESCO: Sonderpädagoge/Sonderpädagogin
    escoIds: ['976cbfcc-8958-4800-a435-71d15405a42a'],
    aliases: 'Heilpädagoge; Heilpädagogin',
    skills:
      'Heilpädagogische Diagnostik; Förderplanung; Entwicklungsförderung; Elternberatung; Spieltherapie; Inklusion; Interdisziplinäre Zusammenarbeit; Dokumentation',
  },
  {
    title: 'Wissenschaftliche/r Mitarbeiter/in',
    // ESCO: Forschungsassistent/Forschungsassistentin
    escoIds: ['5ac65daa-0896-4193-9f0e-8b00746b78a1'],
    aliases:
      'Wissenschaftlicher Mitarbeiter; Wissenschaftliche Mitarbeiterin; Doktorand; Doktorandin; Researcher',
    skills:
      'Wissenschaftliches Arbeiten; Literaturrecherche; Datenanalyse; Publikationen; Lehre; Drittmittelanträge; Konferenzvorträge; LaTeX; Statistik mit R',
  },
];
