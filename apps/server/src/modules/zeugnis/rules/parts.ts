import type { ZeugnisPart } from '@vita/shared';
import { BEHAVIOUR_RE } from './behaviour';
import { CLOSING_RE } from './closing';
import { SUMMARY_RE } from './satisfaction';
import { pattern, stem } from './words';

const INTRODUCTION = pattern(
  `${stem('geboren|war vom|ist seit|seit dem|in der zeit vom|eingetreten|absolvierte|war in der zeit')}|(?:tätig|beschäftigt)\\p{L}*\\.?$`,
);
/** Words that open a description of duties, whatever else the sentence names. */
const DUTIES_OPENER = pattern(
  `${stem('zu (?:seinen|ihren) aufgaben|aufgabengebiet|aufgaben umfass|tätigkeitsbereich|verantwortete|verantwortlich für|zuständig|in dieser funktion|seine aufgaben|ihre aufgaben (?:umfass|bestand)')}`,
);
const PERFORMANCE = pattern(
  stem(
    'fachwissen|fachkenntnis|kenntnis|know-how|wissen|arbeitete|arbeitet|arbeitsweise|leistung|engagement|einsatz|eigeninitiative|initiative|belastbar|auffassungsgabe|erwartungen|ergebnis|erfolg|führte|führt|motivierte|förderte|weiterbildung|bildete sich|zeigte|war stets|verstand es|steigerte|senkte|übertraf|gelang|bemüh|interesse|verständnis|eifer|pünktlich|erledigte|erfüllte',
  ),
);
const DUTIES = pattern(
  stem(
    'aufgabe|betreute|bearbeitete|erstellte|führte .* durch|plante|koordinierte|unterstützte|beriet|organisierte|pflegte|gehörten|umfasste',
  ),
);

/** The part a sentence belongs to by its own words, if it says. */
function partByWords(sentence: string, index: number): ZeugnisPart | undefined {
  if (index <= 1 && INTRODUCTION.test(sentence)) return 'einleitung';
  if (CLOSING_RE.test(sentence)) return 'schluss';
  if (SUMMARY_RE.test(sentence) && !/verhalten/.test(sentence)) return 'leistung';
  if (DUTIES_OPENER.test(sentence)) return 'aufgaben';
  if (BEHAVIOUR_RE.test(sentence)) return 'verhalten';
  if (PERFORMANCE.test(sentence)) return 'leistung';
  if (DUTIES.test(sentence)) return 'aufgaben';
  return undefined;
}

const ORDER: readonly ZeugnisPart[] = ['einleitung', 'aufgaben', 'leistung', 'verhalten', 'schluss'];

/**
 * Each sentence's part. A sentence that does not say goes with the one before; after the
 * introduction that is the duties (what follows "war … als … tätig" describes the job). A Zeugnis
 * does not return to its introduction.
 */
export function assignParts(sentences: readonly string[]): ZeugnisPart[] {
  let current: ZeugnisPart = 'einleitung';
  let introduced = false;
  return sentences.map((sentence, index) => {
    const found = partByWords(sentence, index);
    if (found === 'einleitung') introduced = true;
    if (found && !(found === 'einleitung' && ORDER.indexOf(current) > 0)) current = found;
    else if (!found && current === 'einleitung' && introduced) current = 'aufgaben';
    else if (!found && current === 'einleitung' && index > 0 && sentence.split(' ').length > 5) {
      introduced = true;
    }
    return current;
  });
}
