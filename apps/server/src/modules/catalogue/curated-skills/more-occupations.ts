import type { CuratedSkillSet } from './types';

/** Weitere häufige Berufe: Medizin, Behörden, Technik, Wissenschaft. */
export const MORE_OCCUPATIONS: readonly CuratedSkillSet[] = [
  {
    title: 'Zahnarzt/Zahnärztin',
    // ESCO: Zahnarzt/Zahnärztin
    escoIds: ['e52b5707-7097-4dbc-ac61-054e917da241'],
    aliases: 'Zahnarzt; Zahnärztin',
    skills:
      'Zahnerhaltung; Prothetik; Parodontologie; Implantologie; Kinderzahnheilkunde; Patientenaufklärung; Praxisführung; Röntgendiagnostik',
  },
  {
    title: 'Tierarzt/Tierärztin',
    // ESCO: Allgemeintierarzt/Allgemeintierärztin
    escoIds: ['eb6efbb9-9216-4e86-bc3b-de2223cd4667'],
    aliases: 'Tierarzt; Tierärztin; Veterinär; Veterinärin',
    skills:
      'Kleintiermedizin; Großtiermedizin; Chirurgie; Diagnostik; Impfungen; Tierhalterberatung; Notdienst; Praxisführung',
  },
  {
    title: 'Sozialversicherungsfachangestellte/r',
    // ESCO: Sozialversicherungsfachangestellter/Sozialversicherungsfachangestellte
    escoIds: ['4d750b7f-f40d-447c-ba90-f5fb0ee9ef27'],
    aliases:
      'Sozialversicherungsfachangestellte; Sozialversicherungsfachangestellter; Krankenkassenberater; Krankenkassenberaterin; Kaufmann im Gesundheitswesen; Kauffrau im Gesundheitswesen',
    skills:
      'Sozialversicherungsrecht; Leistungsbearbeitung; Versichertenberatung; Beitragsrecht; Bescheiderstellung; Widerspruchsverfahren; Fallmanagement; MS Office',
  },
  {
    title: 'Justizfachangestellte/r',
    // ESCO: Justizfachangestellter/Justizfachangestellte
    escoIds: ['a7f63810-a21a-4e7e-8aa2-6637d14ea3c1'],
    aliases: 'Justizfachangestellte; Justizfachangestellter; Justizangestellte; Justizangestellter',
    skills:
      'Aktenführung; Fristenkontrolle; Protokollführung; Geschäftsstellentätigkeit; Zustellungswesen; Kostenrecht; Verfahrensrecht; Schreibdienst',
  },
  {
    title: 'Finanzbeamter/-beamtin',
    // ESCO: Finanzbeamter für Steuererhebung/Finanzbeamtin für Steuererhebung
    escoIds: ['4a39fddb-17e7-4431-be03-613edab8d1c8'],
    aliases: 'Finanzbeamter; Finanzbeamtin; Finanzwirt; Finanzwirtin; Steuerbeamter; Steuerbeamtin',
    skills:
      'Steuerrecht; Veranlagung; Steuerbescheide; Außenprüfung; Abgabenordnung; Einspruchsbearbeitung; Vollstreckung; Bürgerberatung',
  },
  {
    title: 'Zollbeamter/-beamtin',
    // ESCO: Zollbeamter/Zollbeamtin
    escoIds: ['5f16819d-50b9-475b-a2d8-607ee6d99a9d'],
    aliases: 'Zollbeamter; Zollbeamtin; Zöllner; Zöllnerin',
    skills:
      'Zollabfertigung; Warenkontrolle; Zollrecht; Außenwirtschaftsrecht; Verbrauchsteuern; Kontrolle der Schwarzarbeit; Ermittlungen; Dokumentenprüfung',
  },
  {
    title: 'Fachkraft für Veranstaltungstechnik',
    // ESCO: Veranstaltungstechniker/Veranstaltungstechnikerin
    escoIds: ['e859428d-6dbd-406b-bb2e-d5a0ae21df29'],
    aliases:
      'Fachkraft für Veranstaltungstechnik; Veranstaltungstechniker; Veranstaltungstechnikerin; Bühnentechniker; Bühnentechnikerin',
    skills:
      'Tontechnik; Lichttechnik; Bühnenaufbau; Rigging; Videotechnik; Stromverteilung; Veranstaltungssicherheit; Lichtpulte; Mischpulte',
  },
  {
    title: 'Kranführer/in',
    // ESCO: Baukranführer/Baukranführerin
    escoIds: ['1de948c1-192a-4810-afb7-48548217a912'],
    aliases: 'Kranführer; Kranführerin; Baukranführer; Baukranführerin; Turmdrehkranführer',
    skills:
      'Kranführerschein; Anschlagen von Lasten; Lastberechnung; Funkfernsteuerung; Sichtprüfung; Wartung; Windlastbeurteilung; Arbeitssicherheit',
  },
  {
    title: 'Baumaschinenführer/in',
    // ESCO: Baggerführer/Baggerführerin
    escoIds: ['eedbf8b1-9432-4f42-ab7f-db5cd3eb2a05'],
    aliases:
      'Baumaschinenführer; Baumaschinenführerin; Baggerfahrer; Baggerfahrerin; Baggerführer; Radladerfahrer',
    skills:
      'Baggerführung; Radlader; Erdarbeiten; Planierarbeiten; Maschinenwartung; Lesen von Bauplänen; Leitungsortung; Führerschein Klasse CE',
  },
  {
    title: 'Betonbauer/in',
    // ESCO: Betonbauer/Betonbauerin
    escoIds: ['990738f4-587c-4045-a10f-e3c1c019220e'],
    aliases: 'Betonbauer; Betonbauerin; Stahlbetonbauer; Stahlbetonbauerin',
    skills:
      'Schalungsbau; Bewehrungsarbeiten; Betoneinbau; Fertigteilmontage; Lesen von Bauplänen; Vermessung; Betontechnologie; Arbeitssicherheit',
  },
  {
    title: 'Vermessungstechniker/in',
    // ESCO: Vermessungstechniker/Vermessungstechnikerin
    escoIds: ['624986f9-21ef-4cdf-8cf6-8407a337ec2f'],
    aliases: 'Vermessungstechniker; Vermessungstechnikerin; Geomatiker; Geomatikerin',
    skills:
      'Vermessung; Tachymetrie; GNSS; Geoinformationssysteme; Kartografie; Absteckung; CAD; Datenauswertung',
  },
  {
    title: 'Fachkraft für Abwassertechnik',
    // ESCO: Fachkraft für Abwassertechnik
    escoIds: ['6f74ebc4-ab7e-42a8-ad94-921f3d0ef0c6'],
    aliases:
      'Fachkraft für Abwassertechnik; Klärwärter; Klärwärterin; Fachkraft für Wasserversorgungstechnik',
    skills:
      'Kläranlagenbetrieb; Prozessleittechnik; Probenahme; Laboranalytik; Pumpentechnik; Kanalinspektion; Wartung; Umweltrecht',
  },
  {
    title: 'Zweiradmechatroniker/in',
    // ESCO: Fahrradmechaniker/Fahrradmechanikerin
    escoIds: ['336cf331-8082-4a0c-bf5f-e7c54706211c'],
    aliases:
      'Zweiradmechatroniker; Zweiradmechatronikerin; Fahrradmechaniker; Fahrradmechanikerin; Fahrradmonteur; Fahrradmonteurin',
    skills:
      'Fahrradreparatur; E-Bike-Diagnose; Schaltungseinstellung; Bremsenservice; Laufradbau; Kundenberatung; Fahrradverkauf; Ersatzteilbestellung',
  },
  {
    title: 'Fahrzeuglackierer/in',
    // ESCO: Fahrzeuglackierer/Fahrzeuglackiererin
    escoIds: ['a784b063-89cf-441b-9624-deed9dbdeae6'],
    aliases: 'Fahrzeuglackierer; Fahrzeuglackiererin; Autolackierer; Autolackiererin',
    skills:
      'Lackierarbeiten; Spot-Repair; Farbtonmischung; Untergrundvorbereitung; Spritzlackierung; Folierung; Lackschadenanalyse; Arbeitsschutz',
  },
  {
    title: 'Energieberater/in',
    // ESCO: Energieberater/Energieberaterin
    escoIds: ['de74eb4e-c95e-425a-9b3a-7be805ec0321'],
    aliases: 'Energieberater; Energieberaterin; Gebäudeenergieberater; Gebäudeenergieberaterin',
    skills:
      'Energieausweise; Gebäudeenergiegesetz; Wärmebedarfsberechnung; Fördermittelberatung; Thermografie; Sanierungsfahrpläne; Heizungstechnik; Kundenberatung',
  },
  {
    title: 'Chemiker/in',
    // ESCO: Chemiker/Chemikerin
    escoIds: ['0d93706d-32fd-4de3-aa08-be1003e325da'],
    aliases: 'Chemiker; Chemikerin',
    skills:
      'Analytische Chemie; Synthese; Spektroskopie; Chromatografie; Laborleitung; Methodenentwicklung; Qualitätssicherung; Fachpublikationen',
  },
  {
    title: 'Biologe/Biologin',
    // ESCO: Biologe/Biologin
    escoIds: ['eee68e13-8248-43bb-a9fb-959832a6c217'],
    aliases: 'Biologe; Biologin',
    skills:
      'Molekularbiologie; Zellkultur; PCR; Mikroskopie; Statistische Auswertung; Laborarbeit; Wissenschaftliches Schreiben; Probenmanagement',
  },
  {
    title: 'Statistiker/in',
    // ESCO: Statistiker/Statistikerin
    escoIds: ['ac8b3cd1-a127-4e6a-8208-5cfcf7111955'],
    aliases: 'Statistiker; Statistikerin; Mathematiker; Mathematikerin; Aktuar; Aktuarin',
    skills:
      'Statistische Modellierung; Datenanalyse; Stichprobenverfahren; R; Python; SAS; Datenvisualisierung; Ergebnisinterpretation',
  },
  {
    title: 'Fremdsprachenkorrespondent/in',
    // ESCO: Fremdsprachenkorrespondent/Fremdsprachenkorrespondentin
    escoIds: ['c8505fa5-0a33-4143-bd87-f24f569e8813'],
    aliases: 'Fremdsprachenkorrespondent; Fremdsprachenkorrespondentin; Europasekretär; Europasekretärin',
    skills:
      'Fremdsprachliche Korrespondenz; Übersetzungen; Englisch; Französisch; Spanisch; Sekretariatsarbeit; Terminorganisation; MS Office',
  },
  {
    title: 'Masseur/in und medizinische/r Bademeister/in',
    // ESCO: Heilmasseur/Heilmasseurin
    escoIds: ['9487f835-b5a9-4742-8ecf-35520911e28c'],
    aliases: 'Masseur; Masseurin; Medizinischer Bademeister; Medizinische Bademeisterin',
    skills:
      'Klassische Massage; Lymphdrainage; Hydrotherapie; Elektrotherapie; Wärmetherapie; Befunderhebung; Patientenbetreuung; Dokumentation',
  },
];
