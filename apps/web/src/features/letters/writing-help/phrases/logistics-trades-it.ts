import type { PartPhrases } from '../phrase-types';

// Our own wording. Each phrase names a result, a number or a reason; see banned-phrases.ts.

export const LOGISTICS: PartPhrases = {
  intro: [
    {
      text: 'Ware, die pünktlich und vollständig ankommt, ist das Ziel jeder Schicht. Dafür möchte ich als {position} bei {company} sorgen.',
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} habe ich Wareneingang, Kommissionierung und Versand kennengelernt. Diese Erfahrung möchte ich bei {company} einsetzen.',
    },
    {
      text: 'seit {years} arbeite ich im Lager, zuletzt als {lastTitle}. Als {position} bei {company} möchte ich Abläufe mitgestalten.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'in meiner Ausbildung habe ich gelernt, wie ein Lager vom Wareneingang bis zum Versand funktioniert. Als {position} bei {company} möchte ich das im Alltag zeigen.',
      levels: ['entry'],
    },
  ],
  motivation: [
    {
      text: '{company} liefert [Produkte oder Kunden]; ich möchte dort arbeiten, wo jede Lieferung direkt beim Kunden ankommt.',
    },
    {
      text: 'Ihr Standort in [Ort] ist für mich gut erreichbar, und die Schichtzeiten passen zu meiner Planung.',
    },
    { text: 'Mich reizt die Arbeit mit [System oder Technik, z. B. einem automatischen Kleinteilelager].' },
    {
      text: 'An der Stelle als {position} schätze ich, dass ich [Aufgabe aus der Anzeige] selbst verantworten kann.',
    },
  ],
  qualification: [
    {
      text: 'Bei {lastEmployer} habe ich pro Schicht rund [Zahl] Positionen kommissioniert, mit einer Fehlerquote unter [Zahl] %.',
    },
    { text: 'Ich besitze den Staplerschein und arbeite sicher mit {skill1} und {skill2}.' },
    {
      text: 'Im Wareneingang habe ich Lieferungen geprüft und Abweichungen dokumentiert; Reklamationen beim Lieferanten wurden so in [Zeit] geklärt.',
    },
    { text: 'Die Inventur meines Bereichs habe ich [Zahl] Mal verantwortet, zuletzt ohne Differenz.' },
  ],
  closing: [
    { text: 'Zum [Eintrittstermin] kann ich beginnen; Früh-, Spät- und Nachtschicht sind für mich möglich.' },
    { text: 'Gern zeige ich Ihnen bei einem Probearbeitstag, wie ich arbeite.' },
    {
      text: 'Meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Monat; für ein Gespräch bin ich ab [Datum] erreichbar.',
    },
    { text: 'Ich freue mich auf ein Gespräch mit Ihnen und Ihrer Lagerleitung.' },
  ],
};

