import type { ZeugnisMissingKey } from '@vita/shared';
import { type Said, said } from './said';
import { pattern, stem } from './words';

export const MISSING_TEXTS: Record<ZeugnisMissingKey, { label: Said; why: Said }> = {
  leistungsbereitschaft: {
    label: said('Leistungsbereitschaft', 'Willingness to perform'),
    why: said(
      'Engagement und Einsatz fehlen – Leser schließen daraus, dass es keinen gab.',
      'Commitment is not mentioned – readers conclude there was none.',
    ),
  },
  fachwissen: {
    label: said('Fachwissen', 'Expertise'),
    why: said(
      'Ein Urteil über das Fachwissen gehört in jedes qualifizierte Zeugnis.',
      'Every qualified reference should assess expertise.',
    ),
  },
  arbeitsweise: {
    label: said('Arbeitsweise', 'Way of working'),
    why: said(
      'Wie sorgfältig und selbstständig gearbeitet wurde, bleibt offen.',
      'How carefully and independently the person worked is left open.',
    ),
  },
  erfolge: {
    label: said('Erfolge', 'Achievements'),
    why: said('Kein konkreter Erfolg wird genannt.', 'No concrete achievement is named.'),
  },
  fuehrung: {
    label: said('Führungsleistung', 'Leadership'),
    why: said(
      'Bei einer Führungskraft fehlt das Urteil über die Führung – ein deutliches Warnsignal.',
      'The reference of a manager says nothing about leadership – a clear warning sign.',
    ),
  },
  zufriedenheit: {
    label: said('Zufriedenheitsformel', 'Satisfaction formula'),
    why: said(
      'Die zusammenfassende Leistungsbeurteilung („zu unserer … Zufriedenheit“) fehlt.',
      'The summary of performance (“zu unserer … Zufriedenheit”) is missing.',
    ),
  },
  verhalten: {
    label: said('Verhaltensbeurteilung', 'Assessment of conduct'),
    why: said(
      'Das Verhalten gegenüber Vorgesetzten und Kollegen wird nicht beurteilt.',
      'Conduct towards superiors and colleagues is not assessed.',
    ),
  },
  vorgesetzte: {
    label: said('Vorgesetzte', 'Superiors'),
    why: said(
      'Die Vorgesetzten fehlen in der Verhaltensbeurteilung – das deutet auf Schwierigkeiten mit ihnen hin.',
      'Superiors are missing from the assessment of conduct – which hints at difficulties with them.',
    ),
  },
  bedauern: {
    label: said('Bedauern', 'Regret'),
    why: said(
      'Der Arbeitgeber bedauert das Ausscheiden nicht.',
      'The employer does not regret the departure.',
    ),
  },
  dank: {
    label: said('Dank', 'Thanks'),
    why: said(
      'Der Arbeitgeber dankt nicht für die Zusammenarbeit.',
      'The employer does not thank the person for the work.',
    ),
  },
  zukunftswuensche: {
    label: said('Zukunftswünsche', 'Good wishes'),
    why: said('Gute Wünsche für die Zukunft fehlen.', 'Good wishes for the future are missing.'),
  },
};

const CONTENT: { key: ZeugnisMissingKey; test: RegExp }[] = [
  {
    key: 'leistungsbereitschaft',
    test: pattern(
      stem(
        'engagement|leistungsbereit|einsatzbereit|einsatz|eigeninitiative|initiative|motiviert|belastbar|fleiß|eifer|bereitwillig|einsatzfreude',
      ),
    ),
  },
  {
    key: 'fachwissen',
    test: pattern(stem('fachwissen|fachkenntnis|kenntnis|know-how|expertise|wissen|grundkenntnis|fachlich')),
  },
  {
    key: 'arbeitsweise',
    test: pattern(
      stem(
        'arbeitete|arbeitet|arbeitsweise|sorgfältig|selbstständig|selbständig|gewissenhaft|zuverlässig|ordnungsgemäß|erledigte .* (?:zügig|genau)',
      ),
    ),
  },
  {
    key: 'erfolge',
    test: pattern(
      `${stem('erfolg|steigerte|senkte|verkürz|gewann|übertraf|entwickelte|eingeführt|führte .* ein|umgesetzt|setzte .* um|abgeschlossen|schloss|gelang|patent|erreichte|sank|angenommen')}|prozent`,
    ),
  },
];
/** The content of the performance part a qualified Zeugnis should have, of those not found. */
export function missingContent(performanceText: string): ZeugnisMissingKey[] {
  return CONTENT.filter(({ test }) => !test.test(performanceText)).map(({ key }) => key);
}

export const LEADER_RE = pattern(
  `leiter(?:in|innen|n)?(?!\\p{L})|(?<!\\p{L})leitung (?:der|des|von|eines|einer)|mit (?:einem team von )?(?:\\p{L}+|\\d+) (?:mitarbeiter|außendienst|bauleiter)|personalverantwortung|führungskraft`,
);
export const LEADERSHIP_RE = pattern(
  `${stem('führte (?:sein|ihr)\\p{L}* (?:mitarbeiter|team|abteilung|schicht)|führung|motivierte|förderte (?:sie|ihn|ihre|seine)|führungs')}`,
);
