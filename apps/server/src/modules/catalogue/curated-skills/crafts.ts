import type { CuratedSkillSet } from './types';

/** Handwerk und Bau. */
export const CRAFTS: readonly CuratedSkillSet[] = [
  {
    title: 'Anlagenmechaniker/in SHK',
    // ESCO: Anlagenmechaniker Sanitär-, Heizungs- und Klimatechnik/Anlagenmechanikerin Sanitär-, Heizungs- und Klimatechnik
    escoIds: ['3ce9c89d-6f1a-48b5-942d-386e46e2fd06'],
    aliases:
      'Anlagenmechaniker SHK; Anlagenmechanikerin SHK; Anlagenmechaniker; Anlagenmechanikerin; Installateur; Installateurin; Heizungsbauer; Sanitärinstallateur',
    skills:
      'Heizungstechnik; Sanitärinstallation; Wärmepumpen; Lüftungstechnik; Rohrleitungsbau; Kundendienst; Wartung von Heizungsanlagen; Löten und Pressen; Badsanierung',
  },
  {
    title: 'Tischler/in',
    // ESCO: Tischler/Tischlerin
    escoIds: ['e1416610-ad08-4f37-8b46-9f99632a5c0f'],
    aliases: 'Tischler; Tischlerin; Schreiner; Schreinerin; Möbeltischler; Bautischler',
    skills:
      'Möbelbau; Innenausbau; Holzbearbeitung; CNC-Bearbeitung; Montage; Oberflächenbehandlung; Aufmaß; Technisches Zeichnen; Fenster- und Türenbau',
  },
  {
    title: 'Maurer/in',
    // ESCO: Maurer/Maurerin
    escoIds: ['05f321f8-055b-407d-bf19-e0ddabda56b7'],
    aliases: 'Maurer; Maurerin; Maurer und Betonbauer; Maurergeselle; Hochbaufacharbeiter',
    skills:
      'Mauerwerksbau; Betonarbeiten; Schalungsbau; Putzarbeiten; Lesen von Bauplänen; Abdichtung; Sanierung; Arbeitssicherheit',
  },
  {
    title: 'Maler/in und Lackierer/in',
    // ESCO: Maler/Malerin
    escoIds: ['15620506-fb5d-49cd-87a2-1c9047fb406a'],
    aliases:
      'Maler und Lackierer; Malerin und Lackiererin; Maler; Malerin; Lackierer; Lackiererin; Malergeselle',
    skills:
      'Anstricharbeiten; Tapezieren; Spachteltechnik; Fassadengestaltung; Wärmedämmverbundsysteme; Bodenbeläge; Farbberatung; Untergrundvorbereitung',
  },
  {
    title: 'Dachdecker/in',
    // ESCO: Dachdecker/Dachdeckerin
    escoIds: ['b4c6d1b0-929e-48be-9f67-47bd8c30658b'],
    aliases: 'Dachdecker; Dachdeckerin',
    skills:
      'Dacheindeckung; Flachdachabdichtung; Steildach; Dachdämmung; Dachrinnenmontage; Photovoltaikmontage; Gerüstbau; Höhentauglichkeit',
  },
  {
    title: 'Zimmerer/Zimmerin',
    // ESCO: Zimmerer/Zimmerin
    escoIds: ['2a22ff9e-de3b-408d-b312-5034896cc4f4'],
    aliases: 'Zimmerer; Zimmerin; Zimmermann; Zimmerfrau',
    skills: 'Holzbau; Dachstuhlbau; Abbund; Holzrahmenbau; Treppenbau; Sanierung; CAD-Abbund; Kranarbeiten',
  },
  {
    title: 'Fliesenleger/in',
    // ESCO: Platten- und Fliesenleger/Platten- und Fliesenlegerin
    escoIds: ['02447817-ea01-4d8b-b09c-8bc128e447e6'],
    aliases: 'Fliesenleger; Fliesenlegerin; Fliesen-, Platten- und Mosaikleger',
    skills:
      'Fliesenverlegung; Untergrundvorbereitung; Abdichtung; Natursteinarbeiten; Estrich; Fugenarbeiten; Badsanierung; Aufmaß',
  },
  {
    title: 'Bauhelfer/in',
    // ESCO: Hochbauhelfer/Hochbauhelferin
    escoIds: ['fb7e2f4f-1545-42f1-972e-94082e49c6dc'],
    aliases: 'Bauhelfer; Bauhelferin; Bauarbeiter; Bauarbeiterin; Hilfsarbeiter Bau',
    skills:
      'Erdarbeiten; Betonarbeiten; Materialtransport; Baustelleneinrichtung; Abbrucharbeiten; Werkzeugpflege; Arbeitssicherheit; Körperliche Belastbarkeit',
  },
  {
    title: 'Straßenbauer/in',
    // ESCO: Straßenunterhaltungsarbeiter/Straßenunterhaltungsarbeiterin
    escoIds: ['f272a521-1a38-4d34-a78e-3adeca95b977'],
    aliases: 'Straßenbauer; Straßenbauerin; Tiefbaufacharbeiter; Tiefbaufacharbeiterin',
    skills:
      'Straßenbau; Pflasterarbeiten; Asphaltarbeiten; Erdbau; Vermessung; Entwässerung; Baumaschinenführung; Verkehrssicherung',
  },
  {
    title: 'Trockenbauer/in',
    // ESCO: Stuckateur/Stuckateurin
    escoIds: ['f4a22809-c00c-4dd0-8b09-c7251f8dcd1c'],
    aliases: 'Trockenbauer; Trockenbauerin; Trockenbaumonteur; Trockenbaumonteurin; Ausbaufacharbeiter',
    skills: 'Trockenbau; Ständerwerk; Deckenmontage; Spachteln; Dämmung; Brandschutzbau; Akustikbau; Aufmaß',
  },
  {
    title: 'Gebäudereiniger/in',
    // ESCO: Gebäudereiniger Innenreinigung/Gebäudereinigerin Innenreinigung
    escoIds: ['303a1e34-cb16-4054-b323-81e5eec17397'],
    aliases:
      'Gebäudereiniger; Gebäudereinigerin; Reinigungskraft; Reinigungsfachkraft; Putzkraft; Raumpflegerin; Objektreinigung',
    skills:
      'Unterhaltsreinigung; Glasreinigung; Grundreinigung; Desinfektion; Reinigungsmaschinen; Reinigungsmittelkunde; Hygienestandards; Zuverlässigkeit',
  },
  {
    title: 'Hausmeister/in',
    // ESCO: Hauswart/Hauswartin
    escoIds: ['1822bfc2-e735-449f-ba00-ca71eb5c062b'],
    aliases: 'Hausmeister; Hausmeisterin; Haustechniker; Haustechnikerin; Objektbetreuer; Objektbetreuerin',
    skills:
      'Kleinreparaturen; Gebäudetechnik; Grünflächenpflege; Winterdienst; Mängelerfassung; Handwerkerkoordination; Objektkontrolle; Führerschein Klasse B',
  },
  {
    title: 'Friseur/in',
    // ESCO: Friseur/Friseurin
    escoIds: ['099c6bb0-22d3-4c5d-8bf5-70910af381ef'],
    aliases: 'Friseur; Friseurin; Friseurmeister; Friseurmeisterin; Coiffeur; Coiffeuse',
    skills:
      'Haarschnitt; Colorationen; Strähnentechnik; Föhnen und Styling; Hochsteckfrisuren; Kundenberatung; Kopfhautpflege; Terminplanung; Produktverkauf',
  },
  {
    title: 'Bäcker/in',
    // ESCO: Bäcker/Bäckerin
    escoIds: ['1aadb308-432a-4d01-b54b-b4f7f76dd419'],
    aliases: 'Bäcker; Bäckerin; Bäckermeister; Bäckermeisterin',
    skills:
      'Teigherstellung; Brot und Brötchen; Feingebäck; Ofenführung; Rezepturen; Lebensmittelhygiene; HACCP; Nachtschichtbereitschaft',
  },
  {
    title: 'Konditor/in',
    // ESCO: Konditor/Konditorin
    escoIds: ['ff42d44c-34f8-46be-ad3a-2aad9a5e43f0'],
    aliases: 'Konditor; Konditorin; Patissier; Patissière',
    skills:
      'Tortenherstellung; Pralinen; Feingebäck; Dekorationstechniken; Desserts; Rezepturen; Lebensmittelhygiene; Kreativität',
  },
  {
    title: 'Fleischer/in',
    // ESCO: Fleischer/Fleischerin
    escoIds: ['37c7880e-cfee-4c41-a41b-061682fefde3'],
    aliases: 'Fleischer; Fleischerin; Metzger; Metzgerin; Schlachter; Schlachterin',
    skills:
      'Fleischzerlegung; Wurstherstellung; Schlachtung; Pökeln und Räuchern; Lebensmittelhygiene; HACCP; Messerführung; Warenkunde Fleisch',
  },
  {
    title: 'Goldschmied/in',
    // ESCO: Goldschmied/Goldschmiedin
    escoIds: ['8a007cd3-ba40-4c55-b238-587bd59e74b2'],
    aliases: 'Goldschmied; Goldschmiedin; Juwelier; Juwelierin',
    skills:
      'Schmuckherstellung; Fassen; Gravieren; Löten; Reparaturen; Edelsteinkunde; Kundenberatung; CAD-Schmuckdesign',
  },
  {
    title: 'Schornsteinfeger/in',
    // ESCO: Schornsteinfeger/Schornsteinfegerin
    escoIds: ['a2dee758-72f5-4f1c-b760-f2b8e9d81911'],
    aliases: 'Schornsteinfeger; Schornsteinfegerin',
    skills:
      'Feuerstättenschau; Abgasmessung; Kehrarbeiten; Energieberatung; Brandschutz; Immissionsschutz; Kundenkommunikation; Höhentauglichkeit',
  },
  {
    title: 'Gärtner/in',
    // ESCO: Landschaftsgärtner/Landschaftsgärtnerin
    escoIds: ['e7970c7a-7769-4002-87d3-0a8ea94fdd6f'],
    aliases:
      'Gärtner; Gärtnerin; Landschaftsgärtner; Landschaftsgärtnerin; Garten- und Landschaftsbauer; Garten- und Landschaftsbauerin',
    skills:
      'Pflanzarbeiten; Pflasterbau; Rasenpflege; Gehölzschnitt; Pflanzenkunde; Bewässerungstechnik; Baumaschinen; Gartenplanung',
  },
  {
    title: 'Raumausstatter/in',
    // ESCO: Polsterer/Polsterin
    escoIds: ['95a89206-4dc8-4753-a5d9-bc14a0e5f7ca'],
    aliases: 'Raumausstatter; Raumausstatterin; Bodenleger; Bodenlegerin; Polsterer; Polsterin',
    skills:
      'Bodenverlegung; Polsterarbeiten; Sonnenschutz; Wandgestaltung; Dekorationsnähen; Aufmaß; Kundenberatung; Materialkunde',
  },
  {
    title: 'Glaser/in',
    // ESCO: Glaser/Glaserin
    escoIds: ['c9f6c245-8c66-4b13-9253-9835194abb23'],
    aliases: 'Glaser; Glaserin',
    skills:
      'Verglasung; Glaszuschnitt; Fenstermontage; Ganzglasanlagen; Spiegelmontage; Isolierglas; Reparaturverglasung; Aufmaß',
  },
  {
    title: 'Schneider/in',
    // ESCO: Änderungschneider/Änderungsschneiderin
    escoIds: ['db55bf08-3ad3-4bf6-bf59-7f9f426a6de5'],
    aliases: 'Schneider; Schneiderin; Maßschneider; Maßschneiderin; Änderungsschneider; Änderungsschneiderin',
    skills:
      'Änderungsschneiderei; Maßanfertigung; Schnitterstellung; Nähtechniken; Stoffkunde; Anprobe; Industrienähmaschinen; Kundenberatung',
  },
  {
    title: 'Steinmetz/in',
    // ESCO: Steinmetz/Steinmetzin
    escoIds: ['f3fc11ca-9a72-40da-bf0f-b2aab7e33079'],
    aliases: 'Steinmetz; Steinmetzin; Steinbildhauer; Steinbildhauerin',
    skills:
      'Natursteinbearbeitung; Grabmalgestaltung; Schriftgestaltung; Restaurierung; Steinbearbeitungsmaschinen; Gesteinskunde; Versetzarbeiten; Kundenberatung',
  },
];