export const TRADES: PartPhrases = {
  intro: [
    {
      text: 'eine Anlage, die nach meiner Arbeit zuverlässig läuft, ist mein Maßstab. Diesen Anspruch möchte ich als {position} bei {company} einbringen.',
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} habe ich Aufträge von der Planung bis zur Abnahme begleitet. Diese Erfahrung möchte ich bei {company} einsetzen.',
    },
    {
      text: 'seit {years} arbeite ich im Handwerk, zuletzt als {lastTitle}. Als {position} bei {company} möchte ich mehr Verantwortung auf der Baustelle übernehmen.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'meine Gesellenprüfung lege ich im [Monat Jahr] ab. Danach möchte ich als {position} bei {company} in den Beruf starten.',
      levels: ['entry'],
    },
  ],
  motivation: [
    {
      text: '{company} ist in der Region für [Grund, z. B. anspruchsvolle Sanierungen] bekannt; an solchen Aufträgen möchte ich arbeiten.',
    },
    {
      text: 'Mich reizt, dass ich bei Ihnen mit [Technik oder Material] arbeiten kann, das ich bisher nur aus Schulungen kenne.',
    },
    {
      text: 'An der Stelle als {position} schätze ich [Aufgabe aus der Anzeige], weil ich dort Aufträge selbstständig abschließen kann.',
    },
    {
      text: 'Ihr Betrieb bildet Meisterinnen und Meister aus dem eigenen Team weiter; dieser Weg passt zu meinem Ziel.',
    },
  ],
  qualification: [
    {
      text: 'Bei {lastEmployer} habe ich [Zahl] Aufträge pro Monat selbstständig ausgeführt, vom Aufmaß bis zur Übergabe an den Kunden.',
    },
    {
      text: 'Ich arbeite sicher mit {skill1} und {skill2}; zuletzt habe ich [Ergebnis, z. B. eine Anlage in Betrieb genommen].',
    },
    {
      text: 'Fehler finde ich systematisch: Die Ausfallzeit unserer [Anlage] habe ich durch [Maßnahme] um [Zahl] % gesenkt.',
    },
    { text: 'Ich habe [Zahl] Auszubildende angeleitet und bei ihrer Zwischenprüfung begleitet.' },
  ],
  closing: [
    {
      text: 'Zum [Eintrittstermin] kann ich bei Ihnen anfangen; einen Führerschein der Klasse [Klasse] besitze ich.',
    },
    { text: 'Gern zeige ich Ihnen bei einem Probearbeitstag, wie ich arbeite.' },
    {
      text: 'Meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Monat; für ein Gespräch bin ich ab [Datum] erreichbar.',
    },
    { text: 'Über einen Termin, an dem ich Ihren Betrieb kennenlernen kann, freue ich mich.' },
  ],
};

export const IT: PartPhrases = {
  intro: [
    {
      text: 'Software, die Menschen im Alltag wirklich nutzen, ist das, woran ich am liebsten arbeite. Als {position} bei {company} möchte ich daran mitbauen.',
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} habe ich mit {skill1} Anwendungen entwickelt, die heute [Zahl] Menschen nutzen. Diese Erfahrung möchte ich bei {company} einsetzen.',
    },
    {
      text: 'seit {years} entwickle ich Software, zuletzt als {lastTitle}. Als {position} bei {company} möchte ich Architektur und Qualität mitverantworten.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'in meinem Studium und in eigenen Projekten habe ich mit {skill1} gearbeitet. Als {position} bei {company} möchte ich nun im Team Produkte liefern.',
      levels: ['entry'],
    },
  ],
  motivation: [
    { text: 'Ihr Produkt [Name] nutze ich selbst; mich reizt, die Probleme dahinter zu lösen.' },
    {
      text: 'An {company} schätze ich [Grund, z. B. Code-Reviews und automatisierte Tests]; so arbeite ich am liebsten.',
    },
    { text: 'Mich reizt Ihr Vorhaben, [Vorhaben aus der Anzeige]; dazu kann ich mit {skill2} beitragen.' },
    {
      text: 'Die Stelle als {position} verbindet Entwicklung mit [Aufgabe aus der Anzeige]; genau diese Mischung suche ich.',
    },
  ],
  qualification: [
    {
      text: 'Bei {lastEmployer} habe ich die Ladezeit unserer Anwendung von [Zeit] auf [Zeit] gesenkt, mit {skill1} und {skill2}.',
    },
    {
      text: 'Ich habe [Zahl] Releases mit automatisierten Tests und Continuous Integration ausgeliefert; die Zahl der Fehler nach dem Release sank um [Zahl] %.',
    },
    {
      text: 'Ich beherrsche {skill1}, {skill2} und {skill3}; mein letztes Projekt war [Projekt, kurz mit Ergebnis].',
    },
    {
      text: 'Neue Kolleginnen und Kollegen habe ich in unsere Codebasis eingearbeitet und dafür eine Dokumentation aufgebaut.',
    },
  ],
  closing: [
    {
      text: 'Zum [Eintrittstermin] kann ich beginnen; meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Jahr.',
    },
    { text: 'Gern zeige ich Ihnen im Gespräch Code aus meinem letzten Projekt.' },
    { text: 'Für ein Gespräch, auch per Video, bin ich ab [Datum] erreichbar.' },
    { text: 'Über eine technische Aufgabe oder ein Gespräch mit Ihrem Team freue ich mich.' },
  ],
};
