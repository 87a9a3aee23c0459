import { type Reading, said } from './said';
import { ALWAYS, pattern, stem, word } from './words';

/** A sentence about conduct: "Verhalten", "Auftreten", or how superiors and colleagues saw the person. */
export const BEHAVIOUR_RE = pattern(
  `${stem('verhalten|auftreten|umgang')}|${stem('vorgesetzt|kolleg')}|${stem('betriebsklima|beliebt|geschätzt|hilfsbereit|teamfähig|kollegial')}`,
);

const RESTRICTED = pattern(
  word('im großen und ganzen|im wesentlichen|im allgemeinen|weitgehend|überwiegend|meist'),
);
const EXEMPLARY = pattern(stem('vorbildlich|beispielhaft|stets sehr geschätzt|hervorragend'));
const FLAWLESS = pattern(stem('einwandfrei|tadellos|sehr gut|sehr geschätzt'));
const PROPER = pattern(
  `${stem('korrekt|höflich|freundlich|ohne tadel|ohne beanstandung|angemessen|sachlich|umgänglich')}|keinen anlass`,
);

/** The behaviour formula: "stets vorbildlich" = 1 … "einwandfrei" = 3 … "korrekt" = 4; restricted: 5. */
export function readBehaviour(sentence: string): Reading | undefined {
  if (!BEHAVIOUR_RE.test(sentence)) return undefined;
  const always = pattern(ALWAYS).test(sentence);
  let reading: Reading | undefined;
  if (EXEMPLARY.test(sentence))
    reading = always
      ? {
          grade: 1,
          meaning: said('Sehr gutes Verhalten (Note 1).', 'Very good conduct (grade 1).'),
          why: said('„stets vorbildlich“ = Note 1.', '“stets vorbildlich” (always exemplary) = grade 1.'),
        }
      : {
          grade: 2,
          meaning: said('Gutes Verhalten (Note 2).', 'Good conduct (grade 2).'),
          why: said(
            '„vorbildlich“ ohne „stets“ = Note 2.',
            '“vorbildlich” (exemplary) without “always” = grade 2.',
          ),
        };
  else if (FLAWLESS.test(sentence))
    reading = always
      ? {
          grade: 2,
          meaning: said('Gutes Verhalten (Note 2).', 'Good conduct (grade 2).'),
          why: said('„stets einwandfrei“ = Note 2.', '“stets einwandfrei” (always impeccable) = grade 2.'),
        }
      : {
          grade: 3,
          meaning: said('Befriedigendes Verhalten (Note 3).', 'Satisfactory conduct (grade 3).'),
          why: said(
            '„einwandfrei“ ohne „stets“ = Note 3.',
            '“einwandfrei” (impeccable) without “always” = grade 3.',
          ),
        };
  else if (PROPER.test(sentence))
    reading = always
      ? {
          grade: 3.5,
          meaning: said('Befriedigendes bis ausreichendes Verhalten.', 'Satisfactory to adequate conduct.'),
          why: said(
            '„stets korrekt/freundlich“ ist Pflicht, kein Lob = Note 3 bis 4.',
            '“always correct/friendly” is a duty, not praise = grade 3 to 4.',
          ),
        }
      : {
          grade: 4,
          meaning: said(
            'Ausreichendes Verhalten (Note 4): es gab Reibungen.',
            'Adequate conduct (grade 4): there was friction.',
          ),
          why: said(
            '„korrekt“, „freundlich“ oder „ohne Tadel“ ohne Steigerung = Note 4.',
            '“correct”, “friendly” or “without reproach” without more = grade 4.',
          ),
        };
  if (reading && RESTRICTED.test(sentence))
    return {
      grade: Math.min(6, (reading.grade ?? 3) + 1),
      meaning: said('Mangelhaftes Verhalten: es gab Beanstandungen.', 'Poor conduct: there were complaints.'),
      why: said(
        '„im Wesentlichen“ oder „im Großen und Ganzen“ schränkt das Lob ein = eine bis zwei Noten schlechter.',
        '“essentially” or “by and large” restricts the praise = one or two grades lower.',
      ),
    };
  return reading;
}

const SUPERIORS = pattern(stem('vorgesetzt|geschäftsleitung|geschäftsführung|leitung'));
const COLLEAGUES = pattern(stem('kolleg|mitarbeiter|team'));
const OTHERS = pattern(stem('kund|mandant|patient|gäst|geschäftspartner|fahrgäst|eltern|mieter|bewohner'));

export type PersonOrder = 'ok' | 'reversed' | 'no_superiors' | 'none';

/** Who is named in the behaviour part, and whether superiors come first (German practice). */
export function personOrder(behaviourText: string): PersonOrder {
  const at = (re: RegExp) => behaviourText.search(re);
  const superiors = at(SUPERIORS);
  const colleagues = at(COLLEAGUES);
  const others = at(OTHERS);
  if (superiors < 0) return colleagues < 0 && others < 0 ? 'none' : 'no_superiors';
  const firstOther = [colleagues, others].filter((index) => index >= 0);
  return firstOther.some((index) => index < superiors) ? 'reversed' : 'ok';
}
