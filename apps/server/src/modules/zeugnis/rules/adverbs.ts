import { type Reading, said } from './said';
import { ALWAYS_RE, pattern, stem, word } from './words';

const STRONG = pattern(
  stem(
    'außerordentlich|außergewöhnlich|hervorragend|ausgezeichnet|herausragend|vorbildlich|äußerst|überdurchschnittlich|beispielhaft|exzellent|allerbest|bestens|in höchstem maße|in jeder hinsicht|weit über|uneingeschränkt|beeindruckend|souverän|in kürzester zeit',
  ),
);
const GOOD_WORDS = stem(
  'sehr|besonders|umfassend|fundiert|groß|hoh|hohe|vollst|voll und ganz|ausgeprägt|sicher|zielgerichtet|zielstrebig|gewinnbringend|präzise|effizient|erfolgreich|deutlich|nachhaltig|breit|gut|stark|überzeugend|strukturiert|vorausschauend|lösungsorientiert|gewissenhaft|umsichtig|sorgfältig|zuverlässig|selbstständig|selbständig',
);
const MILD = pattern(
  `${stem('solide|ordentlich|im rahmen|entsprechend|angemessen|ordnungsgemäß|nach anleitung|nach vorgabe|in der regel|grundsätzlich')}|${word('meist|meistens|überwiegend')}`,
);
const WEAK = pattern(
  `${stem('bemüh|grundkenntnis|grundlegend|erforderlich|notwendig|nötig|ausreichend|interesse|versuchte|im wesentlichen|im großen und ganzen|weitgehend')}`,
);
const ACHIEVEMENT = pattern(
  `${stem('steigerte|senkte|verkürzte|verkürzen|gewann|übertraf|entwickelte|führte .* ein|eingeführt|setzte .* um|umgesetzt|abgeschlossen|schloss|gelang|patent|erreichte|sank|angenommen')}|prozent`,
);

const countMatches = (sentence: string, source: string) =>
  [...sentence.matchAll(new RegExp(source, 'gu'))].length;

/**
 * An evaluating sentence without a fixed formula ("Er arbeitete stets äußerst sorgfältig"): plain
 * praise is a 3, each intensifier ("stets", "äußerst", "sehr", "umfassend") lifts it, each hedge
 * ("im Wesentlichen", "die erforderlichen Kenntnisse") lowers it. A concrete success starts at 2.
 */
export function readAdverbs(sentence: string): Reading {
  const always = ALWAYS_RE.test(sentence);
  const strong = STRONG.test(sentence);
  const good = Math.min(2, countMatches(sentence, GOOD_WORDS));
  const mild = MILD.test(sentence);
  const weak = WEAK.test(sentence);
  const achievement = ACHIEVEMENT.test(sentence);
  let grade = achievement ? 2.2 : 3;
  if (always) grade -= 0.8;
  if (strong) grade -= 1.1;
  grade -= good * 0.4;
  if (mild) grade += 0.6;
  if (weak) grade += 1.2;
  grade = Math.round(Math.min(5.5, Math.max(1, grade)) * 2) / 2;
  const reasons: [string, string][] = [];
  if (always)
    reasons.push([
      '„stets“/„jederzeit“ hebt um fast eine Note',
      '“stets”/“jederzeit” (always) lifts by almost a grade',
    ]);
  if (strong)
    reasons.push([
      'ein Spitzenwort wie „äußerst“ oder „hervorragend“',
      'a top word such as “äußerst” or “hervorragend”',
    ]);
  if (good > 0 && !strong)
    reasons.push([
      'lobende Wörter wie „sehr“, „sicher“ oder „umfassend“',
      'praising words such as “sehr”, “sicher” or “umfassend”',
    ]);
  if (achievement) reasons.push(['ein konkreter Erfolg wird genannt', 'a concrete success is named']);
  if (mild)
    reasons.push([
      'eine einschränkende Wendung wie „solide“ oder „ordnungsgemäß“',
      'a limiting phrase such as “solide” or “ordnungsgemäß”',
    ]);
  if (weak)
    reasons.push([
      'eine abschwächende Wendung wie „die erforderlichen Kenntnisse“ oder „bemüht“',
      'a weakening phrase such as “die erforderlichen Kenntnisse” or “bemüht”',
    ]);
  if (reasons.length === 0) reasons.push(['Lob ohne Steigerung', 'praise without intensifiers']);
  return {
    grade,
    meaning: meaningOf(grade),
    why: said(
      `${reasons.map(([de]) => de).join(', ')} = etwa Note ${formatGrade(grade, 'de')}.`,
      `${reasons.map(([, en]) => en).join(', ')} = about grade ${formatGrade(grade, 'en')}.`,
    ),
  };
}

export const formatGrade = (grade: number, lang: 'de' | 'en') =>
  grade.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });

function meaningOf(grade: number) {
  if (grade <= 1.5) return said('Sehr gutes Urteil.', 'A very good assessment.');
  if (grade <= 2.5) return said('Gutes Urteil.', 'A good assessment.');
  if (grade <= 3.5)
    return said(
      'Befriedigendes Urteil: solide, aber ohne besonderes Lob.',
      'A satisfactory assessment: solid, without special praise.',
    );
  if (grade <= 4.5)
    return said(
      'Ausreichendes Urteil: nur das Nötigste wird bestätigt.',
      'An adequate assessment: only the bare minimum is confirmed.',
    );
  return said(
    'Schwaches Urteil: die Leistung genügte nicht.',
    'A weak assessment: the performance was not enough.',
  );
}
