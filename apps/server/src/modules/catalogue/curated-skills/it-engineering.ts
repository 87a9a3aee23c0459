import type { CuratedSkillSet } from './types';

/** IT, Ingenieurwesen, Labor. */
export const IT_ENGINEERING: readonly CuratedSkillSet[] = [
  {
    title: 'Softwareentwickler/in',
    // ESCO: Softwareentwickler/Softwareentwicklerin
    escoIds: ['f2b15a0e-e65a-438a-affb-29b9d50b77d1'],
    aliases:
      'Softwareentwickler; Softwareentwicklerin; Software-Entwickler; Softwareingenieur; Softwareingenieurin; Programmierer; Programmiererin; Software Engineer',
    skills:
      'Softwarearchitektur; Objektorientierte Programmierung; Java; Python; TypeScript; SQL; Git; Testautomatisierung; Scrum; Code-Reviews',
  },
  {
    title: 'Fachinformatiker/in Anwendungsentwicklung',
    // ESCO: IT-Anwendungsentwickler/IT-Anwendungsentwicklerin
    escoIds: ['bd272aee-adc9-4a06-a15c-a73b4b4a46a7'],
    aliases:
      'Fachinformatiker Anwendungsentwicklung; Fachinformatikerin Anwendungsentwicklung; Anwendungsentwickler; Anwendungsentwicklerin',
    skills:
      'Anwendungsentwicklung; Datenbanken; SQL; Java; C#; Webentwicklung; Softwaretests; Git; Anforderungsanalyse',
  },
  {
    title: 'Fachinformatiker/in Systemintegration',
    // ESCO: Fachinformatiker der Fachrichtung Systemintegration/Fachinformatikerin der Fachrichtung Systemintegration
    escoIds: ['07e60525-1aad-4099-aaf3-2c7014c92212'],
    aliases:
      'Fachinformatiker; Fachinformatikerin; Fachinformatiker Systemintegration; Fachinformatikerin Systemintegration',
    skills:
      'Netzwerktechnik; Windows Server; Linux; Active Directory; Virtualisierung; IT-Support; Firewall-Konfiguration; Backup und Recovery; Microsoft 365',
  },
  {
    title: 'Systemadministrator/in',
    // ESCO: IT-Systemadministrator/IT-Systemadministratorin
    escoIds: ['9e2e6e1e-363b-4e1b-a673-7bc0f7343300'],
    aliases:
      'Systemadministrator; Systemadministratorin; IT-Administrator; IT-Administratorin; Netzwerkadministrator; Netzwerkadministratorin',
    skills:
      'Serveradministration; Netzwerkadministration; Linux; Windows Server; VMware; Monitoring; IT-Sicherheit; Skripting mit PowerShell; Patchmanagement',
  },
  {
    title: 'IT-Supporter/in',
    // ESCO: IKT-Techniker/IKT-Technikerin
    escoIds: ['3e7bf729-4442-4b9f-ad5e-83111963795c'],
    aliases:
      'IT-Supporter; IT-Support; Helpdesk-Mitarbeiter; Helpdesk-Mitarbeiterin; IT-Servicetechniker; Service Desk',
    skills:
      'First-Level-Support; Ticketsysteme; Hardwareinstallation; Softwareverteilung; Benutzerverwaltung; Fehleranalyse; Microsoft 365; ITIL',
  },
  {
    title: 'Webentwickler/in',
    // ESCO: Entwickler von Benutzeroberflächen/Entwicklerin von Benutzeroberflächen
    escoIds: ['866c7813-2c03-47d7-9bdc-192cfbace57c'],
    aliases:
      'Webentwickler; Webentwicklerin; Frontend-Entwickler; Frontend-Entwicklerin; Webdesigner; Webdesignerin',
    skills: 'HTML; CSS; JavaScript; TypeScript; React; Responsive Design; Barrierefreiheit; REST-APIs; Git',
  },
  {
    title: 'Backend-Entwickler/in',
    // ESCO: Softwareanalytiker/Softwareanalytikerin
    escoIds: ['04ba4d6c-957d-417f-bf63-5b9e015a9f86'],
    aliases: 'Backend-Entwickler; Backend-Entwicklerin; Java-Entwickler; Java-Entwicklerin; PHP-Entwickler',
    skills:
      'Backend-Entwicklung; REST-APIs; Java; Spring Boot; Node.js; PostgreSQL; Docker; Microservices; CI/CD',
  },
  {
    title: 'Mobile-Entwickler/in',
    // ESCO: App-Entwickler/App-Entwicklerin
    escoIds: ['2ed56c3f-61d6-4f7e-9ef8-8849eb102e4c'],
    aliases: 'App-Entwickler; App-Entwicklerin; iOS-Entwickler; Android-Entwickler; Mobile Developer',
    skills:
      'App-Entwicklung; Swift; Kotlin; Flutter; UI-Design; App-Store-Veröffentlichung; REST-APIs; Testautomatisierung',
  },
  {
    title: 'Data Scientist',
    // ESCO: Datenwissenschaftler/Datenwissenschaftlerin
    escoIds: ['258e46f9-0075-4a2e-adae-1ff0477e0f30'],
    aliases:
      'Data Scientist; Datenwissenschaftler; Datenwissenschaftlerin; Data Analyst; Datenanalyst; Datenanalystin',
    skills:
      'Datenanalyse; Maschinelles Lernen; Statistik; Python; SQL; Datenvisualisierung; Power BI; Big Data; Pandas',
  },
  {
    title: 'Datenbankadministrator/in',
    // ESCO: Datenbankadministrator/Datenbankadministratorin
    escoIds: ['8c57af09-719c-42b3-be40-6ed4946236cc'],
    aliases: 'Datenbankadministrator; Datenbankadministratorin; Datenbankentwickler; Datenbankentwicklerin',
    skills:
      'Datenbankadministration; SQL; Oracle; PostgreSQL; Performance-Tuning; Datensicherung; Datenmodellierung; Zugriffsverwaltung',
  },
  {
    title: 'IT-Projektleiter/in',
    // ESCO: IT-Projektmanager/IT-Projektmanagerin
    escoIds: ['8b6388a4-4904-471b-9331-d3b1211f5525'],
    aliases: 'IT-Projektleiter; IT-Projektleiterin; IT-Projektmanager; IT-Projektmanagerin',
    skills:
      'IT-Projektmanagement; Anforderungsmanagement; Scrum; Kanban; Budgetplanung; Stakeholder-Management; Risikomanagement; Jira; Confluence',
  },
  {
    title: 'IT-Berater/in',
    // ESCO: IKT-Berater/IKT-Beraterin
    escoIds: ['b1c80369-067e-4041-84c8-dbe65640a5d8'],
    aliases: 'IT-Berater; IT-Beraterin; IT-Consultant; SAP-Berater; SAP-Beraterin',
    skills:
      'IT-Beratung; Anforderungsanalyse; Prozessberatung; SAP-Module; Systemeinführung; Schulungen; Projektmanagement; Kundenworkshops',
  },
  {
    title: 'IT-Sicherheitsexperte/-expertin',
    // ESCO: IT-Sicherheitsingenieur/IT-Sicherheitsingenieurin
    escoIds: ['0ce5a9f4-e00a-4bbe-b255-3c63407167a4'],
    aliases:
      'IT-Sicherheitsbeauftragter; IT-Security-Spezialist; Informationssicherheitsbeauftragter; Cyber-Security-Analyst',
    skills:
      'Informationssicherheit; ISO 27001; BSI-Grundschutz; Penetrationstests; Firewall-Management; Incident Response; Risikoanalyse; Security Awareness',
  },
  {
    title: 'DevOps-Engineer',
    // ESCO: Cloud-Ingenieur/Cloud-Ingenieurin
    escoIds: ['349ee6f6-c295-4c38-9b98-48765b55280e'],
    aliases: 'DevOps-Engineer; DevOps Engineer; Cloud-Engineer; Cloud Engineer; Site Reliability Engineer',
    skills: 'Continuous Integration; Docker; Kubernetes; Terraform; AWS; Azure; Monitoring; Linux; Bash',
  },
  {
    title: 'Software-Tester/in',
    // ESCO: Softwareprüfer/Softwareprüferin
    escoIds: ['106f79e4-6264-45f1-9e7a-297435cd684b'],
    aliases: 'Softwaretester; Softwaretesterin; Software-Tester; QA-Engineer; Testmanager; Testmanagerin',
    skills:
      'Testplanung; Testautomatisierung; Selenium; Playwright; Fehlermanagement; Regressionstests; ISTQB; Jira',
  },
  {
    title: 'UX-Designer/in',
    // ESCO: User Experience Analyst
    escoIds: ['faed411a-f920-4100-86a8-b877928b429c'],
    aliases: 'UX-Designer; UX-Designerin; UI-Designer; UI-Designerin; Interaction Designer',
    skills:
      'Nutzerforschung; Wireframes; Prototyping; Usability-Tests; Interaktionsdesign; Barrierefreiheit; Figma; Designsysteme',
  },
  {
    title: 'Maschinenbauingenieur/in',
    // ESCO: Maschinenbauingenieur/Maschinenbauingenieurin
    escoIds: ['579254cf-6d69-4889-9000-9c79dc568644'],
    aliases:
      'Maschinenbauingenieur; Maschinenbauingenieurin; Ingenieur Maschinenbau; Ingenieurin Maschinenbau; Konstrukteur; Konstrukteurin',
    skills:
      'Konstruktion; Technische Mechanik; Festigkeitsberechnung; CAD; SolidWorks; Siemens NX; FEM-Simulation; Technische Dokumentation; Projektmanagement',
  },
  {
    title: 'Elektroingenieur/in',
    // ESCO: Ingenieur Elektrotechnik/Ingenieurin Elektrotechnik
    escoIds: ['86ca306c-ab99-420a-9e2a-aa73c5c4de22'],
    aliases: 'Elektroingenieur; Elektroingenieurin; Ingenieur Elektrotechnik; Ingenieurin Elektrotechnik',
    skills:
      'Elektrotechnik; Schaltungsentwicklung; Leistungselektronik; Steuerungstechnik; EPLAN; MATLAB; Normen und Richtlinien; Messtechnik',
  },
  {
    title: 'Bauingenieur/in',
    // ESCO: Bauingenieur/Bauingenieurin
    escoIds: ['d7d986e1-7333-431b-9719-0c5c6939e360'],
    aliases: 'Bauingenieur; Bauingenieurin; Statiker; Statikerin; Tragwerksplaner; Tragwerksplanerin',
    skills:
      'Tragwerksplanung; Statik; Bauleitung; Ausschreibung und Vergabe; AVA; HOAI; AutoCAD; Kostenermittlung',
  },
  {
    title: 'Architekt/in',
    // ESCO: Architekt/Architektin
    escoIds: ['8c3f536e-ba66-4321-ba40-363dc39f129b'],
    aliases: 'Architekt; Architektin; Innenarchitekt; Innenarchitektin',
    skills:
      'Entwurfsplanung; Genehmigungsplanung; Ausführungsplanung; Bauleitung; HOAI; Baurecht; ArchiCAD; AutoCAD; Kostenplanung',
  },
  {
    title: 'Bauleiter/in',
    // ESCO: Oberbauleiter/Oberbauleiterin
    escoIds: ['0dd7e6cd-2e5a-4fae-9ce0-6a3622d4019f'],
    aliases: 'Bauleiter; Bauleiterin; Bauleitung; Projektleiter Bau; Projektleiterin Bau; Polier; Polierin',
    skills:
      'Bauleitung; Terminplanung; Kostenkontrolle; Nachunternehmersteuerung; Aufmaß und Abrechnung; Bautagebuch; Arbeitssicherheit; VOB; MS Project',
  },
  {
    title: 'Technische/r Zeichner/in',
    // ESCO: Technischer Zeichner/Technische Zeichnerin
    escoIds: ['a4869ae9-2dfe-48cc-bd97-f803880f3407'],
    aliases:
      'Technischer Zeichner; Technische Zeichnerin; Technischer Produktdesigner; Technische Produktdesignerin; Technischer Systemplaner; Technische Systemplanerin',
    skills:
      'Technisches Zeichnen; CAD; AutoCAD; SolidWorks; Inventor; Normgerechte Bemaßung; Stücklisten; Toleranzen',
  },
  {
    title: 'Bauzeichner/in',
    // ESCO: Bauzeichner/Bauzeichnerin
    escoIds: ['30aef4c6-49ca-4464-bf82-78ed88b3eb9b'],
    aliases: 'Bauzeichner; Bauzeichnerin',
    skills:
      'Bauzeichnungen; Ausführungsplanung; AutoCAD; Revit; Aufmaß; Massenermittlung; Baustoffkunde; BIM',
  },
  {
    title: 'Techniker/in',
    // ESCO: Maschinenbautechniker/Maschinenbautechnikerin
    escoIds: ['b31e404e-9af6-457d-a58a-208f612eeba3'],
    aliases:
      'Techniker; Technikerin; Staatlich geprüfter Techniker; Staatlich geprüfte Technikerin; Servicetechniker; Servicetechnikerin',
    skills:
      'Technische Planung; Inbetriebnahme; Fehlerdiagnose; Wartung und Instandhaltung; Technische Dokumentation; Kundenservice; CAD; SPS-Programmierung',
  },
  {
    title: 'Chemielaborant/in',
    // ESCO: Chemielaborant/Chemielaborantin
    escoIds: ['87775d69-ae88-449e-ad71-6f9875711816'],
    aliases: 'Chemielaborant; Chemielaborantin; Laborant; Laborantin; Biologielaborant; Biologielaborantin',
    skills:
      'Chemische Analytik; Probenvorbereitung; HPLC; Gaschromatografie; Titration; Laborsicherheit; GLP; Laborjournal',
  },
  {
    title: 'Chemikant/in',
    // ESCO: Chemie- und Pharmatechnologe/Chemie- und Pharmatechnologin
    escoIds: ['5b3ef95b-7d99-4af9-b2d0-41c6bc33f58c'],
    aliases: 'Chemikant; Chemikantin; Produktionsfachkraft Chemie',
    skills:
      'Anlagenbedienung; Prozessüberwachung; Probenahme; Qualitätskontrolle; Leitwartentechnik; Arbeitssicherheit; Gefahrstoffe; Schichtdienst',
  },
];
