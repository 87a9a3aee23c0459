import type { PartPhrases } from '../phrase-types';

// Our own wording. Each phrase names a result, a number or a reason; see banned-phrases.ts.

export const OFFICE: PartPhrases = {
  intro: [
    {
      text: 'als {position} bei {company} möchte ich dafür sorgen, dass Anfragen, Termine und Akten nicht liegen bleiben.',
    },
    {
      text: 'in Ihrer Verwaltung suchen Sie eine Person, die Abläufe ordnet, bevor sie zum Problem werden. Genau das habe ich als {lastTitle} bei {lastEmployer} getan.',
    },
    {
      text: 'in {yearsInLastJob} als {lastTitle} habe ich gelernt, ein Büro am Laufen zu halten. Diese Erfahrung möchte ich als {position} bei {company} einbringen.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'meine Ausbildung hat mir gezeigt, wie viel ein gut organisiertes Büro für ein ganzes Unternehmen leistet. Als {position} bei {company} möchte ich daran mitarbeiten.',
      levels: ['entry'],
    },
  ],
  motivation: [
    {
      text: '{company} wächst, und mit jedem neuen Kunden wachsen die Vorgänge. Ich möchte die Verwaltung so aufstellen, dass sie mitwächst.',
    },
    {
      text: 'Mich reizt an der Stelle als {position}, dass ich [Aufgabe aus der Anzeige] selbstständig verantworten kann.',
    },
    {
      text: 'Ich arbeite gern dort, wo meine Ordnung anderen Zeit spart: Bei {company} wären das [Abteilung oder Team].',
    },
    {
      text: 'Ihr Unternehmen kenne ich als [Kunde, Nachbar, aus der Presse]; deshalb weiß ich, wie viel dort von einer verlässlichen Verwaltung abhängt.',
    },
  ],
  qualification: [
    {
      text: 'Als {lastTitle} bei {lastEmployer} habe ich pro Woche rund [Zahl] Vorgänge bearbeitet, vom Posteingang bis zur Ablage.',
    },
    {
      text: 'Mit {skill1} und {skill2} arbeite ich täglich; zuletzt habe ich damit [Ergebnis, z. B. eine Wiedervorlage eingeführt].',
    },
    {
      text: 'Ich habe die Terminplanung für [Zahl] Kolleginnen und Kollegen übernommen und Doppelbuchungen so gut wie abgeschafft.',
    },
    {
      text: 'Die Ablage bei {lastEmployer} habe ich auf ein digitales System umgestellt; Unterlagen sind seitdem in [Zeit] statt [Zeit] auffindbar.',
    },
  ],
  closing: [
    {
      text: 'Ich kann die Stelle zum [Eintrittstermin] antreten und erzähle Ihnen gern im Gespräch, wie ich Ihre Abläufe unterstützen würde.',
    },
    { text: 'Welche Vorgänge bei Ihnen zuerst Ordnung brauchen, bespreche ich gern mit Ihnen persönlich.' },
    { text: 'Für ein Gespräch bin ich ab [Datum] erreichbar, gern auch kurzfristig per Telefon.' },
    {
      text: 'Meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Jahr; eintreten kann ich zum [Eintrittstermin].',
    },
  ],
};

