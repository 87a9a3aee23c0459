import type { PartPhrases } from '../phrase-types';

// Our own wording. Each phrase names a result, a number or a reason; see banned-phrases.ts.

export const CARE: PartPhrases = {
  intro: [
    {
      text: 'gute Pflege braucht Zeit für den Menschen und einen klaren Kopf im Stationsalltag. Beides möchte ich als {position} bei {company} einbringen.',
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} habe ich Patientinnen und Patienten durch schwierige Wochen begleitet. Diese Arbeit möchte ich bei {company} fortsetzen.',
    },
    {
      text: 'seit {years} arbeite ich in der Pflege, zuletzt als {lastTitle}. Bei {company} möchte ich als {position} Verantwortung übernehmen.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'in meinen Praxiseinsätzen habe ich erlebt, wie viel eine aufmerksame Pflegekraft bewirkt. Nach meinem Abschluss möchte ich als {position} bei {company} beginnen.',
      levels: ['entry'],
    },
  ],
  motivation: [
    {
      text: '{company} arbeitet mit [Konzept, z. B. Bezugspflege]; so möchte ich Pflege gestalten, weil Patienten dort feste Ansprechpartner haben.',
    },
    { text: 'Mich reizt der Bereich [Station oder Fachgebiet], weil ich dort [Grund] kann.' },
    {
      text: 'Ihr Haus ist mir durch [Einsatz, Empfehlung, Fortbildung] bekannt; die Art, wie dort im Team übergeben wird, hat mich überzeugt.',
    },
    {
      text: 'Die Einarbeitung, die Sie beschreiben, zeigt mir, dass neue Kolleginnen und Kollegen bei Ihnen ernst genommen werden.',
    },
  ],
  qualification: [
    {
      text: 'Auf meiner Station habe ich pro Schicht bis zu [Zahl] Patientinnen und Patienten versorgt und die Dokumentation vollständig geführt.',
    },
    {
      text: 'Ich bin sicher in {skill1} und {skill2}; zuletzt habe ich [Ergebnis, z. B. neue Kolleginnen eingearbeitet].',
    },
    {
      text: 'Bei {lastEmployer} habe ich die Sturzprophylaxe auf meinem Bereich mit eingeführt; die Zahl der Stürze ging um [Zahl] % zurück.',
    },
    {
      text: 'Auch in Notfällen bleibe ich ruhig: Ich habe [Zahl] Reanimationen begleitet und die Übergabe an den Notdienst übernommen.',
    },
  ],
  closing: [
    {
      text: 'Zum [Eintrittstermin] kann ich bei Ihnen beginnen; gern komme ich vorher zu einer Hospitation auf die Station.',
    },
    { text: 'Wie ich in Ihrem Team arbeiten würde, zeige ich Ihnen gern bei einem Hospitationstag.' },
    { text: 'Für ein Gespräch bin ich ab [Datum] erreichbar, auch nach meinem Dienst am Nachmittag.' },
    {
      text: 'Meine Gehaltsvorstellung orientiert sich an [Tarif, z. B. TVöD P8]; beginnen kann ich zum [Eintrittstermin].',
    },
  ],
};

