import type { CuratedSkillSet } from './types';

/** Sicherheit, öffentlicher Dienst, Landwirtschaft, Dienstleistungen. */
export const SERVICES: readonly CuratedSkillSet[] = [
  {
    title: 'Sicherheitsmitarbeiter/in',
    // ESCO: Fachkraft Schutz- und Sicherheit
    escoIds: ['31808988-fc0a-4bc3-9e47-27216d6759f5'],
    aliases:
      'Sicherheitsmitarbeiter; Sicherheitsmitarbeiterin; Security; Wachmann; Wachfrau; Fachkraft für Schutz und Sicherheit; Objektschützer',
    skills:
      'Objektschutz; Zugangskontrolle; Streifendienst; Sachkundeprüfung nach § 34a GewO; Alarmverfolgung; Brandschutz; Deeskalation; Erste Hilfe',
  },
  {
    title: 'Polizeibeamter/-beamtin',
    // ESCO: Polizist/Polizistin
    escoIds: ['5793c124-c037-47b2-85b6-dd4a705968dc'],
    aliases: 'Polizist; Polizistin; Polizeibeamter; Polizeibeamtin; Polizeikommissar; Polizeikommissarin',
    skills:
      'Gefahrenabwehr; Strafverfolgung; Verkehrsüberwachung; Einsatzbewältigung; Vernehmungen; Anzeigenaufnahme; Deeskalation; Eigensicherung',
  },
  {
    title: 'Feuerwehrmann/-frau',
    // ESCO: Berufsfeuerwehrmann/Berufsfeuerwehrfrau
    escoIds: ['88721b6c-d2ce-41c6-8878-73c0d3aacf39'],
    aliases: 'Feuerwehrmann; Feuerwehrfrau; Berufsfeuerwehrmann; Brandmeister; Brandmeisterin',
    skills:
      'Brandbekämpfung; Technische Hilfeleistung; Atemschutz; Rettungsdienst; Gefahrgutbekämpfung; Fahrzeugtechnik; Führerschein Klasse C; Körperliche Fitness',
  },
  {
    title: 'Soldat/in',
    // ESCO: Unteroffizier/Unteroffizierin
    escoIds: ['cb3b2662-774a-4e6f-841e-f120244d7031'],
    aliases: 'Soldat; Soldatin; Zeitsoldat; Zeitsoldatin; Unteroffizier; Feldwebel',
    skills:
      'Menschenführung; Disziplin; Ausbildung; Logistik; Einsatzplanung; Teamarbeit; Belastbarkeit; Verantwortungsbewusstsein',
  },
  {
    title: 'Beamter/Beamtin im Verwaltungsdienst',
    // ESCO: Verwaltungsbeamter/Verwaltungsbeamtin
    escoIds: ['ffade2f4-2528-4dfd-b36a-6e4092be08ed'],
    aliases:
      'Beamter; Beamtin; Verwaltungsbeamter; Verwaltungsbeamtin; Regierungsinspektor; Regierungsinspektorin; Stadtinspektor',
    skills:
      'Verwaltungsrecht; Haushaltsrecht; Bescheiderstellung; Aktenführung; Bürgerkontakt; Dienstrecht; Vergaberecht; Verwaltungsverfahren',
  },
  {
    title: 'Landwirt/in',
    // ESCO: Landwirt/Landwirtin
    escoIds: ['1c1e86f9-6347-42d6-aa6e-c95b138bf640'],
    aliases:
      'Landwirt; Landwirtin; Landwirtschaftlicher Mitarbeiter; Landwirtschaftliche Mitarbeiterin; Agrarwirt',
    skills:
      'Ackerbau; Tierhaltung; Landmaschinenführung; Pflanzenschutz; Düngeplanung; Betriebsführung; Futtermittelkunde; Führerschein Klasse T',
  },
  {
    title: 'Tierpfleger/in',
    // ESCO: Tierpfleger /Tierpflegerin
    escoIds: ['0b14d5d7-1bbe-4403-b9e6-7b0f37fc44fc'],
    aliases: 'Tierpfleger; Tierpflegerin; Tierwirt; Tierwirtin',
    skills:
      'Tierpflege; Fütterung; Stallhygiene; Gesundheitskontrolle; Tierverhalten; Zucht; Dokumentation; Körperliche Belastbarkeit',
  },
  {
    title: 'Forstwirt/in',
    // ESCO: Waldarbeiter/Waldarbeiterin
    escoIds: ['773cf1de-50a4-42e7-bab1-e68dcbae3f54'],
    aliases: 'Forstwirt; Forstwirtin; Waldarbeiter; Waldarbeiterin',
    skills:
      'Holzernte; Motorsägenführung; Baumpflege; Waldpflege; Pflanzungen; Forstmaschinen; Arbeitssicherheit; Naturschutz',
  },
  {
    title: 'Fitnesstrainer/in',
    // ESCO: Fitnesstrainer/Fitnesstrainerin
    escoIds: ['c784c2db-e636-429f-8492-3191790a58d7'],
    aliases:
      'Fitnesstrainer; Fitnesstrainerin; Personal Trainer; Sporttrainer; Sporttrainerin; Sport- und Fitnesskaufmann; Sport- und Fitnesskauffrau',
    skills:
      'Trainingsplanung; Gerätetraining; Kursleitung; Ernährungsberatung; Mitgliederbetreuung; Gesundheitssport; Verkaufsgespräche; Erste Hilfe',
  },
  {
    title: 'Kaufmann/Kauffrau für Tourismus und Freizeit',
    // ESCO: Reiseveranstalter/Reiseveranstalterin
    escoIds: ['5b9a678a-7c35-4c50-a804-754b82652ee6'],
    aliases:
      'Kaufmann für Tourismus und Freizeit; Kauffrau für Tourismus und Freizeit; Tourismusmanager; Tourismusmanagerin; Reiseleiter; Reiseleiterin',
    skills:
      'Gästebetreuung; Reiseplanung; Veranstaltungsorganisation; Destinationsmarketing; Buchungssysteme; Fremdsprachen; Beschwerdemanagement; Gruppenführung',
  },
  {
    title: 'Haushaltshilfe',
    // ESCO: Hauswirtschafter Privathaushalt/Hauswirtschafterin Privathaushalt
    escoIds: ['6d50f735-dca9-4a02-96dc-e4310ed98ae2'],
    aliases: 'Haushaltshilfe; Haushälterin; Putzhilfe; Alltagshelfer; Alltagshelferin',
    skills:
      'Haushaltsführung; Reinigung; Wäschepflege; Einkaufen; Mahlzeitenzubereitung; Zuverlässigkeit; Diskretion; Selbstständigkeit',
  },
  {
    title: 'Pförtner/in',
    // ESCO: Portier/Portière
    escoIds: ['43ee9c1a-59c2-48ee-afcd-c384dca92162'],
    aliases: 'Pförtner; Pförtnerin; Empfangsdienst; Portier',
    skills:
      'Besucherempfang; Zugangskontrolle; Telefonvermittlung; Schlüsselverwaltung; Postannahme; Kontrollgänge; Alarmanlagen; Freundlichkeit',
  },
  {
    title: 'Bestatter/in',
    // ESCO: Bestattungsleiter/Bestattungsleiterin
    escoIds: ['857ed740-f4ae-43d0-8295-d6181f1d7eed'],
    aliases: 'Bestatter; Bestatterin; Bestattungsfachkraft',
    skills:
      'Trauerberatung; Bestattungsorganisation; Hygienische Versorgung; Überführungen; Trauerfeiern; Behördengänge; Vorsorgeberatung; Einfühlungsvermögen',
  },
];
