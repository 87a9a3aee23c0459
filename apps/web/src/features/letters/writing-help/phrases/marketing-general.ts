import type { PartPhrases } from '../phrase-types';

// Our own wording. Each phrase names a result, a number or a reason; see banned-phrases.ts.

export const MARKETING: PartPhrases = {
  intro: [
    {
      text: 'eine Kampagne ist für mich gelungen, wenn sie messbar mehr Anfragen bringt. Das möchte ich als {position} bei {company} erreichen.',
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} habe ich Inhalte geplant, produziert und ausgewertet. Diese Erfahrung möchte ich bei {company} einsetzen.',
    },
    {
      text: 'seit {years} arbeite ich im Marketing, zuletzt als {lastTitle}. Als {position} bei {company} möchte ich Strategie und Umsetzung verbinden.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'in meinem Studium und Praktikum habe ich erste Kampagnen selbst betreut. Als {position} bei {company} möchte ich darauf aufbauen.',
      levels: ['entry'],
    },
  ],
  motivation: [
    { text: 'Ihre Marke spricht [Zielgruppe] an; ich kenne diese Zielgruppe aus [Erfahrung] gut.' },
    {
      text: 'Mich reizt an {company} [Grund, z. B. die Kampagne zu …]; daran sehe ich, dass dort Ideen umgesetzt werden.',
    },
    {
      text: 'An der Stelle als {position} schätze ich [Aufgabe aus der Anzeige], weil ich dort Ergebnisse direkt messen kann.',
    },
    { text: 'Ich möchte für ein Produkt arbeiten, hinter dem ich stehe; bei {company} ist das [Produkt].' },
  ],
  qualification: [
    {
      text: 'Bei {lastEmployer} habe ich die Reichweite unserer Kanäle in [Zeitraum] um [Zahl] % gesteigert.',
    },
    {
      text: 'Ich arbeite sicher mit {skill1} und {skill2}; zuletzt habe ich damit [Ergebnis, z. B. eine Kampagne mit … Anfragen] erzielt.',
    },
    {
      text: 'Ich habe ein Budget von [Betrag] Euro verantwortet und die Kosten pro Anfrage um [Zahl] % gesenkt.',
    },
    {
      text: 'Texte, Bilder und Videos habe ich für [Zahl] Kanäle selbst produziert und mit {skill3} ausgewertet.',
    },
  ],
  closing: [
    {
      text: 'Zum [Eintrittstermin] kann ich beginnen; meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Jahr.',
    },
    { text: 'Arbeitsproben zeige ich Ihnen gern im Gespräch; einige finden Sie unter [Link].' },
    { text: 'Für ein Gespräch bin ich ab [Datum] erreichbar, gern auch per Video.' },
    {
      text: 'Über die Gelegenheit, Ihnen meine Ideen für [Produkt oder Kanal] vorzustellen, freue ich mich.',
    },
  ],
};

export const GENERAL: PartPhrases = {
  intro: [
    {
      text: 'als {position} bei {company} möchte ich [Aufgabe aus der Anzeige] übernehmen, eine Aufgabe, die ich aus meiner Zeit als {lastTitle} kenne.',
    },
    {
      text: 'in meiner Tätigkeit als {lastTitle} bei {lastEmployer} habe ich [Ergebnis] erreicht. Daran möchte ich als {position} bei {company} anknüpfen.',
    },
    {
      text: 'nach {yearsInLastJob} als {lastTitle} möchte ich bei {company} als {position} Verantwortung für [Bereich] übernehmen.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'im [Monat Jahr] schließe ich meine Ausbildung ab. Als {position} bei {company} möchte ich das Gelernte direkt anwenden.',
      levels: ['entry'],
    },
  ],
  motivation: [
    {
      text: 'An {company} schätze ich [konkreter Grund]; das habe ich durch [Quelle, z. B. ein Gespräch auf der Messe] erfahren.',
    },
    {
      text: 'Mich reizt an der Stelle als {position} [Aufgabe aus der Anzeige], weil ich dort [Grund] kann.',
    },
    { text: 'Ihr Unternehmen steht für [Grund]; dafür möchte ich mit meiner Arbeit einstehen.' },
    {
      text: 'Ich suche eine Stelle, in der ich [Ziel] erreichen kann. Bei {company} sehe ich diese Möglichkeit, weil [Grund].',
    },
  ],
  qualification: [
    {
      text: 'Bei {lastEmployer} habe ich [Ergebnis mit Zahl] erreicht, indem ich [Maßnahme] umgesetzt habe.',
    },
    { text: 'Meine Stärken sind {skill1} und {skill2}; zuletzt habe ich damit [Ergebnis] erreicht.' },
    {
      text: 'Ich habe [Zahl] Kolleginnen und Kollegen eingearbeitet und dafür eine Checkliste erstellt, die heute noch genutzt wird.',
    },
    {
      text: 'Wenn ein Ablauf hakt, verbessere ich ihn: Bei {lastEmployer} habe ich [Ablauf] um [Zeit] verkürzt.',
    },
  ],
  closing: [
    {
      text: 'Zum [Eintrittstermin] kann ich bei Ihnen beginnen; meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Jahr.',
    },
    { text: 'Wie ich Ihr Team unterstützen kann, erläutere ich Ihnen gern in einem persönlichen Gespräch.' },
    { text: 'Für ein Gespräch bin ich ab [Datum] erreichbar, gern auch kurzfristig.' },
    { text: 'Ich freue mich darauf, Sie persönlich kennenzulernen.' },
  ],
};