export const SOCIAL: PartPhrases = {
  intro: [
    {
      text: 'Kinder lernen am besten, wenn jemand ihre Fragen ernst nimmt. So möchte ich als {position} bei {company} arbeiten.',
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} habe ich eine Gruppe von [Zahl] Kindern begleitet. Diese Erfahrung möchte ich bei {company} einbringen.',
    },
    {
      text: 'seit {years} arbeite ich pädagogisch, zuletzt als {lastTitle}. Als {position} bei {company} möchte ich mehr Verantwortung übernehmen.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'in meinem Anerkennungsjahr habe ich erlebt, wie viel verlässliche Bezugspersonen bewirken. Als {position} bei {company} möchte ich eine davon sein.',
      levels: ['entry'],
    },
  ],
  motivation: [
    {
      text: 'Ihr Konzept [z. B. offene Arbeit, Waldtage] entspricht meiner Arbeitsweise, weil Kinder dort selbst entscheiden dürfen.',
    },
    {
      text: 'An {company} schätze ich [Grund, z. B. die Zusammenarbeit mit den Familien]; daran möchte ich mitwirken.',
    },
    { text: 'Mich reizt die Arbeit mit [Altersgruppe oder Zielgruppe], weil ich dort [Grund] kann.' },
    { text: 'Die Fortbildungen, die Sie anbieten, passen zu meinem Ziel, mich in [Bereich] zu vertiefen.' },
  ],
  qualification: [
    { text: 'Bei {lastEmployer} habe ich [Zahl] Entwicklungsgespräche mit Eltern vorbereitet und geführt.' },
    { text: 'Ich habe ein Projekt zu [Thema] geplant und mit [Zahl] Kindern über [Zeitraum] durchgeführt.' },
    {
      text: 'Meine Schwerpunkte sind {skill1} und {skill2}; die Beobachtungen dokumentiere ich nach [Verfahren].',
    },
    {
      text: 'Die Eingewöhnung neuer Kinder habe ich nach dem Berliner Modell begleitet; alle [Zahl] Eingewöhnungen im letzten Jahr gelangen ohne Abbruch.',
    },
  ],
  closing: [
    {
      text: 'Zum [Eintrittstermin] kann ich bei Ihnen beginnen; gern lerne ich Ihre Einrichtung vorher bei einer Hospitation kennen.',
    },
    { text: 'Wie ich mit Ihrer Gruppe arbeiten würde, erzähle ich Ihnen gern in einem Gespräch.' },
    {
      text: 'Für ein Gespräch bin ich ab [Datum] erreichbar; meine Gehaltsvorstellung richtet sich nach [Tarif].',
    },
    { text: 'Ich freue mich darauf, Ihr Team und die Kinder kennenzulernen.' },
  ],
};

export const HOSPITALITY: PartPhrases = {
  intro: [
    {
      text: 'Gäste merken sich, wie sie empfangen wurden. Dafür möchte ich als {position} bei {company} sorgen.',
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} habe ich an vollen Abenden bis zu [Zahl] Gäste betreut. Diese Erfahrung möchte ich bei {company} einsetzen.',
    },
    {
      text: 'seit {years} arbeite ich in der Gastronomie, zuletzt als {lastTitle}. Als {position} bei {company} möchte ich den nächsten Schritt gehen.',
      levels: ['experienced', 'lead'],
    },
    {
      text: 'in meiner Ausbildung habe ich Küche, Service und Empfang kennengelernt. Als {position} bei {company} möchte ich nun fest anfangen.',
      levels: ['entry'],
    },
  ],
  motivation: [
    {
      text: 'Ihre Küche setzt auf [Grund, z. B. regionale Zutaten]; so möchte ich arbeiten, weil Gäste den Unterschied schmecken.',
    },
    {
      text: 'Ich war selbst Gast bei {company} und habe [Erlebnis] erlebt; in so einem Haus möchte ich arbeiten.',
    },
    {
      text: 'Mich reizt an der Stelle als {position} [Aufgabe aus der Anzeige], weil ich dort eigene Ideen umsetzen kann.',
    },
    {
      text: 'An {company} schätze ich [Grund, z. B. die feste Dienstplanung]; das zeigt mir, dass das Team dort zählt.',
    },
  ],
  qualification: [
    {
      text: 'Bei {lastEmployer} habe ich pro Schicht bis zu [Zahl] Gedecke verantwortet, ohne dass Bestellungen verloren gingen.',
    },
    {
      text: 'Ich beherrsche {skill1} und {skill2}; zuletzt habe ich [Ergebnis, z. B. eine neue Karte mitentwickelt].',
    },
    {
      text: 'HACCP und Hygieneschulung sind für mich Alltag; unsere letzte Kontrolle verlief ohne Beanstandung.',
    },
    {
      text: 'Bei Banketten mit bis zu [Zahl] Personen habe ich den Ablauf im Service geplant und umgesetzt.',
    },
  ],
  closing: [
    {
      text: 'Zum [Eintrittstermin] kann ich beginnen; gern zeige ich Ihnen mein Können bei einem Probearbeiten.',
    },
    { text: 'Wie ich in Ihrem Team arbeite, zeige ich Ihnen am liebsten bei einem Probetag.' },
    { text: 'Ich bin ab [Datum] verfügbar, auch an Wochenenden und Feiertagen.' },
    {
      text: 'Meine Gehaltsvorstellung liegt bei [Betrag] Euro brutto im Monat; über einen Termin für ein Gespräch freue ich mich.',
    },
  ],
};
