import type { CuratedSkillSet } from './types';

/** Handel und Vertrieb. */
export const SALES: readonly CuratedSkillSet[] = [
  {
    title: 'Kaufmann/Kauffrau im Einzelhandel',
    // ESCO: Fachverkäufer/Fachverkäuferin
    escoIds: ['547b304b-9a72-4717-9b24-b7046df5f64e'],
    aliases:
      'Kaufmann im Einzelhandel; Kauffrau im Einzelhandel; Kaufleute im Einzelhandel; Einzelhandelskaufmann; Einzelhandelskauffrau',
    skills:
      'Kundenberatung; Kassenführung; Warenpräsentation; Warenwirtschaft; Inventur; Reklamationsbearbeitung; Verkaufsförderung; Warendisposition; Kassenabrechnung; MS Office',
  },
  {
    title: 'Verkäufer/in',
    // ESCO: Verkäufer/Verkäuferin
    escoIds: ['9ba74e8a-c40c-4228-9998-eb3c7a5c11df'],
    aliases:
      'Verkäufer; Verkäuferin; Verkaufskraft; Verkaufsmitarbeiter; Verkaufsmitarbeiterin; Verkaufshilfe; Aushilfe Verkauf',
    skills:
      'Kundenberatung; Kassieren; Warenpräsentation; Warenannahme; Regalpflege; Preisauszeichnung; Inventur; Kundenfreundlichkeit',
  },
  {
    title: 'Kassierer/in',
    // ESCO: Kassierer/Kassiererin
    escoIds: ['2b871272-bd61-4206-bd1a-0b96d7023098'],
    aliases: 'Kassierer; Kassiererin; Kassenkraft; Kassenmitarbeiter; Kassenmitarbeiterin',
    skills:
      'Kassieren; Kassenabrechnung; Bargeldhandling; Kartenzahlung; Kundenservice; Pfandrücknahme; Leergutannahme; Konzentrationsfähigkeit',
  },
  {
    title: 'Filialleiter/in',
    // ESCO: Verkaufsaufsichtskraft
    escoIds: ['bdfb48e0-79dc-4b63-8470-db2e03b37326'],
    aliases:
      'Filialleiter; Filialleiterin; Filialleitung; Marktleiter; Marktleiterin; Storemanager; Store Manager',
    skills:
      'Mitarbeiterführung; Personaleinsatzplanung; Umsatzverantwortung; Warenwirtschaft; Kostenkontrolle; Inventur; Ausbildung von Auszubildenden; Kundenservice; Kennzahlenanalyse',
  },
  {
    title: 'Fachverkäufer/in Lebensmittelhandwerk (Bäckerei)',
    // ESCO: Fachverkäufer für Bäckerei- und Konditoreiwaren/Fachverkäuferin für Bäckerei- und Konditoreiwaren
    escoIds: ['2e9c9404-0d86-453c-9001-3a0cd1d1323b'],
    aliases:
      'Bäckereifachverkäufer; Bäckereifachverkäuferin; Fachverkäuferin im Lebensmittelhandwerk; Fachverkäufer im Lebensmittelhandwerk; Verkäuferin Bäckerei',
    skills:
      'Kundenberatung; Kassieren; Warenpräsentation; Lebensmittelhygiene; Snackzubereitung; Kaffeespezialitäten; Thekenpflege; HACCP',
  },
  {
    title: 'Fachverkäufer/in Fleischerei',
    // ESCO: Fachverkäufer für Fleisch- und Wurstwaren/Fachverkäuferin für Fleisch- und Wurstwaren
    escoIds: ['974494ee-5f32-4eec-9950-9d431e902dc1'],
    aliases:
      'Fleischereifachverkäufer; Fleischereifachverkäuferin; Verkäuferin Fleischerei; Verkäufer Fleischerei',
    skills:
      'Kundenberatung; Thekenpräsentation; Aufschnitt; Partyservice; Lebensmittelhygiene; HACCP; Kassieren; Warenkunde Fleisch',
  },
  {
    title: 'Verkaufsberater/in Möbel',
    // ESCO: Einrichtungsberater/Einrichtungsberaterin
    escoIds: ['4b1b1c9c-579c-45c8-8a34-db39f544c031'],
    aliases: 'Einrichtungsberater; Einrichtungsberaterin; Möbelverkäufer; Möbelverkäuferin',
    skills:
      'Einrichtungsberatung; Raumplanung; Verkaufsgespräche; Angebotserstellung; Aufmaß; Reklamationsbearbeitung; Planungssoftware; Abschlusssicherheit',
  },
  {
    title: 'Vertriebsmitarbeiter/in',
    // ESCO: Fachkraft im Bereich Vertrieb
    escoIds: ['c956be07-53a3-4b01-b8f8-f0c5a428eaa8'],
    aliases:
      'Vertriebsmitarbeiter; Vertriebsmitarbeiterin; Außendienstmitarbeiter; Außendienstmitarbeiterin; Außendienst; Vertriebsinnendienst; Sales Manager',
    skills:
      'Neukundenakquise; Bestandskundenbetreuung; Angebotserstellung; Verhandlungsführung; Vertragsabschluss; Marktanalyse; Messeauftritte; CRM-Systeme; Salesforce; Führerschein Klasse B',
  },
  {
    title: 'Vertriebsleiter/in',
    // ESCO: Vertriebsleiter/Vertriebsleiterin
    escoIds: ['632e61c8-4e4b-44c7-b213-6dd5a174b143'],
    aliases: 'Vertriebsleiter; Vertriebsleiterin; Head of Sales; Vertriebsleitung',
    skills:
      'Vertriebsstrategie; Umsatzplanung; Teamführung; Key-Account-Management; Preisverhandlungen; Forecasting; Vertriebscontrolling; CRM-Systeme; Salesforce',
  },
  {
    title: 'Key Account Manager/in',
    // ESCO: Kundenservice-Manager/Kundenservice-Managerin
    escoIds: ['9d2aae3e-cbfe-409f-86cc-7cef9cd0435a'],
    aliases:
      'Key Account Manager; Key Account Managerin; Key-Account-Manager; Großkundenbetreuer; Großkundenbetreuerin',
    skills:
      'Key-Account-Management; Jahresgespräche; Konditionsverhandlungen; Absatzplanung; Kundenanalyse; Präsentationstechnik; CRM-Systeme; Verhandlungssicheres Englisch',
  },
  {
    title: 'Handelsvertreter/in',
    // ESCO: Handelsvertreter/Handelsvertreterin
    escoIds: ['14031d4a-6e99-442f-b4fe-18262b6432b2'],
    aliases: 'Handelsvertreter; Handelsvertreterin; Handelsreisender',
    skills:
      'Kundenakquise; Gebietsbetreuung; Produktpräsentation; Vertragsverhandlungen; Tourenplanung; Provisionsabrechnung; Selbstorganisation; Führerschein Klasse B',
  },
  {
    title: 'Automobilverkäufer/in',
    // ESCO: Fachverkäufer für Kraftfahrzeuge/Fachverkäuferin für Kraftfahrzeuge
    escoIds: ['6a163fef-dee8-4583-82b0-13b76d8a27b2'],
    aliases: 'Automobilkaufmann; Automobilkauffrau; Autoverkäufer; Autoverkäuferin; Automobilverkäufer',
    skills:
      'Fahrzeugverkauf; Kundenberatung; Finanzierung und Leasing; Inzahlungnahme; Probefahrten; Fahrzeugübergabe; Zulassungswesen; Dealer-Management-System',
  },
  {
    title: 'Onlinehändler/in',
    // ESCO: E-Business-Manager/E-Business-Managerin
    escoIds: ['586fe133-1987-41f4-b89a-f39d4bc58e1e'],
    aliases:
      'Kaufmann im E-Commerce; Kauffrau im E-Commerce; E-Commerce-Manager; E-Commerce-Managerin; Onlinehändler; Onlinehändlerin',
    skills:
      'Onlineshop-Betreuung; Produktdatenpflege; Marktplätze; Suchmaschinenoptimierung; Onlinemarketing; Web-Analytics; Retourenmanagement; Shopware; Shopify',
  },
  {
    title: 'Tankstellenmitarbeiter/in',
    // ESCO: Fachverkäufer Tankstelle/Fachverkäuferin Tankstelle
    escoIds: ['41beead9-98ad-4c89-b6e0-a14149f4eeab'],
    aliases: 'Tankwart; Tankwartin; Tankstellenmitarbeiter; Tankstellenmitarbeiterin; Tankstellenkassierer',
    skills:
      'Kassieren; Kundenservice; Shopbetreuung; Warenannahme; Bistroservice; Sauberkeit und Ordnung; Schichtbereitschaft; Lottoannahme',
  },
  {
    title: 'Drogist/in',
    // ESCO: Fachverkäufer für Kosmetik und Körperpflege/Fachverkäuferin für Kosmetik und Körperpflege
    escoIds: ['773753ad-c4f7-4052-b3b4-440435199d6b'],
    aliases: 'Drogist; Drogistin',
    skills:
      'Kundenberatung; Kosmetikberatung; Gesundheitsprodukte; Warenpräsentation; Warendisposition; Kassieren; Inventur; Warenkunde',
  },
  {
    title: 'Buchhändler/in',
    // ESCO: Buchhändler/Buchhändlerin
    escoIds: ['1246764a-ce7c-45e8-9675-e445d145e818'],
    aliases: 'Buchhändler; Buchhändlerin',
    skills:
      'Kundenberatung; Literaturkenntnis; Sortimentsplanung; Bestellwesen; Veranstaltungsorganisation; Warenpräsentation; Kassieren; Warenwirtschaftssystem',
  },
  {
    title: 'Florist/in',
    // ESCO: Fachverkäufer für Blumen und Pflanzen/Fachverkäuferin für Blumen und Pflanzen
    escoIds: ['c0768628-46ad-4077-aee0-66ab6d7711df'],
    aliases: 'Florist; Floristin; Blumenbinder; Blumenbinderin',
    skills:
      'Floristik; Brautschmuck; Trauerfloristik; Pflanzenkunde; Kundenberatung; Dekoration; Warenpflege; Kassieren',
  },
  {
    title: 'Optiker/in',
    // ESCO: Augenoptiker/Augenoptikerin
    escoIds: ['6e0e068b-cd5c-4400-8899-54056087fa14'],
    aliases: 'Augenoptiker; Augenoptikerin; Optiker; Optikerin',
    skills:
      'Sehtestbestimmung; Brillenberatung; Kontaktlinsenanpassung; Brillenglasbearbeitung; Werkstattarbeiten; Kundenberatung; Reparaturen; Kassieren',
  },
  {
    title: 'Hörakustiker/in',
    // ESCO: Hörakustiker/Hörakustikerin
    escoIds: ['3a17bd32-8a00-47cb-82aa-2b5660cf1192'],
    aliases: 'Hörakustiker; Hörakustikerin; Hörgeräteakustiker; Hörgeräteakustikerin',
    skills:
      'Hörtests; Hörgeräteanpassung; Otoplastik; Kundenberatung; Hörgeräteservice; Krankenkassenabrechnung; Feinmechanik; Einfühlungsvermögen',
  },
  {
    title: 'Reiseverkehrskaufmann/-frau',
    // ESCO: Reisevermittler/Reisevermittlerin
    escoIds: ['79f8f68c-5509-4119-9373-8bef1c364d31'],
    aliases:
      'Reiseverkehrskaufmann; Reiseverkehrskauffrau; Tourismuskaufmann; Tourismuskauffrau; Reiseberater; Reiseberaterin',
    skills:
      'Reiseberatung; Reisebuchung; Amadeus; Reiseversicherungen; Länderkunde; Kundenbetreuung; Reklamationsbearbeitung; Englischkenntnisse; Veranstalterkenntnisse',
  },
];
