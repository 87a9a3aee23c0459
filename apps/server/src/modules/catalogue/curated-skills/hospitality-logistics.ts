import type { CuratedSkillSet } from './types';

/** Gastronomie, Hotel, Logistik, Verkehr. */
export const HOSPITALITY_LOGISTICS: readonly CuratedSkillSet[] = [
  {
    title: 'Koch/Köchin',
    // ESCO: Koch/Köchin
    escoIds: ['90f75f67-495d-49fa-ab57-2f320e251d7e'],
    aliases: 'Koch; Köchin; Jungkoch; Jungköchin; Küchenfachkraft; Beikoch; Beiköchin',
    skills:
      'Speisenzubereitung; Menüplanung; Vorbereitung (Mise en Place); Lebensmittelhygiene; HACCP; À-la-carte-Küche; Warenbestellung; Kalkulation; Allergenkennzeichnung',
  },
  {
    title: 'Küchenchef/in',
    // ESCO: Chefkoch/Chefköchin
    escoIds: ['1009be17-7efd-45f1-a033-566bf179c588'],
    aliases: 'Küchenchef; Küchenchefin; Chefkoch; Chefköchin; Küchenleiter; Küchenleiterin',
    skills:
      'Küchenleitung; Menüentwicklung; Wareneinsatzkalkulation; Personalplanung; Lieferantenmanagement; HACCP; Ausbildung; Qualitätssicherung',
  },
  {
    title: 'Küchenhilfe',
    // ESCO: Küchenhilfe
    escoIds: ['e1cf6897-158d-4b48-a39e-2a3a8cac216c'],
    aliases: 'Küchenhilfe; Küchenhelfer; Küchenhelferin; Spülkraft; Küchenkraft',
    skills:
      'Vorbereitung von Speisen; Spülküche; Reinigung; Lebensmittelhygiene; Warenannahme; Salatzubereitung; Teamarbeit; Belastbarkeit',
  },
  {
    title: 'Restaurantfachmann/-frau',
    // ESCO: Kellner/Kellnerin
    escoIds: ['d5db9d5c-2ebf-4a54-a79a-1b7e7ff70471'],
    aliases:
      'Restaurantfachmann; Restaurantfachfrau; Fachmann für Restaurants und Veranstaltungsgastronomie; Fachfrau für Restaurants und Veranstaltungsgastronomie; Servicekraft; Kellner; Kellnerin',
    skills:
      'Gästebetreuung; Servieren; Getränkekunde; Weinberatung; Kassensysteme; Bankettservice; Tischkultur; Beschwerdemanagement; Englischkenntnisse',
  },
  {
    title: 'Hotelfachmann/-frau',
    // ESCO: Empfangsmitarbeiter in einem Beherbergungsbetrieb/Empfangsmitarbeiterin in einem Beherbergungsbetrieb
    escoIds: ['82025c02-9082-416c-998b-f51eb0359ee6'],
    aliases:
      'Hotelfachmann; Hotelfachfrau; Hotelfachleute; Hotelkaufmann; Hotelkauffrau; Rezeptionsmitarbeiter; Rezeptionsmitarbeiterin',
    skills:
      'Gästeempfang; Reservierungen; Check-in und Check-out; Housekeeping; Zimmerverwaltung; Beschwerdemanagement; Opera PMS; Englischkenntnisse; Bankettorganisation',
  },
  {
    title: 'Barkeeper/in',
    // ESCO: Barkeeper/Barkeeperin
    escoIds: ['2f5e38a0-6578-4665-bdbd-e2ab505be140'],
    aliases: 'Barkeeper; Barkeeperin; Barmann; Barfrau; Barista',
    skills:
      'Cocktailzubereitung; Getränkekunde; Kassieren; Gästebetreuung; Barorganisation; Warenbestand; Jugendschutz; Kaffeespezialitäten',
  },
  {
    title: 'Systemgastronom/in',
    // ESCO: Schnellrestaurantteamleiter/Schnellrestaurantteamleiterin
    escoIds: ['4a1125ee-5728-4b1f-b655-7b8eb2e27660'],
    aliases:
      'Fachmann für Systemgastronomie; Fachfrau für Systemgastronomie; Systemgastronom; Schichtführer Gastronomie; Restaurantleiter; Restaurantleiterin',
    skills:
      'Schichtleitung; Personaleinsatzplanung; Qualitätsstandards; Warenwirtschaft; Kassenabrechnung; Hygienemanagement; Gästezufriedenheit; Umsatzanalyse',
  },
  {
    title: 'Zimmermädchen/Roomboy',
    // ESCO: Raumpfleger/Raumpflegerin
    escoIds: ['731ecac4-06e8-4ec2-a559-101fecbd9183'],
    aliases: 'Zimmermädchen; Roomboy; Zimmerreinigung; Housekeeping; Hauswirtschafter; Hauswirtschafterin',
    skills:
      'Zimmerreinigung; Wäscheversorgung; Minibarkontrolle; Hygienestandards; Reinigungsmittelkunde; Zuverlässigkeit; Gründlichkeit; Teamarbeit',
  },
  {
    title: 'Fachkraft für Lagerlogistik',
    // ESCO: Warenlagerverwalter/Warenlagerverwalterin
    escoIds: ['d7a9f9e0-e2f5-4804-a0e0-b21ebb1403ee'],
    aliases:
      'Fachkraft für Lagerlogistik; Lagerlogistiker; Fachlagerist; Fachlageristin; Lagerist; Lageristin; Lagerfachkraft',
    skills:
      'Wareneingang; Warenausgang; Kommissionierung; Bestandsführung; Inventur; Versandabwicklung; Staplerschein; Lagerverwaltungssystem; SAP MM; Gefahrgut',
  },
  {
    title: 'Lagerhelfer/in',
    // ESCO: Lagerarbeiter/Lagerarbeiterin
    escoIds: ['bea705fe-06ac-4147-b8e0-6e8ac1208d8f'],
    aliases:
      'Lagerhelfer; Lagerhelferin; Lagerarbeiter; Lagerarbeiterin; Lagermitarbeiter; Lagermitarbeiterin',
    skills:
      'Kommissionierung; Verpackung; Warenannahme; Scannerbedienung; Staplerschein; Ladungssicherung; Sauberkeit und Ordnung; Körperliche Belastbarkeit',
  },
  {
    title: 'Kommissionierer/in',
    // ESCO: Warenkommissionierer/Warenkommissioniererin
    escoIds: ['cd94def5-3442-4c2e-ae3d-0761a3008bcb'],
    aliases: 'Kommissionierer; Kommissioniererin; Picker',
    skills:
      'Kommissionierung; Pick-by-Voice; Handscanner; Verpackung; Etikettierung; Mitgängerflurförderzeug; Sorgfalt; Schichtarbeit',
  },
  {
    title: 'Staplerfahrer/in',
    // ESCO: Gabelstaplerfahrer/Gabelstaplerfahrerin
    escoIds: ['eeac6251-1974-42f5-91ed-513c6c883755'],
    aliases: 'Staplerfahrer; Staplerfahrerin; Gabelstaplerfahrer; Gabelstaplerfahrerin',
    skills:
      'Staplerschein; Be- und Entladung; Ladungssicherung; Regalbedienung; Lagerorganisation; Sichtprüfung; Arbeitssicherheit; Scannerbedienung',
  },
  {
    title: 'Berufskraftfahrer/in',
    // ESCO: Lastkraftwagenfahrer/Lastkraftwagenfahrerin
    escoIds: ['45037d43-a8f5-4f46-b332-b2935bc305f4'],
    aliases:
      'Berufskraftfahrer; Berufskraftfahrerin; Lkw-Fahrer; Lkw-Fahrerin; Kraftfahrer; Kraftfahrerin; Fernfahrer; Fernfahrerin',
    skills:
      'Führerschein Klasse CE; Fahrerkarte; Ladungssicherung; Lenk- und Ruhezeiten; Tourenplanung; Frachtpapiere; Gefahrgut nach ADR; Fahrzeugkontrolle; Kundenkontakt',
  },
  {
    title: 'Auslieferungsfahrer/in',
    // ESCO: Pkw- und Kleintransporter-Lieferfahrer/Pkw- und Kleintransporter-Lieferfahrerin
    escoIds: ['0c408028-c48f-4df8-ba5d-c3d3be15f5a2'],
    aliases:
      'Auslieferungsfahrer; Auslieferungsfahrerin; Kurierfahrer; Kurierfahrerin; Paketzusteller; Paketzustellerin; Fahrer; Fahrerin',
    skills:
      'Paketzustellung; Tourenplanung; Scannerbedienung; Ladungssicherung; Kundenkontakt; Zeitmanagement; Führerschein Klasse B; Ortskenntnis',
  },
  {
    title: 'Busfahrer/in',
    // ESCO: Omnibusfahrer/Omnibusfahrerin
    escoIds: ['00cee175-1376-43fb-9f02-ba3d7a910a58'],
    aliases: 'Busfahrer; Busfahrerin; Omnibusfahrer; Omnibusfahrerin',
    skills:
      'Führerschein Klasse D; Fahrgastbeförderung; Fahrscheinverkauf; Fahrplantreue; Verkehrssicherheit; Fahrzeugkontrolle; Kundenfreundlichkeit; Schichtdienst',
  },
  {
    title: 'Taxifahrer/in',
    // ESCO: Taxifahrer/Taxifahrerin
    escoIds: ['6f7c1e84-8162-4c20-a575-b57ff624eef5'],
    aliases: 'Taxifahrer; Taxifahrerin; Chauffeur; Chauffeurin',
    skills:
      'Personenbeförderungsschein; Ortskenntnis; Fahrgastbetreuung; Kassieren; Navigationssysteme; Fahrzeugpflege; Zuverlässigkeit; Kundenfreundlichkeit',
  },
  {
    title: 'Postzusteller/in',
    // ESCO: Postbote/Postbotin
    escoIds: ['7ed2e153-8da8-4c0d-b4c5-3402c623f34b'],
    aliases: 'Postzusteller; Postzustellerin; Briefträger; Briefträgerin; Zusteller; Zustellerin',
    skills:
      'Briefzustellung; Sortierung; Sendungsverfolgung; Zustellnachweise; Ortskenntnis; Zuverlässigkeit; Wetterfestigkeit; Kundenfreundlichkeit',
  },
  {
    title: 'Lokführer/in',
    // ESCO: Schienenfahrzeugführer/Schienenfahrzeugführerin
    escoIds: ['81f6a814-1f4e-47d4-9c75-47977c7267ee'],
    aliases:
      'Lokführer; Lokführerin; Triebfahrzeugführer; Triebfahrzeugführerin; Eisenbahner im Betriebsdienst',
    skills:
      'Triebfahrzeugführerschein; Zugvorbereitung; Signalkunde; Betriebsvorschriften; Störungsbehebung; Fahrgastinformation; Schichtdienst; Sicherheitsbewusstsein',
  },
  {
    title: 'Disponent/in',
    // ESCO: Frachtdisponent/Frachtdisponentin
    escoIds: ['49e28648-4fa8-4b36-ac4d-781c108547bf'],
    aliases:
      'Disponent; Disponentin; Transportdisponent; Transportdisponentin; Logistikdisponent; Logistikdisponentin',
    skills:
      'Tourenplanung; Fahrereinsatzplanung; Frachtenbörsen; Sendungsverfolgung; Kundenkommunikation; Lenk- und Ruhezeiten; Telematiksysteme; Kostenkontrolle',
  },
  {
    title: 'Flugbegleiter/in',
    // ESCO: Flugbegleiter/Flugbegleiterin
    escoIds: ['f20d3ae6-baeb-482c-b68d-c2fb115e5dde'],
    aliases: 'Flugbegleiter; Flugbegleiterin; Stewardess; Steward; Flight Attendant',
    skills:
      'Passagierbetreuung; Sicherheitsverfahren; Erste Hilfe; Bordservice; Bordverkauf; Fließendes Englisch; Konfliktlösung; Schichtdienst',
  },
  {
    title: 'Pilot/in',
    // ESCO: Linienflugzeugführer/Linienflugzeugführerin
    escoIds: ['522c55ca-ee4a-407d-9fc6-f810c5266523'],
    aliases: 'Pilot; Pilotin; Verkehrspilot; Verkehrspilotin',
    skills:
      'Flugführung; Flugplanung; Crew Resource Management; Navigation; Luftrecht; Wetterkunde; ATPL; Fließendes Englisch',
  },
];
