/**
 * Common German Ausbildungsberufe with an English title for a foreign reader and the length of the
 * dual training. Written by us; the English titles follow the official names where the federal
 * institute for vocational training (BIBB) gives one, otherwise they describe the trade. Each
 * entry's German forms are ';'-separated: masculine, feminine and the combined forms people type.
 */
export interface AusbildungTitle {
  german: string;
  english: string;
  /** Usual length of the training in years (2, 3 or 3.5). */
  years: number;
}

export const AUSBILDUNG_TITLES: readonly AusbildungTitle[] = [
  {
    german:
      'Kaufmann im Einzelhandel; Kauffrau im Einzelhandel; Kaufmann/-frau im Einzelhandel; Kaufmann/Kauffrau im Einzelhandel; Kaufleute im Einzelhandel; Einzelhandelskaufmann; Einzelhandelskauffrau',
    english: 'Retail management assistant',
    years: 3,
  },
  { german: 'Verkäufer; Verkäuferin; Verkäufer/in', english: 'Sales assistant (retail)', years: 2 },
  { german: 'Fachkraft für Lagerlogistik', english: 'Warehouse logistics specialist', years: 3 },
  { german: 'Fachlagerist; Fachlageristin; Fachlagerist/in', english: 'Warehouse operative', years: 2 },
  {
    german:
      'Kaufmann für Büromanagement; Kauffrau für Büromanagement; Kaufmann/-frau für Büromanagement; Kaufmann/Kauffrau für Büromanagement',
    english: 'Office management assistant',
    years: 3,
  },
  {
    german:
      'Industriekaufmann; Industriekauffrau; Industriekaufmann/-frau; Industriekaufmann/Industriekauffrau',
    english: 'Industrial business management assistant',
    years: 3,
  },
  {
    german: 'Bankkaufmann; Bankkauffrau; Bankkaufmann/-frau; Bankkaufmann/Bankkauffrau',
    english: 'Bank business management assistant',
    years: 3,
  },
  {
    german:
      'Kaufmann im Groß- und Außenhandel; Kauffrau im Groß- und Außenhandel; Kaufmann/-frau im Groß- und Außenhandel; Kaufmann für Groß- und Außenhandelsmanagement; Kauffrau für Groß- und Außenhandelsmanagement',
    english: 'Wholesale and foreign trade management assistant',
    years: 3,
  },
  {
    german:
      'Kaufmann für Spedition und Logistikdienstleistung; Kauffrau für Spedition und Logistikdienstleistung; Speditionskaufmann; Speditionskauffrau',
    english: 'Freight forwarding and logistics services management assistant',
    years: 3,
  },
  {
    german: 'Kaufmann im Gesundheitswesen; Kauffrau im Gesundheitswesen; Kaufmann/-frau im Gesundheitswesen',
    english: 'Healthcare management assistant',
    years: 3,
  },
  {
    german:
      'Versicherungskaufmann; Versicherungskauffrau; Kaufmann für Versicherungen und Finanzanlagen; Kauffrau für Versicherungen und Finanzanlagen',
    english: 'Insurance and financial services management assistant',
    years: 3,
  },
  {
    german: 'Steuerfachangestellter; Steuerfachangestellte; Steuerfachangestellte/r',
    english: 'Tax clerk',
    years: 3,
  },
  {
    german: 'Rechtsanwaltsfachangestellter; Rechtsanwaltsfachangestellte; Rechtsanwaltsfachangestellte/r',
    english: "Lawyer's assistant",
    years: 3,
  },
  {
    german: 'Verwaltungsfachangestellter; Verwaltungsfachangestellte; Verwaltungsfachangestellte/r',
    english: 'Public administration assistant',
    years: 3,
  },
  {
    german:
      'Medizinischer Fachangestellter; Medizinische Fachangestellte; Medizinische/r Fachangestellte/r; MFA',
    english: 'Medical assistant',
    years: 3,
  },
  {
    german: 'Zahnmedizinischer Fachangestellter; Zahnmedizinische Fachangestellte; ZFA',
    english: 'Dental assistant',
    years: 3,
  },
  {
    german: 'Pflegefachmann; Pflegefachfrau; Pflegefachmann/-frau; Pflegefachkraft',
    english: 'Registered nurse (generalist nursing)',
    years: 3,
  },
  { german: 'Altenpfleger; Altenpflegerin; Altenpfleger/in', english: 'Geriatric nurse', years: 3 },
  {
    german:
      'Gesundheits- und Krankenpfleger; Gesundheits- und Krankenpflegerin; Krankenpfleger; Krankenschwester',
    english: 'Registered nurse',
    years: 3,
  },
  {
    german: 'Pharmazeutisch-kaufmännischer Angestellter; Pharmazeutisch-kaufmännische Angestellte; PKA',
    english: 'Pharmacy sales and administration assistant',
    years: 3,
  },
  {
    german: 'Erzieher; Erzieherin; Erzieher/in',
    english: 'Early childhood educator (state-certified)',
    years: 3,
  },
  {
    german:
      'Fachinformatiker für Anwendungsentwicklung; Fachinformatikerin für Anwendungsentwicklung; Fachinformatiker/in für Anwendungsentwicklung',
    english: 'IT specialist for application development',
    years: 3,
  },
  {
    german:
      'Fachinformatiker für Systemintegration; Fachinformatikerin für Systemintegration; Fachinformatiker/in für Systemintegration',
    english: 'IT specialist for system integration',
    years: 3,
  },
  { german: 'Fachinformatiker; Fachinformatikerin; Fachinformatiker/in', english: 'IT specialist', years: 3 },
  {
    german:
      'Informatikkaufmann; Informatikkauffrau; Kaufmann für IT-System-Management; Kauffrau für IT-System-Management',
    english: 'IT systems management assistant',
    years: 3,
  },
  {
    german: 'Mechatroniker; Mechatronikerin; Mechatroniker/in',
    english: 'Mechatronics technician',
    years: 3.5,
  },
  {
    german:
      'Kfz-Mechatroniker; Kfz-Mechatronikerin; Kfz-Mechatroniker/in; Kraftfahrzeugmechatroniker; Kraftfahrzeugmechatronikerin',
    english: 'Automotive mechatronics technician',
    years: 3.5,
  },
  {
    german: 'Industriemechaniker; Industriemechanikerin; Industriemechaniker/in',
    english: 'Industrial mechanic',
    years: 3.5,
  },
  {
    german: 'Zerspanungsmechaniker; Zerspanungsmechanikerin; Zerspanungsmechaniker/in',
    english: 'Cutting machine operator (precision machining)',
    years: 3.5,
  },
  {
    german:
      'Elektroniker für Betriebstechnik; Elektronikerin für Betriebstechnik; Elektroniker/in für Betriebstechnik',
    english: 'Industrial electronics technician (plant engineering)',
    years: 3.5,
  },
  {
    german:
      'Elektroniker für Energie- und Gebäudetechnik; Elektronikerin für Energie- und Gebäudetechnik; Elektroniker/in für Energie- und Gebäudetechnik; Elektroniker; Elektronikerin; Elektriker; Elektrikerin',
    english: 'Electronics technician for energy and building services',
    years: 3.5,
  },
  {
    german:
      'Anlagenmechaniker für Sanitär-, Heizungs- und Klimatechnik; Anlagenmechanikerin für Sanitär-, Heizungs- und Klimatechnik; Anlagenmechaniker SHK; Anlagenmechanikerin SHK',
    english: 'Plumbing, heating and air-conditioning installer',
    years: 3.5,
  },
  {
    german: 'Metallbauer; Metallbauerin; Metallbauer/in',
    english: 'Metalworker (metal construction)',
    years: 3.5,
  },
  {
    german: 'Tischler; Tischlerin; Tischler/in; Schreiner; Schreinerin; Schreiner/in',
    english: 'Carpenter and joiner',
    years: 3,
  },
  {
    german: 'Maler und Lackierer; Malerin und Lackiererin; Maler/in und Lackierer/in',
    english: 'Painter and varnisher',
    years: 3,
  },
  { german: 'Maurer; Maurerin; Maurer/in', english: 'Bricklayer', years: 3 },
  { german: 'Dachdecker; Dachdeckerin; Dachdecker/in', english: 'Roofer', years: 3 },
  { german: 'Friseur; Friseurin; Friseur/in', english: 'Hairdresser', years: 3 },
  { german: 'Koch; Köchin; Koch/Köchin', english: 'Chef (trained cook)', years: 3 },
  { german: 'Hotelfachmann; Hotelfachfrau; Hotelfachmann/-frau', english: 'Hotel specialist', years: 3 },
  {
    german:
      'Restaurantfachmann; Restaurantfachfrau; Restaurantfachmann/-frau; Fachmann für Restaurants und Veranstaltungsgastronomie; Fachfrau für Restaurants und Veranstaltungsgastronomie',
    english: 'Restaurant specialist',
    years: 3,
  },
  { german: 'Bäcker; Bäckerin; Bäcker/in', english: 'Baker', years: 3 },
  { german: 'Fleischer; Fleischerin; Fleischer/in; Metzger; Metzgerin', english: 'Butcher', years: 3 },
  {
    german: 'Berufskraftfahrer; Berufskraftfahrerin; Berufskraftfahrer/in',
    english: 'Professional driver',
    years: 3,
  },
  {
    german: 'Fachkraft für Kurier-, Express- und Postdienstleistungen',
    english: 'Courier, express and postal services specialist',
    years: 2,
  },
  {
    german: 'Chemielaborant; Chemielaborantin; Chemielaborant/in',
    english: 'Chemical laboratory assistant',
    years: 3.5,
  },
  { german: 'Chemikant; Chemikantin; Chemikant/in', english: 'Chemical production technician', years: 3.5 },
  { german: 'Bauzeichner; Bauzeichnerin; Bauzeichner/in', english: 'Architectural draughtsperson', years: 3 },
  {
    german: 'Technischer Produktdesigner; Technische Produktdesignerin; Technische/r Produktdesigner/in',
    english: 'Technical product designer',
    years: 3.5,
  },
  {
    german:
      'Mediengestalter Digital und Print; Mediengestalterin Digital und Print; Mediengestalter/in Digital und Print; Mediengestalter; Mediengestalterin',
    english: 'Media designer (digital and print)',
    years: 3,
  },
  {
    german: 'Kaufmann für Marketingkommunikation; Kauffrau für Marketingkommunikation',
    english: 'Marketing communications management assistant',
    years: 3,
  },
  {
    german: 'Immobilienkaufmann; Immobilienkauffrau; Immobilienkaufmann/-frau',
    english: 'Real estate management assistant',
    years: 3,
  },
  {
    german: 'Tourismuskaufmann; Tourismuskauffrau; Reiseverkehrskaufmann; Reiseverkehrskauffrau',
    english: 'Travel and tourism management assistant',
    years: 3,
  },
  { german: 'Fachkraft für Gastronomie', english: 'Hospitality specialist', years: 2 },
  { german: 'Gärtner; Gärtnerin; Gärtner/in', english: 'Gardener', years: 3 },
  {
    german: 'Land- und Baumaschinenmechatroniker; Land- und Baumaschinenmechatronikerin',
    english: 'Agricultural and construction machinery mechatronics technician',
    years: 3.5,
  },
  {
    german: 'Sozialversicherungsfachangestellter; Sozialversicherungsfachangestellte',
    english: 'Social insurance clerk',
    years: 3,
  },
  { german: 'Fachkraft für Schutz und Sicherheit', english: 'Security specialist', years: 3 },
];

/** " (3-year German dual vocational training)" — the short explanation printed after the title. */
export function ausbildungExplanation(years: number): string {
  const length = Number.isInteger(years) ? String(years) : String(years).replace('.5', '½');
  return `${length}-year German dual vocational training`;
}
