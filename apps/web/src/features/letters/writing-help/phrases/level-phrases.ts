import type { PartPhrases } from '../phrase-types';

/**
 * Phrases for an experience level whatever the field: what a school leaver, an experienced
 * professional and a manager each have to show differs more than the trade does.
 */
export const LEVEL_PHRASES: PartPhrases = {
  intro: [
    {
      text: 'im Praktikum bei [Betrieb] habe ich gemerkt, dass mir [Tätigkeit] liegt. Deshalb möchte ich bei {company} als {position} beginnen.',
      levels: ['entry'],
    },
    {
      text: 'nach {yearsInLastJob} als {lastTitle} bei {lastEmployer} suche ich eine Stelle, in der ich [Ziel] erreichen kann: als {position} bei {company}.',
      levels: ['experienced'],
    },
    {
      text: 'als {lastTitle} bei {lastEmployer} führe ich ein Team von [Zahl] Personen. Diese Erfahrung möchte ich als {position} bei {company} einbringen.',
      levels: ['lead'],
    },
  ],
  motivation: [
    {
      text: 'Ihr Ausbildungs- und Einarbeitungsplan zeigt mir, dass ich bei Ihnen von Anfang an Verantwortung lernen kann.',
      levels: ['entry'],
    },
    {
      text: 'Nach {years} Berufserfahrung möchte ich mich in [Bereich] vertiefen; das bietet mir die Stelle als {position}.',
      levels: ['experienced'],
    },
    {
      text: 'Mich reizt, bei {company} [Vorhaben, z. B. einen neuen Standort] aufzubauen und das Team dafür zu entwickeln.',
      levels: ['lead'],
    },
  ],
  qualification: [
    {
      text: 'In der Schule war [Fach] mein stärkstes Fach; im Praktikum habe ich [Aufgabe] selbstständig erledigt.',
      levels: ['entry'],
    },
    {
      text: 'In {yearsInLastJob} als {lastTitle} habe ich [Ergebnis mit Zahl] erreicht; {skill1} setze ich dabei täglich ein.',
      levels: ['experienced'],
    },
    {
      text: 'Mein Team von [Zahl] Personen hat unter meiner Leitung [Ergebnis mit Zahl] erreicht; die Fluktuation sank auf [Zahl] %.',
      levels: ['lead'],
    },
    {
      text: 'Ich habe ein Budget von [Betrag] Euro verantwortet und [Zahl] Einstellungsgespräche geführt.',
      levels: ['lead'],
    },
  ],
  closing: [
    { text: 'Mein Abschluss ist im [Monat Jahr]; danach kann ich sofort beginnen.', levels: ['entry'] },
    {
      text: 'Meine Kündigungsfrist beträgt [Frist]; beginnen kann ich daher zum [Eintrittstermin].',
      levels: ['experienced', 'lead'],
    },
  ],
};
