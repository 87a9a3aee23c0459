import type { CuratedSkillSet } from './types';

/** Industrie, Metall, Elektro, Fahrzeuge. */
export const INDUSTRY: readonly CuratedSkillSet[] = [
  {
    title: 'Industriemechaniker/in',
    // ESCO: Industriemechaniker/Industriemechanikerin
    escoIds: ['269c47e7-9017-4aa6-bce8-49e89a696a64'],
    aliases:
      'Industriemechaniker; Industriemechanikerin; Betriebsschlosser; Betriebsschlosserin; Instandhaltungsmechaniker; Instandhaltungsmechanikerin',
    skills:
      'Instandhaltung; Montage; Fehlerdiagnose; Hydraulik; Pneumatik; Drehen und Fräsen; Schweißen; Technische Zeichnungen; Wartungspläne',
  },
  {
    title: 'Zerspanungsmechaniker/in',
    // ESCO: CNC-Fräser/CNC-Fräserin; CNC-Dreher/CNC-Dreherin
    escoIds: ['a1c9f8b7-c4ce-4b15-ac3c-3378c300d8f2', '63042e8f-dd59-47fe-87f3-3b2ce21f196a'],
    aliases:
      'Zerspanungsmechaniker; Zerspanungsmechanikerin; CNC-Fräser; CNC-Fräserin; CNC-Dreher; CNC-Dreherin; Dreher; Fräser',
    skills:
      'CNC-Programmierung; Drehen; Fräsen; Heidenhain; Siemens Sinumerik; Messtechnik; Technische Zeichnungen; Qualitätsprüfung; Werkzeugwechsel',
  },
  {
    title: 'Konstruktionsmechaniker/in',
    // ESCO: Metallbauer – Konstruktionstechnik/Metallbauerin – Konstruktionstechnik
    escoIds: ['691ec040-f5ad-47ef-8698-03212d66dbbf'],
    aliases:
      'Konstruktionsmechaniker; Konstruktionsmechanikerin; Metallbauer; Metallbauerin; Schlosser; Schlosserin',
    skills:
      'Metallbau; Schweißen; Brennschneiden; Blechbearbeitung; Montage; Technische Zeichnungen; Stahlbau; Staplerschein',
  },
  {
    title: 'Schweißer/in',
    // ESCO: Schweißer/Schweißerin
    escoIds: ['7aedaa07-3884-4c5b-88f9-80997b2aa54b'],
    aliases: 'Schweißer; Schweißerin; Schweißfachkraft',
    skills:
      'MAG-Schweißen; WIG-Schweißen; E-Hand-Schweißen; Schweißprüfungen; Materialkunde; Technische Zeichnungen; Sichtprüfung; Arbeitssicherheit',
  },
  {
    title: 'Werkzeugmechaniker/in',
    // ESCO: Werkzeugbautechniker/Werkzeugbautechnikerin
    escoIds: ['ecac98ea-9fc3-4475-9b23-8af94f41603d'],
    aliases: 'Werkzeugmechaniker; Werkzeugmechanikerin; Werkzeugmacher; Werkzeugmacherin',
    skills:
      'Werkzeugbau; Formenbau; Schleifen; Erodieren; CNC-Fräsen; Messtechnik; Werkzeuginstandsetzung; Technische Zeichnungen',
  },
  {
    title: 'Mechatroniker/in',
    // ESCO: Elektronikmechaniker/Elektronikmechanikerin
    escoIds: ['51c7015c-dc81-4fcb-b15f-619a4656a9fe'],
    aliases: 'Mechatroniker; Mechatronikerin',
    skills:
      'Mechatronische Systeme; SPS-Programmierung; Elektrotechnik; Pneumatik; Hydraulik; Inbetriebnahme; Fehlersuche; Wartung; Siemens TIA Portal',
  },
  {
    title: 'Elektroniker/in Energie- und Gebäudetechnik',
    // ESCO: Elektroniker für Energie- und Gebäudetechnik/Elektronikerin für Energie- und Gebäudetechnik
    escoIds: ['5dbb9cf0-b226-402c-a295-2f42ef05ff8b'],
    aliases:
      'Elektroniker; Elektronikerin; Elektroniker für Energie- und Gebäudetechnik; Elektronikerin für Energie- und Gebäudetechnik; Elektriker; Elektrikerin; Elektroinstallateur; Elektroinstallateurin; Elektrofachkraft; Elektromeister; Elektromeisterin',
    skills:
      'Elektroinstallation; Gebäudetechnik; Schaltschrankbau; Messen und Prüfen nach VDE; Fehlersuche; KNX; Photovoltaik; Beleuchtungstechnik; Schaltpläne',
  },
  {
    title: 'Elektroniker/in für Betriebstechnik',
    // ESCO: Elektroniker für Maschinen und Antriebstechnik/Elektronikerin für Maschinen und Antriebstechnik
    escoIds: ['8b8ae0a5-342c-43ae-b856-e1fea6fd6d1c'],
    aliases:
      'Elektroniker für Betriebstechnik; Elektronikerin für Betriebstechnik; Betriebselektriker; Betriebselektrikerin',
    skills:
      'Instandhaltung elektrischer Anlagen; Steuerungstechnik; SPS; Antriebstechnik; Messen und Prüfen nach VDE; Schaltschrankbau; Fehlerdiagnose; Inbetriebnahme',
  },
  {
    title: 'Elektroniker/in Automatisierungstechnik',
    // ESCO: Elektroniker Automatisierungstechnik/ Elektronikerin Automatisierungstechnik
    escoIds: ['2bb8adee-2b84-4d7b-84f9-0620bc09ada8'],
    aliases:
      'Elektroniker für Automatisierungstechnik; Elektronikerin für Automatisierungstechnik; Automatisierungstechniker; Automatisierungstechnikerin',
    skills:
      'Automatisierungstechnik; SPS-Programmierung; Siemens TIA Portal; Robotik; Feldbussysteme; Inbetriebnahme; Regelungstechnik; Fehlerdiagnose',
  },
  {
    title: 'Kfz-Mechatroniker/in',
    // ESCO: Kraftfahrzeugmechatroniker Schwerpunkt Personenkraftwagentechnik/Kraftfahrzeugmechatronikerin Schwerpunkt Personenkraftwagentechnik
    escoIds: ['4ad4024e-d1d3-4dea-b6d1-2c7948111dce'],
    aliases:
      'Kfz-Mechatroniker; Kfz-Mechatronikerin; Kfz-Mechaniker; Kfz-Mechanikerin; Automechaniker; Automechanikerin; Kraftfahrzeugmechatroniker',
    skills:
      'Fahrzeugdiagnose; Inspektion und Wartung; Bremsentechnik; Motorentechnik; Fahrzeugelektronik; Klimaservice; Reifenservice; Hochvolttechnik; Diagnosesysteme',
  },
  {
    title: 'Nutzfahrzeugmechatroniker/in',
    // ESCO: Landmaschinenmechatroniker/Landmaschinenmechatronikerin
    escoIds: ['f7145f87-5940-43f5-bc98-aa1a2b872b47'],
    aliases:
      'Nutzfahrzeugmechatroniker; Nutzfahrzeugmechatronikerin; Lkw-Mechaniker; Lkw-Mechanikerin; Land- und Baumaschinenmechatroniker; Land- und Baumaschinenmechatronikerin',
    skills:
      'Nutzfahrzeugdiagnose; Hydraulik; Dieselmotoren; Bremsanlagen; Druckluftsysteme; Fahrzeugelektrik; Wartung; Schweißen',
  },
  {
    title: 'Karosseriebauer/in',
    // ESCO: Karosserie- und Fahrzeugbaumechaniker Fachrichtung Karosseriebautechnik/Karosserie- und Fahrzeugbaumechanikerin Fachrichtung Karosseriebautechnik
    escoIds: ['5ab842f6-1f75-4d84-bf41-b8a9799347df'],
    aliases:
      'Karosseriebauer; Karosseriebauerin; Karosserie- und Fahrzeugbaumechaniker; Karosserie- und Fahrzeugbaumechanikerin; Fahrzeuglackierer; Fahrzeuglackiererin',
    skills:
      'Karosserieinstandsetzung; Unfallschadenreparatur; Ausbeulen; Schweißen; Lackvorbereitung; Rahmenvermessung; Kalkulation mit Audatex; Kundenberatung',
  },
  {
    title: 'Produktionsmitarbeiter/in',
    // ESCO: Fabrikhilfsarbeiter/Fabrikhilfsarbeiterin
    escoIds: ['245be6d1-fe9a-4ac8-9f81-122a687e4724'],
    aliases:
      'Produktionsmitarbeiter; Produktionsmitarbeiterin; Produktionshelfer; Produktionshelferin; Maschinenbediener; Maschinenbedienerin; Fachkraft für Produktion; Maschinen- und Anlagenführer; Maschinen- und Anlagenführerin; Anlagenführer; Anlagenführerin; Maschinenführer; Maschinenführerin',
    skills:
      'Maschinenbedienung; Qualitätskontrolle; Montage; Verpackung; Schichtarbeit; Arbeitssicherheit; Staplerschein; Sauberkeit und Ordnung',
  },
  {
    title: 'Montierer/in',
    // ESCO: Maschinenmonteur/Maschinenmonteurin
    escoIds: ['be0e6189-46a5-4b90-8622-2d1988efba1a'],
    aliases: 'Montierer; Montiererin; Monteur; Monteurin; Montagehelfer; Montagehelferin; Montagemitarbeiter',
    skills:
      'Montage; Baugruppenmontage; Verschrauben; Qualitätskontrolle; Technische Zeichnungen; Akkordarbeit; Werkzeugkunde; Teamarbeit',
  },
  {
    title: 'Fachkraft für Lebensmitteltechnik',
    // ESCO: Lebensmitteltechniker/Lebensmitteltechnikerin
    escoIds: ['afee6a28-f654-4ac7-a665-f758616bc689'],
    aliases:
      'Fachkraft für Lebensmitteltechnik; Lebensmitteltechniker; Lebensmitteltechnikerin; Produktionsmitarbeiter Lebensmittel',
    skills:
      'Lebensmittelproduktion; Anlagensteuerung; Hygienevorschriften; HACCP; IFS-Standards; Qualitätskontrolle; Rezepturen; Reinigungspläne',
  },
  {
    title: 'Verfahrensmechaniker/in Kunststoff',
    // ESCO: Bediener von Kunststoff-Formteilpressen/Bedienerin von Kunststoff-Formteilpressen
    escoIds: ['ec238461-93b6-4516-a251-52d1153b53ac'],
    aliases:
      'Verfahrensmechaniker für Kunststoff- und Kautschuktechnik; Verfahrensmechanikerin für Kunststoff- und Kautschuktechnik; Verfahrensmechaniker; Verfahrensmechanikerin',
    skills:
      'Spritzgießen; Extrusion; Werkzeugwechsel; Maschineneinstellung; Qualitätsprüfung; Werkstoffkunde; Prozessoptimierung; Schichtdienst',
  },
  {
    title: 'Qualitätsprüfer/in',
    // ESCO: Qualitätsprüfer/Qualitätsprüferin
    escoIds: ['61d9270c-491d-438d-8d41-77ba2e0ef023'],
    aliases:
      'Qualitätsprüfer; Qualitätsprüferin; Qualitätskontrolleur; Qualitätskontrolleurin; QS-Mitarbeiter',
    skills:
      'Wareneingangsprüfung; Messtechnik; Prüfprotokolle; Sichtprüfung; Reklamationsbearbeitung; Messmittelüberwachung; ISO 9001; CAQ-Systeme',
  },
  {
    title: 'Elektroanlagenmonteur/in',
    // ESCO: Bauelektriker/Bauelektrikerin
    escoIds: ['33960bab-4423-4808-af6c-ec2b485dba41'],
    aliases: 'Elektroanlagenmonteur; Elektroanlagenmonteurin; Elektromonteur; Elektromonteurin',
    skills:
      'Kabelverlegung; Elektroinstallation; Schaltschrankverdrahtung; Messen und Prüfen; Schaltpläne; Montage; Arbeitssicherheit; Fehlersuche',
  },
  {
    title: 'Industrieelektriker/in',
    // ESCO: Industrieelektriker – Betriebstechnik/Industrieelektrikerin – Betriebstechnik
    escoIds: ['5df63943-f1bc-4438-90f1-92768a7a23c8'],
    aliases: 'Industrieelektriker; Industrieelektrikerin',
    skills:
      'Elektrische Anlagen; Verdrahtung; Messen und Prüfen nach VDE; Steuerungstechnik; Instandhaltung; Schaltpläne; Fehlersuche; Montage',
  },
  {
    title: 'Fertigungsleiter/in',
    // ESCO: Produktionsleiter/Produktionsleiterin
    escoIds: ['40517ed4-2769-4283-a15b-4b0d939bd2d3'],
    aliases:
      'Fertigungsleiter; Fertigungsleiterin; Produktionsleiter; Produktionsleiterin; Schichtleiter; Schichtleiterin; Meister Produktion',
    skills:
      'Produktionsplanung; Mitarbeiterführung; Lean Management; Kennzahlensteuerung; Kontinuierlicher Verbesserungsprozess; Arbeitssicherheit; Qualitätsmanagement; SAP PP',
  },
  {
    title: 'Fluggerätmechaniker/in',
    // ESCO: Fluggerätemechaniker Fachrichtung Instandhaltungstechnik/Fluggerätemechanikerin Fachrichtung Instandhaltungstechnik
    escoIds: ['91373a70-79b6-47a2-aa50-07dfe20dd258'],
    aliases: 'Fluggerätmechaniker; Fluggerätmechanikerin; Flugzeugmechaniker; Flugzeugmechanikerin',
    skills:
      'Luftfahrzeuginstandhaltung; Triebwerkstechnik; Strukturreparatur; Sichtprüfung; EASA Part-66; Technische Dokumentation; Hydrauliksysteme; Technisches Englisch',
  },
  {
    title: 'Feinwerkmechaniker/in',
    // ESCO: Techniker – Feinwerktechnik/Technikerin – Feinwerktechnik
    escoIds: ['dec7ed73-8688-4328-bc50-c72d31b25956'],
    aliases: 'Feinwerkmechaniker; Feinwerkmechanikerin; Feinmechaniker; Feinmechanikerin',
    skills:
      'Feinmechanik; Drehen und Fräsen; Messtechnik; Montage von Baugruppen; CNC-Programmierung; Technische Zeichnungen; Passungen; Präzisionsarbeit',
  },
];
