import type { CuratedSkillSet } from './types';

/** Büro, Verwaltung, Finanzen, Recht, Personal. */
export const OFFICE_FINANCE: readonly CuratedSkillSet[] = [
  {
    title: 'Kaufmann/Kauffrau für Büromanagement',
    // ESCO: Büroassistent/Büroassistentin
    escoIds: ['6c999fc7-c6b7-4ef3-a4b9-af124a1783a2'],
    aliases:
      'Kaufmann für Büromanagement; Kauffrau für Büromanagement; Kaufleute für Büromanagement; Bürokaufmann; Bürokauffrau; Bürokraft; Büroangestellte; Büroangestellter; Bürofachkraft; Büromitarbeiter; Büromitarbeiterin; Bürohilfe',
    skills:
      'Büroorganisation; Korrespondenz; Terminkoordination; Auftragsbearbeitung; Rechnungsprüfung; Ablage und Dokumentenmanagement; Telefonzentrale; Reisekostenabrechnung; MS Office; DATEV',
  },
  {
    title: 'Industriekaufmann/Industriekauffrau',
    // ESCO: Verkaufssachbearbeiter/Verkaufssachbearbeiterin
    escoIds: ['5c1eba1e-7820-4287-9746-4c5906320100'],
    aliases: 'Industriekaufmann; Industriekauffrau; Industriekaufleute',
    skills:
      'Auftragsabwicklung; Einkauf und Disposition; Angebotskalkulation; Kosten- und Leistungsrechnung; Debitorenbuchhaltung; Vertriebsinnendienst; Materialwirtschaft; Personalsachbearbeitung; SAP ERP; MS Excel',
  },
  {
    title: 'Verwaltungsfachangestellte/r',
    // ESCO: Verwaltungsassistent/Verwaltungsassistentin
    escoIds: ['044d78cc-f62f-4532-83a5-8e04f2889652'],
    aliases:
      'Verwaltungsfachangestellte; Verwaltungsfachangestellter; Verwaltungsangestellte; Verwaltungsangestellter',
    skills:
      'Verwaltungsrecht; Bürgerberatung; Antragsbearbeitung; Bescheiderstellung; Haushaltswesen; Aktenführung; Gebührenberechnung; Vergaberecht; MS Office',
  },
  {
    title: 'Sachbearbeiter/in',
    // ESCO: Back-Office-Mitarbeiter/Back-Office-Mitarbeiterin
    escoIds: ['b2e81332-0972-4e0f-9a4d-1d15c9c9513b'],
    aliases: 'Sachbearbeiter; Sachbearbeiterin; Sachbearbeitung',
    skills:
      'Vorgangsbearbeitung; Schriftverkehr; Datenpflege; Terminüberwachung; Rechnungskontrolle; Kundenkommunikation; Ablage und Archivierung; MS Office; SAP',
  },
  {
    title: 'Assistenz der Geschäftsführung',
    // ESCO: Vorstandsassistent/Vorstandsassistentin
    escoIds: ['2a04a1df-a3b9-403e-a245-e7f93fdddd44'],
    aliases:
      'Assistent der Geschäftsführung; Assistentin der Geschäftsführung; Executive Assistant; Vorstandsassistenz',
    skills:
      'Terminmanagement; Reiseorganisation; Protokollführung; Präsentationserstellung; Eventorganisation; Vertrauliche Korrespondenz; Projektkoordination; Verhandlungssicheres Englisch; MS Office',
  },
  {
    title: 'Sekretär/in',
    // ESCO: Sekretär/Sekretärin
    escoIds: ['5ac377d2-e1d0-4911-a299-b4ef2782a0ba'],
    aliases: 'Sekretär; Sekretärin; Sekretariat',
    skills:
      'Sekretariatsführung; Terminkoordination; Korrespondenz; Telefonmanagement; Besucherempfang; Protokollführung; Ablageorganisation; MS Office',
  },
  {
    title: 'Empfangsmitarbeiter/in',
    // ESCO: Empfangssekretär/Empfangssekretärin
    escoIds: ['f7b04542-d8c7-42db-8475-e63b507cce82'],
    aliases: 'Empfangskraft; Rezeptionist; Rezeptionistin; Empfangsmitarbeiter; Empfangsmitarbeiterin',
    skills:
      'Besucherempfang; Telefonzentrale; Postbearbeitung; Terminvergabe; Konferenzraumplanung; Kundenfreundlichkeit; MS Outlook; Englischkenntnisse',
  },
  {
    title: 'Buchhalter/in',
    // ESCO: Buchhalter/Buchhalterin
    escoIds: ['c3aae59e-1441-4b3e-bdd1-6da50dc7cf42'],
    aliases: 'Buchhalter; Buchhalterin; Finanzbuchhalter; Finanzbuchhalterin',
    skills:
      'Finanzbuchhaltung; Kreditorenbuchhaltung; Debitorenbuchhaltung; Kontenabstimmung; Umsatzsteuervoranmeldung; Monatsabschluss; Mahnwesen; Zahlungsverkehr; DATEV; SAP FI',
  },
  {
    title: 'Bilanzbuchhalter/in',
    // ESCO: Controller/Controllerin
    escoIds: ['eda0d957-3c3c-4139-b89a-a18bc9e18897'],
    aliases: 'Bilanzbuchhalter; Bilanzbuchhalterin',
    skills:
      'Jahresabschluss nach HGB; Bilanzierung; Anlagenbuchhaltung; Rückstellungen; Konzernabschluss; Steuererklärungen; Hauptbuch; DATEV; SAP FI; MS Excel',
  },
  {
    title: 'Lohnbuchhalter/in',
    // ESCO: Lohn- und Gehaltsbuchhalter/Lohn- und Gehaltsbuchhalterin
    escoIds: ['ade351da-7bda-424e-8682-bbdcab2a25be'],
    aliases: 'Lohnbuchhalter; Lohnbuchhalterin; Entgeltabrechner; Entgeltabrechnerin; Gehaltsabrechnung',
    skills:
      'Entgeltabrechnung; Lohnsteuer; Sozialversicherungsrecht; Meldewesen; Zeitwirtschaft; Bescheinigungswesen; Reisekostenabrechnung; DATEV Lohn; SAP HCM',
  },
  {
    title: 'Steuerfachangestellte/r',
    // ESCO: Steuersachbearbeiter/Steuersachbearbeiterin
    escoIds: ['84fabf82-4abf-4f41-99aa-55718a2e500b'],
    aliases: 'Steuerfachangestellte; Steuerfachangestellter; Steuerfachwirt; Steuerfachwirtin',
    skills:
      'Finanzbuchhaltung; Lohnabrechnung; Jahresabschluss; Einkommensteuererklärung; Umsatzsteuer; Mandantenbetreuung; Steuerbescheidprüfung; Belegprüfung; DATEV; MS Excel',
  },
  {
    title: 'Steuerberater/in',
    // ESCO: Steuerberater/Steuerberaterin
    escoIds: ['59c22779-4d89-4bc9-ba8b-d64bea236723'],
    aliases: 'Steuerberater; Steuerberaterin',
    skills:
      'Steuerberatung; Steuergestaltung; Jahresabschluss; Betriebsprüfung; Unternehmensteuerrecht; Mandantenbetreuung; Einspruchsverfahren; DATEV; Mitarbeiterführung',
  },
  {
    title: 'Bankkaufmann/Bankkauffrau',
    // ESCO: Bankkundenberater/Bankkundenberaterin
    escoIds: ['5e4d156a-1f05-4b2c-b0f0-5abb82d52ed6'],
    aliases: 'Bankkaufmann; Bankkauffrau; Bankkaufleute; Sparkassenkaufmann; Sparkassenkauffrau',
    skills:
      'Kundenberatung; Kontoführung; Zahlungsverkehr; Baufinanzierung; Wertpapiergeschäft; Kreditvergabe; Vorsorgeberatung; Vertriebsziele; Geldwäscheprävention; OSPlus',
  },
  {
    title: 'Finanzberater/in',
    // ESCO: Finanzplaner/Finanzplanerin
    escoIds: ['21de0f3b-a71a-4263-a9ba-90c5f3721b4d'],
    aliases: 'Finanzberater; Finanzberaterin; Vermögensberater; Vermögensberaterin',
    skills:
      'Vermögensberatung; Altersvorsorge; Geldanlage; Versicherungsberatung; Baufinanzierung; Kundenakquise; Bedarfsanalyse; Finanzplanung',
  },
  {
    title: 'Versicherungskaufmann/-frau',
    // ESCO: Versicherungsmakler/Versicherungsmaklerin
    escoIds: ['a198de8c-24b1-4002-982f-a57ae6d6c19c'],
    aliases:
      'Kaufmann für Versicherungen und Finanzen; Kauffrau für Versicherungen und Finanzen; Versicherungskaufmann; Versicherungskauffrau',
    skills:
      'Versicherungsberatung; Vertragsverwaltung; Schadenregulierung; Risikoprüfung; Kundenbetreuung; Tarifkalkulation; Vertrieb; Vorsorgeberatung; MS Office',
  },
  {
    title: 'Controller/in',
    // ESCO: Finanzcontroller/Finanzcontrollerin
    escoIds: ['5e5b1b61-1351-4d3b-a293-deb3661715dd'],
    aliases: 'Controller; Controllerin; Controlling',
    skills:
      'Kostenrechnung; Budgetplanung; Forecasting; Abweichungsanalyse; Reporting; Kennzahlensysteme; Investitionsrechnung; SAP CO; MS Excel; Power BI',
  },
  {
    title: 'Finanzanalyst/in',
    // ESCO: Finanzanalyst/Finanzanalystin
    escoIds: ['8d586ee9-0ab1-4155-a3b0-2ca786c8e48c'],
    aliases: 'Finanzanalyst; Finanzanalystin',
    skills:
      'Finanzanalyse; Unternehmensbewertung; Finanzmodellierung; Kapitalmarktanalyse; Risikomanagement; Reporting; MS Excel; Bloomberg',
  },
  {
    title: 'Wirtschaftsprüfer/in',
    // ESCO: Finanzauditor/Finanzauditorin
    escoIds: ['1ad59946-d13e-441e-9b36-56e1df055e21'],
    aliases: 'Wirtschaftsprüfer; Wirtschaftsprüferin; Prüfungsassistent; Prüfungsassistentin',
    skills:
      'Abschlussprüfung; HGB; IFRS; Interne Kontrollsysteme; Prüfungsberichte; Risikobeurteilung; Mandantenkommunikation; Datenanalyse',
  },
  {
    title: 'Rechtsanwaltsfachangestellte/r',
    // ESCO: Rechtsanwaltsfachangestellte/Rechtsanwaltsfachangestellter
    escoIds: ['929ef41d-afd0-4d5a-b85b-69eab68fa368'],
    aliases: 'Rechtsanwaltsfachangestellte; Rechtsanwaltsfachangestellter; ReFa; Notarfachangestellte',
    skills:
      'Fristenkontrolle; Mandantenkorrespondenz; Aktenführung; Gebührenabrechnung nach RVG; Mahnverfahren; Zwangsvollstreckung; Elektronisches Anwaltspostfach; RA-MICRO; Diktat',
  },
  {
    title: 'Rechtsanwalt/Rechtsanwältin',
    // ESCO: Rechtsanwalt/Rechtsanwältin
    escoIds: ['974d4eab-fbee-4c52-b16e-73bdd8c25b53'],
    aliases: 'Rechtsanwalt; Rechtsanwältin; Anwalt; Anwältin; Jurist; Juristin',
    skills:
      'Rechtsberatung; Vertragsgestaltung; Prozessführung; Mandantenbetreuung; Verhandlungsführung; Gutachtenerstellung; Arbeitsrecht; Zivilrecht',
  },
  {
    title: 'Immobilienkaufmann/-frau',
    // ESCO: Immobilienverwalter/Immobilienverwalterin
    escoIds: ['0f5b4653-50b2-413a-826d-39d447480c21'],
    aliases:
      'Immobilienkaufmann; Immobilienkauffrau; Immobilienverwalter; Immobilienverwalterin; Immobilienmakler; Immobilienmaklerin',
    skills:
      'Immobilienverwaltung; Mietrecht; Nebenkostenabrechnung; Vermietung; Objektbesichtigungen; Eigentümerversammlungen; Instandhaltungsplanung; Immobilienbewertung; MS Office',
  },
  {
    title: 'Personalsachbearbeiter/in',
    // ESCO: Personalsachbearbeiter/Personalsachbearbeiterin
    escoIds: ['d8ed1703-9c03-4ea0-83cc-b6169bc54ffd'],
    aliases:
      'Personalsachbearbeiter; Personalsachbearbeiterin; Personalkaufmann; Personalkauffrau; HR-Sachbearbeiter; HR-Sachbearbeiterin',
    skills:
      'Personalverwaltung; Arbeitsverträge; Zeugniserstellung; Personalaktenführung; Bewerbermanagement; Zeiterfassung; Arbeitsrecht; SAP HCM; MS Office',
  },
  {
    title: 'Personalreferent/in',
    // ESCO: Personalberater/Personalberaterin
    escoIds: ['d3e32e5e-7f24-48e3-b939-e4f800eb62fb'],
    aliases:
      'Personalreferent; Personalreferentin; HR-Referent; HR-Referentin; HR Business Partner; HR-Manager; HR-Managerin',
    skills:
      'Personalbeschaffung; Bewerbungsgespräche; Arbeitsrecht; Personalentwicklung; Onboarding; Mitarbeitergespräche; Betriebsratskommunikation; Employer Branding; SAP HCM',
  },
  {
    title: 'Recruiter/in',
    // ESCO: Arbeitsvermittler/Arbeitsvermittlerin
    escoIds: ['42a96d07-1e1d-49ae-9399-c1f4be27ddea'],
    aliases: 'Recruiter; Recruiterin; Talent Acquisition; Personalvermittler; Personalvermittlerin',
    skills:
      'Active Sourcing; Stellenanzeigen; Bewerbungsgespräche; Bewerbermanagement; Employer Branding; Interviewführung; LinkedIn Recruiter; Arbeitsmarktkenntnis',
  },
  {
    title: 'Kaufmann/Kauffrau für Spedition und Logistikdienstleistung',
    // ESCO: Speditionskaufmann/Speditionskauffrau
    escoIds: ['39803100-c338-4f01-ad2c-085d488920ca'],
    aliases:
      'Speditionskaufmann; Speditionskauffrau; Kaufmann für Spedition und Logistikdienstleistung; Kauffrau für Spedition und Logistikdienstleistung; Disponent; Disponentin',
    skills:
      'Transportdisposition; Tourenplanung; Zollabwicklung; Frachtkalkulation; Incoterms; Gefahrgutvorschriften; Frachtpapiere; Kundenkommunikation; Telematik; SAP',
  },
  {
    title: 'Kaufmann/Kauffrau im Groß- und Außenhandel',
    // ESCO: Großhändler/Großhändlerin
    escoIds: ['3ac7fbb4-91b2-4d4d-abc8-7a6c55ed648f'],
    aliases:
      'Kaufmann im Groß- und Außenhandel; Kauffrau im Groß- und Außenhandel; Groß- und Außenhandelskaufmann; Groß- und Außenhandelskauffrau; Kaufmann für Groß- und Außenhandelsmanagement; Kauffrau für Groß- und Außenhandelsmanagement',
    skills:
      'Warenbeschaffung; Lieferantenverhandlungen; Auftragsabwicklung; Lagerdisposition; Export und Zoll; Angebotserstellung; Kundenbetreuung; Warenwirtschaftssystem; SAP',
  },
  {
    title: 'Kaufmann/Kauffrau für Dialogmarketing',
    // ESCO: Kundeninformationsfachkraft
    escoIds: ['b7b75eb6-34bc-462d-b412-eed393cc1397'],
    aliases:
      'Kaufmann für Dialogmarketing; Kauffrau für Dialogmarketing; Servicefachkraft für Dialogmarketing',
    skills:
      'Telefonische Kundenbetreuung; Outbound-Kampagnen; Beschwerdemanagement; Kundengewinnung; CRM-Systeme; Gesprächsleitfäden; Kennzahlenauswertung; Vertragsbearbeitung',
  },
  {
    title: 'Mitarbeiter/in im Callcenter',
    // ESCO: Mitarbeiter Callcenter/Mitarbeiterin Callcenter
    escoIds: ['0ededdc2-050a-4ec3-8e70-6295105fcd19'],
    aliases:
      'Callcenter-Agent; Call-Center-Agent; Callcenter-Agentin; Call-Center-Agentin; Callcenter-Mitarbeiter; Telefonist; Telefonistin',
    skills:
      'Telefonische Kundenberatung; Inbound und Outbound; Beschwerdemanagement; Datenpflege im CRM; Gesprächsführung; Terminvereinbarung; Stressresistenz; Zehnfingersystem',
  },
  {
    title: 'Kundenberater/in',
    // ESCO: Kundenbetreuer/Kundenbetreuerin
    escoIds: ['13d1b2b4-99dd-44da-9734-c9f74bae18f7'],
    aliases:
      'Kundenberater; Kundenberaterin; Kundenservice; Mitarbeiter Kundenservice; Mitarbeiterin Kundenservice; Kundenbetreuer; Kundenbetreuerin',
    skills:
      'Kundenberatung; Reklamationsbearbeitung; Auftragsannahme; Kundenkommunikation; CRM-Pflege; Beschwerdemanagement; Produktkenntnisse; MS Office; Telefonservice',
  },
  {
    title: 'Einkäufer/in',
    // ESCO: Einkäufer/Einkäuferin
    escoIds: ['29fa406d-de89-4515-be8d-0fe7bda993f1'],
    aliases:
      'Einkäufer; Einkäuferin; Strategischer Einkäufer; Strategische Einkäuferin; Einkaufssachbearbeiter; Einkaufssachbearbeiterin',
    skills:
      'Lieferantenauswahl; Preisverhandlungen; Bestellwesen; Angebotsvergleich; Vertragsmanagement; Lieferantenbewertung; Bedarfsplanung; SAP MM; MS Excel',
  },
  {
    title: 'Projektmanager/in',
    // ESCO: Projektmanager/Projektmanagerin
    escoIds: ['bea99fea-0383-4c63-b944-70d4799de2c5'],
    aliases: 'Projektmanager; Projektmanagerin; Projektleiter; Projektleiterin; Projektleitung',
    skills:
      'Projektplanung; Ressourcenplanung; Budgetverantwortung; Risikomanagement; Stakeholder-Management; Scrum; Agiles Projektmanagement; MS Project; Jira',
  },
  {
    title: 'Projektassistent/in',
    // ESCO: Management-Assistent/Management-Assistentin
    escoIds: ['8cce40c1-4479-47e7-b5fc-c976631d919f'],
    aliases: 'Projektassistent; Projektassistentin; Projektkoordinator; Projektkoordinatorin',
    skills:
      'Projektkoordination; Terminplanung; Protokollführung; Projektdokumentation; Budgetüberwachung; Präsentationserstellung; MS Project; MS Office',
  },
  {
    title: 'Datenerfasser/in',
    // ESCO: Datentypist/Datentypistin
    escoIds: ['6353b3e8-e8f2-4ecb-b230-186927139892'],
    aliases: 'Datenerfasser; Datenerfasserin; Datentypist; Datentypistin',
    skills:
      'Datenerfassung; Zehnfingersystem; Datenpflege; Plausibilitätsprüfung; Belegverarbeitung; Stammdatenpflege; MS Excel; Sorgfalt',
  },
  {
    title: 'Qualitätsmanager/in',
    // ESCO: Qualitätsmanager/Qualitätsmanagerin
    escoIds: ['109e0a5d-203d-4af6-8f70-692111335ec3'],
    aliases: 'Qualitätsmanager; Qualitätsmanagerin; Qualitätsmanagementbeauftragter; QMB; Qualitätssicherung',
    skills:
      'Qualitätsmanagementsysteme; ISO 9001; Interne Audits; Prozessoptimierung; Reklamationsmanagement; Lieferantenaudits; 8D-Report; FMEA; CAQ-Systeme',
  },
];
