import { type Said, said } from './said';
import { pattern, stem, word } from './words';

/** A known hidden code: a phrase that sounds friendly and signals a problem to a reader in the know. */
export type HiddenCode = { test: RegExp; phrase: string; meaning: Said; penalty: number };

const code = (source: string, phrase: string, de: string, en: string, penalty = 0.4): HiddenCode => ({
  test: pattern(source),
  phrase,
  meaning: said(de, en),
  penalty,
});

/** Ordered from the more specific to the more general, so that one phrase is named once. */
export const HIDDEN_CODES: HiddenCode[] = [
  code(
    `${stem('geselligkeit')}.*betriebsklima|betriebsklima.*${stem('geselligkeit')}`,
    'Geselligkeit … Betriebsklima',
    'Deutet auf Alkohol am Arbeitsplatz hin.',
    'Hints at drinking at work.',
    0.6,
  ),
  code(
    `(?:verbesserung|förderung) des betriebsklimas`,
    'trug zur Verbesserung des Betriebsklimas bei',
    'Deutet auf Alkohol am Arbeitsplatz oder auf viel Plauderei statt Arbeit hin.',
    'Hints at drinking at work or at more chatting than working.',
    0.6,
  ),
  code(
    stem('gesellig'),
    'gesellig',
    'Deutet auf Alkohol oder auf Feiern während der Arbeitszeit hin.',
    'Hints at drinking or partying during working hours.',
    0.6,
  ),
  code(
    `${stem('einfühlungsvermögen')}.*(?:belange|belegschaft)`,
    'Einfühlungsvermögen für die Belange der Belegschaft',
    'Deutet auf unerwünschte Annäherungen an Kolleginnen oder Kollegen hin.',
    'Hints at unwanted advances towards colleagues.',
    0.8,
  ),
  code(
    `(?:interessen|belange) der (?:kolleg|belegschaft|mitarbeiter)\\p{L}*.*eingesetzt|eingesetzt.*(?:interessen|belange) der (?:kolleg|belegschaft|mitarbeiter)`,
    'für die Interessen der Kollegen eingesetzt',
    'Deutet auf Betriebsrats- oder Gewerkschaftsarbeit hin – darf nicht erwähnt werden.',
    'Hints at works-council or union activity – which must not be mentioned.',
    0.3,
  ),
  code(
    `${stem('zeigte|hatte|bewies|brachte')}[^.]*${word('verständnis')}`,
    'Verständnis für …',
    'Verständnis statt Leistung: die Person hat wenig getan.',
    'Understanding instead of results: the person did little.',
    0.5,
  ),
  code(
    `${stem('bemüh')}`,
    'bemüht',
    'Die Person hat es versucht, aber nicht geschafft.',
    'The person tried but did not succeed.',
    0.5,
  ),
  code(
    word('hat sich [^.]*eingesetzt|haben sich [^.]*eingesetzt'),
    'hat sich … eingesetzt',
    'Einsatz ohne Ergebnis: ein Erfolg wird nicht genannt.',
    'Effort without results: no success is named.',
    0.4,
  ),
  code(
    word('im großen und ganzen'),
    'im Großen und Ganzen',
    'Schränkt das Urteil ein: es gab deutliche Mängel.',
    'Restricts the assessment: there were clear shortcomings.',
    0.3,
  ),
  code(
    `${stem('zeigte')} [^.]*interesse|mit (?:großem )?interesse`,
    'zeigte Interesse',
    'Interesse ohne Leistung: die Ergebnisse blieben aus.',
    'Interest without results: nothing came of it.',
    0.4,
  ),
  code(
    stem('pünktlich'),
    'pünktlich',
    'Hebt eine Selbstverständlichkeit hervor – weil es sonst wenig zu loben gibt.',
    'Praises something taken for granted – because there is little else to praise.',
    0.3,
  ),
  code(
    `kennengelernt|lernten [^.]*kennen`,
    'als … kennengelernt',
    'Die Eigenschaft wird nur behauptet, nicht bestätigt: sie zeigte sich im Alltag nicht.',
    'The quality is only claimed, not confirmed: it did not show in practice.',
    0.3,
  ),
  code(
    stem('ordnungsgemäß'),
    'ordnungsgemäß',
    'Dienst nach Vorschrift, ohne eigene Initiative.',
    'Working to rule, without initiative.',
    0.3,
  ),
  code(
    `${stem('anspruchsvoll|kritisch')}\\p{L}* (?:und (?:anspruchsvoll|kritisch)\\p{L}* )?(?:mitarbeiter|kolleg)`,
    'anspruchsvoll und kritisch',
    'Deutet auf eine Person hin, die oft nörgelt und schwer zufriedenzustellen ist.',
    'Hints at someone who often complains and is hard to please.',
    0.4,
  ),
  code(
    stem('tolerant'),
    'tolerant',
    'Deutet auf Schwierigkeiten mit Vorgesetzten hin.',
    'Hints at difficulties with superiors.',
    0.4,
  ),
  code(
    `wusste sich [^.]*zu verkaufen`,
    'wusste sich gut zu verkaufen',
    'Deutet auf einen Wichtigtuer hin, der mehr redet als leistet.',
    'Hints at a show-off who talks more than performs.',
    0.5,
  ),
  code(
    stem('gesundes selbstvertrauen'),
    'gesundes Selbstvertrauen',
    'Deutet auf wenig Wissen und viel Auftreten hin.',
    'Hints at little knowledge and a big mouth.',
    0.3,
  ),
  code(
    `alle (?:aufgaben|arbeiten)[^.]*${stem('delegier')}|${stem('delegier')}[^.]*alle (?:aufgaben|arbeiten)`,
    'delegierte',
    'Kann heißen: gab die Arbeit lieber an andere weiter.',
    'May mean: preferred to pass the work on to others.',
    0.3,
  ),
  code(
    `vor allem gesundheit|${stem('gesundheit')}.*(?:wünschen|zukunft)|(?:wünschen|zukunft).*${stem('gesundheit')}`,
    'vor allem Gesundheit',
    'Deutet auf häufige Krankheit hin.',
    'Hints at frequent illness.',
    0.3,
  ),
  code(
    `${stem('eifer')}`,
    'mit Eifer',
    'Fleiß ohne Ergebnis: wird gelobt, wo Erfolge fehlen.',
    'Zeal without results: praised where successes are missing.',
    0.2,
  ),
];

/** The codes in a sentence: each phrase once, specific ones before the general ones they contain. */
export function findCodes(sentence: string): HiddenCode[] {
  const found: HiddenCode[] = [];
  for (const candidate of HIDDEN_CODES) {
    if (!candidate.test.test(sentence)) continue;
    // "Geselligkeit … Betriebsklima" already says what "gesellig" and "Betriebsklima" would.
    if (candidate.phrase === 'gesellig' && found.some((other) => other.phrase.includes('Geselligkeit')))
      continue;
    if (
      candidate.phrase.startsWith('trug zur') &&
      found.some((other) => other.phrase.includes('Geselligkeit'))
    )
      continue;
    found.push(candidate);
  }
  return found;
}
