import type { CuratedSkillSet } from './types';

/** Gesundheit und Pflege. */
export const HEALTH: readonly CuratedSkillSet[] = [
  {
    title: 'Pflegefachmann/Pflegefachfrau',
    // ESCO: Gesundheits- und Krankenpfleger/Gesundheits- und Krankenschwester
    escoIds: ['87d0795a-d41f-47ee-979f-0ab7d73836e7'],
    aliases:
      'Pflegefachmann; Pflegefachfrau; Pflegefachkraft; Examinierte Pflegekraft; Gesundheits- und Krankenpfleger; Gesundheits- und Krankenpflegerin; Krankenschwester; Krankenpfleger',
    skills:
      'Grundpflege; Behandlungspflege; Pflegedokumentation; Pflegeplanung; Medikamentengabe; Wundversorgung; Vitalzeichenkontrolle; Patientenbeobachtung; Angehörigenberatung; Schichtdienst',
  },
  {
    title: 'Altenpfleger/in',
    // ESCO: Fachkrankenpfleger/Fachkrankenschwester
    escoIds: ['18e14e61-495b-44cc-a7c6-df4c625934ba'],
    aliases: 'Altenpfleger; Altenpflegerin; Altenpflegefachkraft; Pflegefachkraft Altenpflege',
    skills:
      'Grundpflege; Behandlungspflege; Demenzbetreuung; Pflegedokumentation; Biografiearbeit; Medikamentenmanagement; Expertenstandards; Angehörigenarbeit; Palliativpflege',
  },
  {
    title: 'Pflegehelfer/in',
    // ESCO: Pflegehelfer/Pflegehelferin
    escoIds: ['d38c2107-98f2-47b7-8bb4-f69750d51082'],
    aliases:
      'Pflegehelfer; Pflegehelferin; Pflegeassistent; Pflegeassistentin; Altenpflegehelfer; Altenpflegehelferin; Pflegekraft',
    skills:
      'Grundpflege; Mobilisation; Essensreichung; Körperpflege; Betreuung; Pflegedokumentation; Hygienestandards; Schichtbereitschaft',
  },
  {
    title: 'Medizinische/r Fachangestellte/r',
    // ESCO: Medizinischer Fachangestellter/Medizinische Fachangestellte
    escoIds: ['0c041d1e-1841-4acb-b0a1-2c387a61bf65'],
    aliases:
      'Medizinische Fachangestellte; Medizinischer Fachangestellter; MFA; Arzthelferin; Arzthelfer; Praxisassistenz',
    skills:
      'Patientenempfang; Terminvergabe; Blutentnahme; EKG; Impfmanagement; Abrechnung nach EBM und GOÄ; Praxisorganisation; Hygienemanagement; Praxissoftware; Labordiagnostik',
  },
  {
    title: 'Zahnmedizinische/r Fachangestellte/r',
    // ESCO: Zahnmedizinischer Fachangestellter/Zahnmedizinische Fachangestellte
    escoIds: ['bdc74965-1d1a-4f8e-a490-9cf71f494e02'],
    aliases:
      'Zahnmedizinische Fachangestellte; Zahnmedizinischer Fachangestellter; ZFA; Zahnarzthelferin; Zahnarzthelfer; Zahnarztassistenz',
    skills:
      'Stuhlassistenz; Prophylaxe; Röntgen; Instrumentenaufbereitung; Abrechnung nach BEMA und GOZ; Patientenbetreuung; Terminplanung; Hygienemanagement; Praxissoftware',
  },
  {
    title: 'Pharmazeutisch-technische/r Assistent/in',
    // ESCO: Pharmazeutisch-technische Assistent/Pharmazeutisch-technische Assistentin
    escoIds: ['7b74626d-b487-48a1-9e80-47faf9928210'],
    aliases: 'PTA; Pharmazeutisch-technische Assistentin; Pharmazeutisch-technischer Assistent',
    skills:
      'Arzneimittelabgabe; Kundenberatung; Rezepturherstellung; Arzneimittelprüfung; Warenwirtschaft; Rezeptabrechnung; Pharmakologie; Apothekensoftware',
  },
  {
    title: 'Pharmazeutisch-kaufmännische/r Angestellte/r',
    // ESCO: Apothekenverkäufer/Apothekenverkäuferin
    escoIds: ['aa9c6416-6a17-4e2f-a7c4-6d47c205d480'],
    aliases: 'PKA; Pharmazeutisch-kaufmännische Angestellte; Pharmazeutisch-kaufmännischer Angestellter',
    skills:
      'Warenbestellung; Wareneingang; Lagerhaltung; Rezeptabrechnung; Kundenberatung Freiwahl; Warenpräsentation; Apothekensoftware; Preiskalkulation',
  },
  {
    title: 'Apotheker/in',
    // ESCO: Apotheker/Apothekerin
    escoIds: ['7c132147-428b-4ea3-87e1-70f7abb691ce'],
    aliases: 'Apotheker; Apothekerin',
    skills:
      'Pharmazeutische Beratung; Arzneimittelsicherheit; Rezepturherstellung; Medikationsanalyse; Apothekenleitung; Betäubungsmittelrecht; Qualitätsmanagement; Mitarbeiterführung',
  },
  {
    title: 'Arzt/Ärztin',
    // ESCO: Arzt für Allgemeinmedizin/Ärztin für Allgemeinmedizin
    escoIds: ['71f09c8b-a172-408c-b9e7-32e580e39ff6'],
    aliases:
      'Arzt; Ärztin; Assistenzarzt; Assistenzärztin; Allgemeinmediziner; Allgemeinmedizinerin; Facharzt; Fachärztin',
    skills:
      'Anamnese; Diagnostik; Therapieplanung; Notfallmedizin; Ultraschall; Patientenaufklärung; Arztbriefe; Interdisziplinäre Zusammenarbeit',
  },
  {
    title: 'Physiotherapeut/in',
    // ESCO: Physiotherapeut/Physiotherapeutin
    escoIds: ['006cc1f9-2841-41c3-991a-dc3f2f3bd533'],
    aliases: 'Physiotherapeut; Physiotherapeutin; Krankengymnast; Krankengymnastin',
    skills:
      'Krankengymnastik; Manuelle Therapie; Lymphdrainage; Befunderhebung; Trainingstherapie; Bobath; Massage; Therapiedokumentation',
  },
  {
    title: 'Ergotherapeut/in',
    // ESCO: Ergotherapeut/Ergotherapeutin
    escoIds: ['33da5532-8c4e-4d1b-b52e-c201ee1bc7ab'],
    aliases: 'Ergotherapeut; Ergotherapeutin',
    skills:
      'Befunderhebung; Motorisch-funktionelle Therapie; Hirnleistungstraining; Handtherapie; Hilfsmittelberatung; Alltagstraining; Therapiedokumentation; Elternberatung',
  },
  {
    title: 'Logopäde/Logopädin',
    // ESCO: Logopäde/Logopädin
    escoIds: ['8021f3a2-e3de-43c0-b366-075da74dc5b7'],
    aliases: 'Logopäde; Logopädin; Sprachtherapeut; Sprachtherapeutin',
    skills:
      'Sprachtherapie; Stimmtherapie; Schlucktherapie; Diagnostik; Elternberatung; Therapieplanung; Therapiedokumentation; Einfühlungsvermögen',
  },
  {
    title: 'Notfallsanitäter/in',
    // ESCO: Notfallsanitäter/Notfallsanitäterin
    escoIds: ['0b5dfc02-b825-4445-811d-d39ed442657e'],
    aliases:
      'Notfallsanitäter; Notfallsanitäterin; Rettungssanitäter; Rettungssanitäterin; Rettungsassistent; Rettungsassistentin',
    skills:
      'Notfallversorgung; Reanimation; Patiententransport; Medikamentengabe nach SOP; Einsatzdokumentation; Medizingeräte; Führerschein Klasse C1; Stressresistenz',
  },
  {
    title: 'Medizinisch-technische/r Laboratoriumsassistent/in',
    // ESCO: Medizinisch-technischer Laborassistent/Medizinisch-technische Laborassistentin
    escoIds: ['0044c991-c26f-4261-a213-4bd1c0564a4c'],
    aliases:
      'MTLA; MTL; Medizinische Technologin für Laboratoriumsanalytik; Medizinischer Technologe für Laboratoriumsanalytik; Laborassistent; Laborassistentin',
    skills:
      'Labordiagnostik; Hämatologie; Klinische Chemie; Mikrobiologie; Qualitätskontrolle; Probenvorbereitung; Laborinformationssystem; Gerätewartung',
  },
  {
    title: 'Medizinisch-technische/r Radiologieassistent/in',
    // ESCO: Medizinisch-technischer Assistent für radiologische Diagnostik/Medizinisch-technische Assistentin für radiologische Diagnostik
    escoIds: ['7d092380-1c2e-48fe-81de-0d191b4e96d6'],
    aliases:
      'MTRA; MTR; Medizinische Technologin für Radiologie; Medizinischer Technologe für Radiologie; Radiologieassistent; Radiologieassistentin',
    skills:
      'Röntgendiagnostik; Computertomografie; Magnetresonanztomografie; Strahlenschutz; Patientenbetreuung; Nuklearmedizin; Bildnachbearbeitung; RIS und PACS',
  },
  {
    title: 'Heilerziehungspfleger/in',
    // ESCO: Sozialbetreuer Behindertenbetreuung/Sozialbetreuerin Behindertenbetreuung
    escoIds: ['9c55aa23-e3f2-4c00-8c90-5ed5204951a3'],
    aliases: 'Heilerziehungspfleger; Heilerziehungspflegerin; Heilerziehungspflege',
    skills:
      'Assistenz im Alltag; Grundpflege; Förderplanung; Tagesstrukturierung; Freizeitgestaltung; Unterstützte Kommunikation; Dokumentation; Angehörigenarbeit',
  },
  {
    title: 'Hebamme/Entbindungspfleger',
    // ESCO: Hebamme/Entbindungspfleger
    escoIds: ['95cda6a9-a70a-4a93-9442-11d573cb4a02'],
    aliases: 'Hebamme; Entbindungspfleger',
    skills:
      'Geburtshilfe; Schwangerenvorsorge; Wochenbettbetreuung; Stillberatung; Geburtsvorbereitungskurse; CTG-Auswertung; Notfallmanagement; Dokumentation',
  },
  {
    title: 'Kosmetiker/in',
    // ESCO: Kosmetiker/Kosmetikerin
    escoIds: ['a1e1a788-2352-4172-8fcf-1f985a6968b0'],
    aliases: 'Kosmetiker; Kosmetikerin; Kosmetikfachkraft; Nageldesigner; Nageldesignerin',
    skills:
      'Gesichtsbehandlung; Hautanalyse; Maniküre; Pediküre; Make-up; Haarentfernung; Kundenberatung; Produktverkauf; Hygiene',
  },
  {
    title: 'Zahntechniker/in',
    // ESCO: Zahntechniker/Zahntechnikerin
    escoIds: ['76bded28-876a-40b2-9efb-3123c8f14cf6'],
    aliases: 'Zahntechniker; Zahntechnikerin',
    skills:
      'Kronen und Brücken; Prothetik; Modellherstellung; Keramikverblendung; CAD/CAM; Kunststofftechnik; Qualitätskontrolle; Feinmotorik',
  },
  {
    title: 'Tiermedizinische/r Fachangestellte/r',
    // ESCO: tiermedizinischer Fachangestellter/tiermedizinische Fachangestellte
    escoIds: ['99ebf2c2-1811-4c77-b2e6-7008cba29ea0'],
    aliases:
      'Tiermedizinische Fachangestellte; Tiermedizinischer Fachangestellter; TFA; Tierarzthelferin; Tierarzthelfer',
    skills:
      'Assistenz bei Operationen; Röntgen; Labordiagnostik; Patientenbetreuung; Narkoseüberwachung; Praxisorganisation; Abrechnung nach GOT; Tierhaltung',
  },
  {
    title: 'Psychologe/Psychologin',
    // ESCO: Psychologe/Psychologin
    escoIds: ['52ded7d7-11df-42e3-b90a-d7f4b70fb4b9'],
    aliases: 'Psychologe; Psychologin; Psychotherapeut; Psychotherapeutin',
    skills:
      'Psychologische Diagnostik; Gesprächsführung; Verhaltenstherapie; Krisenintervention; Gutachtenerstellung; Gruppentherapie; Beratung; Dokumentation',
  },
  {
    title: 'Diätassistent/in',
    // ESCO: Diätologe/Diätologin
    escoIds: ['8a53f8d3-d995-4c7b-a70d-d79f76bdcb3f'],
    aliases: 'Diätassistent; Diätassistentin; Ernährungsberater; Ernährungsberaterin',
    skills:
      'Ernährungsberatung; Diätetik; Speiseplanung; Ernährungstherapie; Schulungen; Lebensmittelkunde; Kostformen; Dokumentation',
  },
  {
    title: 'Alltagsbegleiter/in',
    // ESCO: Sozialbetreuer Betreuungseinrichtung/Sozialbetreuerin Betreuungseinrichtung
    escoIds: ['81309031-dad2-4a7a-bde6-7f6e518f89ff'],
    aliases:
      'Alltagsbegleiter; Alltagsbegleiterin; Betreuungskraft; Betreuungsassistent; Betreuungsassistentin; Seniorenbetreuer; Seniorenbetreuerin',
    skills:
      'Seniorenbetreuung; Beschäftigungsangebote; Gedächtnistraining; Begleitung im Alltag; Demenzbetreuung; Gesprächsführung; Dokumentation; Empathie',
  },
];
