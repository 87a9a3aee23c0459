import type { CuratedSkillSet } from './types';

/** Management, Marketing, Medien. */
export const MARKETING_MANAGEMENT: readonly CuratedSkillSet[] = [
  {
    title: 'Marketingmanager/in',
    // ESCO: Führungskraft für Marketing
    escoIds: ['6fcf4638-e7c7-4978-9302-9a7b63a3d57c'],
    aliases:
      'Marketingmanager; Marketingmanagerin; Marketing-Manager; Marketingreferent; Marketingreferentin; Marketingleiter; Marketingleiterin',
    skills:
      'Marketingstrategie; Kampagnenplanung; Budgetverantwortung; Marktforschung; Markenführung; Onlinemarketing; Agentursteuerung; Eventmarketing; Google Analytics',
  },
  {
    title: 'Marketingassistent/in',
    // ESCO: Marketingassistent/Marketingassistentin
    escoIds: ['47e81c7f-2d04-4a60-a8ff-9913c36d8344'],
    aliases:
      'Marketingassistent; Marketingassistentin; Marketing-Assistent; Marketingkoordinator; Marketingkoordinatorin',
    skills:
      'Kampagnenbetreuung; Content-Erstellung; Social Media; Messeorganisation; Werbemittelerstellung; Newsletter; Marktrecherche; MS Office; Canva',
  },
  {
    title: 'Online-Marketing-Manager/in',
    // ESCO: Online-Marketingspezialist/Online-Marketingspezialistin
    escoIds: ['356227b9-2263-4dbd-81e9-7dfc6d3f3af7'],
    aliases:
      'Online-Marketing-Manager; Online-Marketing-Managerin; Digital Marketing Manager; Performance Marketing Manager; SEA-Manager',
    skills:
      'Suchmaschinenmarketing; Suchmaschinenoptimierung; Google Ads; Social Media Advertising; E-Mail-Marketing; Conversion-Optimierung; Google Analytics; Content-Marketing; A/B-Tests',
  },
  {
    title: 'Social-Media-Manager/in',
    // ESCO: Online Community Manager/Online Community Managerin
    escoIds: ['137b1d11-c4bc-4016-89ba-45345d4c71f0'],
    aliases:
      'Social-Media-Manager; Social-Media-Managerin; Social Media Manager; Community Manager; Content Creator',
    skills:
      'Content-Planung; Community-Management; Redaktionsplanung; Instagram; LinkedIn; TikTok; Bildbearbeitung; Reichweitenanalyse; Influencer-Marketing',
  },
  {
    title: 'Kaufmann/Kauffrau für Marketingkommunikation',
    // ESCO: Werbefachmann/Werbefachfrau
    escoIds: ['4ebf2dae-c326-4627-befe-fbc91410f432'],
    aliases:
      'Kaufmann für Marketingkommunikation; Kauffrau für Marketingkommunikation; Werbekaufmann; Werbekauffrau',
    skills:
      'Werbekampagnen; Mediaplanung; Kundenbetreuung; Angebotskalkulation; Agenturprozesse; Druckvorstufe; Projektkoordination; MS Office',
  },
  {
    title: 'PR-Referent/in',
    // ESCO: Public-Relations-Manager/Public-Relations-Managerin
    escoIds: ['6cc19251-763b-4de1-b4f7-526c9ff732d2'],
    aliases:
      'PR-Referent; PR-Referentin; Pressesprecher; Pressesprecherin; Referent Unternehmenskommunikation; Referentin Unternehmenskommunikation',
    skills:
      'Pressearbeit; Pressemitteilungen; Medienkontakte; Krisenkommunikation; Interne Kommunikation; Redaktionsarbeit; Social Media; Eventorganisation',
  },
  {
    title: 'Redakteur/in',
    // ESCO: Journalist/Journalistin
    escoIds: ['a47f82d3-4cf7-4abf-bb36-2c8cbad28234'],
    aliases: 'Redakteur; Redakteurin; Journalist; Journalistin; Volontär; Volontärin',
    skills:
      'Recherche; Redaktionsarbeit; Interviewführung; Textredaktion; Online-Journalismus; Content-Management-Systeme; Fotografie; Presserecht',
  },
  {
    title: 'Grafikdesigner/in',
    // ESCO: Grafikdesigner/Grafikdesignerin
    escoIds: ['69bcbb0a-8d80-4ecd-b0a4-9adea2a40de2'],
    aliases:
      'Grafikdesigner; Grafikdesignerin; Grafik-Designer; Kommunikationsdesigner; Kommunikationsdesignerin; Mediengestalter Digital und Print; Mediengestalterin Digital und Print',
    skills:
      'Layoutgestaltung; Corporate Design; Typografie; Bildbearbeitung; Druckvorstufe; Adobe InDesign; Adobe Photoshop; Adobe Illustrator; Figma',
  },
  {
    title: 'Mediengestalter/in Bild und Ton',
    // ESCO: Film- und Videoeditor/Film- und Videoeditorin
    escoIds: ['ac734172-ae9a-41ab-80a0-a7b33694e027'],
    aliases: 'Mediengestalter Bild und Ton; Mediengestalterin Bild und Ton; Videoeditor; Cutter; Cutterin',
    skills:
      'Videoschnitt; Kameraführung; Tonaufnahme; Lichttechnik; Farbkorrektur; Adobe Premiere Pro; DaVinci Resolve; Postproduktion',
  },
  {
    title: 'Fotograf/in',
    // ESCO: Fotograf/Fotografin
    escoIds: ['66542dd6-05a6-4d9e-97ff-3f4858c31ff9'],
    aliases: 'Fotograf; Fotografin',
    skills:
      'Porträtfotografie; Produktfotografie; Lichtsetzung; Bildbearbeitung; Adobe Lightroom; Adobe Photoshop; Studiotechnik; Kundenberatung',
  },
  {
    title: 'Geschäftsführer/in',
    // ESCO: Geschäftsführer/Geschäftsführerin
    escoIds: ['6c3fd65e-2d24-47d8-bc22-9e93512bdcc2'],
    aliases: 'Geschäftsführer; Geschäftsführerin; Geschäftsführung; CEO; Inhaber; Inhaberin',
    skills:
      'Unternehmensführung; Strategieentwicklung; Budgetverantwortung; Personalverantwortung; Vertragsverhandlungen; Controlling; Change Management; Netzwerkaufbau',
  },
  {
    title: 'Teamleiter/in',
    // ESCO: Büroleiter/Büroleiterin
    escoIds: ['6e6839b6-099c-4802-906e-7f2c8203ee69'],
    aliases:
      'Teamleiter; Teamleiterin; Teamleitung; Gruppenleiter; Gruppenleiterin; Abteilungsleiter; Abteilungsleiterin',
    skills:
      'Mitarbeiterführung; Personaleinsatzplanung; Zielvereinbarungen; Mitarbeitergespräche; Prozessoptimierung; Konfliktlösung; Reporting; Budgetverantwortung',
  },
  {
    title: 'Unternehmensberater/in',
    // ESCO: Unternehmensberater/Unternehmensberaterin
    escoIds: ['6a29d804-f775-446c-bec7-35fc4e28ac97'],
    aliases: 'Unternehmensberater; Unternehmensberaterin; Consultant; Berater; Beraterin',
    skills:
      'Prozessanalyse; Strategieberatung; Workshopmoderation; Projektmanagement; Business Cases; Präsentationstechnik; Change Management; MS PowerPoint; MS Excel',
  },
  {
    title: 'Betriebswirt/in',
    // ESCO: Betriebswirtschaftsforscher/Betriebswirtschaftsforscherin
    escoIds: ['12ff7f9c-c5b5-4d4a-b585-c350dd1400eb'],
    aliases:
      'Betriebswirt; Betriebswirtin; Kaufmännischer Angestellter; Kaufmännische Angestellte; Kaufmännische Leitung',
    skills:
      'Betriebswirtschaft; Rechnungswesen; Controlling; Kostenrechnung; Projektmanagement; Personalwirtschaft; Marketing; SAP; MS Office',
  },
  {
    title: 'Eventmanager/in',
    // ESCO: Eventmanager/Eventmanagerin
    escoIds: ['1b38a27d-ef98-4d9f-b1b2-8c109bf47e79'],
    aliases:
      'Eventmanager; Eventmanagerin; Veranstaltungskaufmann; Veranstaltungskauffrau; Eventplaner; Eventplanerin',
    skills:
      'Eventplanung; Budgetplanung; Dienstleistersteuerung; Locationmanagement; Teilnehmermanagement; Veranstaltungstechnik; Vertragsgestaltung; Krisenmanagement',
  },
  {
    title: 'Produktmanager/in',
    // ESCO: Produktleiter/Produktleiterin
    escoIds: ['9f508305-80ce-4111-8722-f2c9b4a44890'],
    aliases: 'Produktmanager; Produktmanagerin; Product Manager; Product Owner',
    skills:
      'Produktstrategie; Marktanalyse; Anforderungsmanagement; Roadmap-Planung; Wettbewerbsanalyse; Preisgestaltung; Produkteinführung; Jira; Scrum',
  },
  {
    title: 'Logistikmanager/in',
    // ESCO: Logistik- und Vertriebsmanager/Logistik- und Vertriebsmanagerin
    escoIds: ['823db06f-25e1-4658-b063-d6ef956b41f5'],
    aliases:
      'Logistikmanager; Logistikmanagerin; Logistikleiter; Logistikleiterin; Leitung Logistik; Supply Chain Manager',
    skills:
      'Supply-Chain-Management; Bestandsmanagement; Transportlogistik; Lagerplanung; Prozessoptimierung; Kennzahlensteuerung; Dienstleistermanagement; SAP MM; Lean Management',
  },
  {
    title: 'Übersetzer/in',
    // ESCO: Übersetzer/Übersetzerin
    escoIds: ['1a07bd7d-2e1d-4930-a84a-1a442b8f2a44'],
    aliases: 'Übersetzer; Übersetzerin; Dolmetscher; Dolmetscherin',
    skills:
      'Fachübersetzung; Lektorat; Terminologiearbeit; Lokalisierung; Dolmetschen; SDL Trados; Englisch; Französisch',
  },
  {
    title: 'Bibliothekar/in',
    // ESCO: Bibliothekar/Bibliothekarin
    escoIds: ['60f7eb23-a7ea-4cbe-98a5-1248291f62d5'],
    aliases:
      'Bibliothekar; Bibliothekarin; Fachangestellter für Medien- und Informationsdienste; Fachangestellte für Medien- und Informationsdienste',
    skills:
      'Katalogisierung; Bestandspflege; Informationsrecherche; Nutzerberatung; Ausleihverbuchung; Bibliothekssoftware; Leseförderung; Veranstaltungsplanung',
  },
];