export const FINANCE: PartPhrases = {
  intro: [
    {
      text: 'Zahlen, die stimmen, und Abschlüsse, die pünktlich stehen: Dafür möchte ich als {position} bei {company} sorgen.',
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} habe ich gelernt, dass saubere Buchhaltung Entscheidungen erst möglich macht. Diese Arbeit möchte ich bei {company} fortsetzen.',
    },
    {
      text: 'seit {years} arbeite ich in der Buchhaltung und kenne den Monatsabschluss aus eigener Verantwortung. Als {position} bei {company} möchte ich diese Erfahrung einsetzen.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'in meiner Ausbildung habe ich Kreditoren, Debitoren und den Monatsabschluss kennengelernt. Bei {company} möchte ich als {position} darauf aufbauen.',
      levels: ['entry'],
    },
  ],
  motivation: [
    {
      text: 'An {company} schätze ich [Grund, z. B. die Branche oder die Größe]; dort hat eine klare Zahlenbasis direkten Einfluss auf das Geschäft.',
    },
    {
      text: 'Die Stelle als {position} verbindet laufende Buchhaltung mit [Aufgabe aus der Anzeige]; genau diese Mischung suche ich.',
    },
    {
      text: 'Ich möchte in einem Team arbeiten, in dem Abschlüsse nicht nur erstellt, sondern auch erklärt werden.',
    },
    {
      text: 'Mich interessiert, wie {company} [Vorhaben, z. B. die Umstellung auf ein neues System] angeht; dabei möchte ich mitwirken.',
    },
  ],
  qualification: [
    {
      text: 'Bei {lastEmployer} habe ich monatlich rund [Zahl] Eingangsrechnungen geprüft und gebucht, mit {skill1} als Werkzeug.',
    },
    {
      text: 'Den Monatsabschluss habe ich von [Zahl] auf [Zahl] Arbeitstage verkürzt, indem ich [Maßnahme] eingeführt habe.',
    },
    {
      text: 'Mit {skill1}, {skill2} und {skill3} arbeite ich sicher; offene Posten kläre ich, bevor sie ins Mahnwesen gehen.',
    },
    {
      text: 'Ich habe [Zahl] Jahresabschlüsse vorbereitet und die Unterlagen für die Prüfung ohne Nachforderung übergeben.',
    },
  ],
  closing: [
    {
      text: 'Ich kann zum [Eintrittstermin] beginnen; meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Jahr.',
    },
    {
      text: 'Wie ich Ihren Abschluss unterstützen kann, erläutere ich Ihnen gern in einem persönlichen Gespräch.',
    },
    {
      text: 'Fragen zu meinen bisherigen Abschlüssen beantworte ich gern im Gespräch, ab [Datum] auch kurzfristig.',
    },
    { text: 'Über einen Termin, an dem wir Ihre Anforderungen im Detail besprechen, freue ich mich.' },
  ],
};

export const RETAIL: PartPhrases = {
  intro: [
    {
      text: 'Kundinnen und Kunden kommen wieder, wenn sie gut beraten wurden. Das möchte ich als {position} bei {company} erreichen.',
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} habe ich jeden Tag verkauft, beraten und die Fläche betreut. Diese Erfahrung möchte ich bei {company} einsetzen.',
    },
    {
      text: 'seit {years} stehe ich im Verkauf und kenne Umsatzziele aus eigener Verantwortung. Als {position} bei {company} möchte ich sie weiter übertreffen.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'im Nebenjob an der Kasse habe ich gemerkt, wie gern ich mit Kundschaft arbeite. Als {position} bei {company} möchte ich daraus einen Beruf machen.',
      levels: ['entry'],
    },
  ],
  motivation: [
    {
      text: 'Ich kaufe selbst bei {company} ein und schätze [Grund, z. B. das Sortiment oder die Beratung]; dafür möchte ich künftig selbst stehen.',
    },
    {
      text: 'An der Stelle als {position} reizt mich [Aufgabe aus der Anzeige], weil ich dort den Erfolg meiner Arbeit direkt am Umsatz sehe.',
    },
    { text: 'Ihr Sortiment an [Produkte] kenne ich gut; Kundschaft dazu zu beraten, macht mir Freude.' },
    {
      text: 'Mich überzeugt, dass {company} [Grund, z. B. auf Beratung statt Rabatte setzt]; so möchte ich verkaufen.',
    },
  ],
  qualification: [
    { text: 'Bei {lastEmployer} habe ich den Umsatz meines Bereichs in [Zeitraum] um [Zahl] % gesteigert.' },
    {
      text: 'Ich berate täglich rund [Zahl] Kundinnen und Kunden und kenne mich mit {skill1} und {skill2} aus.',
    },
    {
      text: 'Warenannahme, Bestellung und Inventur habe ich eigenständig verantwortet; die Inventurdifferenz lag zuletzt bei [Zahl] %.',
    },
    {
      text: 'Reklamationen löse ich am Tresen: Bei {lastEmployer} wurden [Zahl] von zehn Fällen ohne Rückfrage an die Filialleitung erledigt.',
    },
  ],
  closing: [
    {
      text: 'Zum [Eintrittstermin] kann ich bei Ihnen beginnen; gern komme ich auch zu einem Probearbeitstag.',
    },
    { text: 'Wie ich Ihre Kundschaft berate, zeige ich Ihnen gern bei einem Probetag in der Filiale.' },
    {
      text: 'Für ein Gespräch bin ich ab [Datum] erreichbar; meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Monat.',
    },
    { text: 'Ich freue mich darauf, Sie und Ihr Team persönlich kennenzulernen.' },
  ],
};
