import type { LEAVING_REASONS } from '@vita/shared';
import { type Said, said } from './said';
import { pattern, stem, word } from './words';

export type LeavingReasonKey = (typeof LEAVING_REASONS)[number];
export type LeavingReason = { key: LeavingReasonKey; label: Said; meaning: Said; penalty: number };

/** Sentences of the closing: leaving, regret, thanks, wishes. */
export const CLOSING_RE = pattern(
  `${stem('verlässt|verlassen|scheidet|ausscheid|endet|endete|beendet|bedauer|danken|dank|wünschen|trennen|getrennt|gekündigt|kündigung|freuen uns')}|arbeitsverhältnis|zwischenzeugnis wird`,
);
const REGRET = pattern(stem('bedauer'));
const THANKS = pattern(`${stem('danken|dank')}`);
const WISHES = pattern(`${stem('wünschen')}|alles gute|${stem('freuen uns auf')}`);
const SUCCESS_WISH = pattern(`${stem('erfolg')}|${stem('freuen uns auf')}`);
const WARM = pattern(
  stem('sehr|außerordentlich|ausgezeichnet|hervorragend|herausragend|wertvoll|stets|besonders'),
);

const reason = (
  key: LeavingReasonKey,
  penalty: number,
  labelDe: string,
  labelEn: string,
  de: string,
  en: string,
) => ({
  key,
  penalty,
  label: said(labelDe, labelEn),
  meaning: said(de, en),
});

/** The first reason that matches names the way the employment ended. */
const REASONS: { test: RegExp; reason: LeavingReason }[] = [
  {
    test: pattern('zwischenzeugnis'),
    reason: reason(
      'zwischenzeugnis',
      0,
      'Zwischenzeugnis',
      'Interim reference',
      'Die Beschäftigung dauert an; das Zeugnis wird während des Arbeitsverhältnisses erteilt.',
      'The employment continues; the reference is given while it lasts.',
    ),
  },
  {
    test: pattern(
      `${word('eigenen wunsch|ihren wunsch|seinen wunsch|eigener kündigung')}|neue herausforderung`,
    ),
    reason: reason(
      'eigener_wunsch',
      0,
      'Auf eigenen Wunsch',
      'At own request',
      'Die Person hat selbst gekündigt – das spricht für sie.',
      'The person resigned – which speaks for them.',
    ),
  },
  {
    test: pattern(stem('betriebsbedingt|aus betrieblichen gründen|stilllegung|umstrukturierung|insolvenz')),
    reason: reason(
      'betriebsbedingt',
      0,
      'Betriebsbedingt',
      'For operational reasons',
      'Das Unternehmen hat aus wirtschaftlichen Gründen gekündigt – nicht wegen der Person.',
      'The company ended it for business reasons – not because of the person.',
    ),
  },
  {
    test: pattern(stem('befrist|vereinbarten zeit|wie vereinbart|praktikum endete')),
    reason: reason(
      'befristung',
      0,
      'Befristung',
      'Fixed term',
      'Der Vertrag war befristet und ist regulär ausgelaufen.',
      'The contract was for a fixed term and ran out as planned.',
    ),
  },
  {
    test: pattern(stem('einvernehm|einverständ')),
    reason: reason(
      'einvernehmen',
      0.4,
      'Im gegenseitigen Einvernehmen',
      'By mutual agreement',
      'Oft ein Aufhebungsvertrag, der eine Kündigung durch den Arbeitgeber ersetzt.',
      'Often a termination agreement that replaces a dismissal by the employer.',
    ),
  },
  {
    test: pattern(`${stem('trennen uns|getrennt|haben uns von|kündigten|gekündigt|fristgerecht')}`),
    reason: reason(
      'arbeitgeber',
      1,
      'Vom Arbeitgeber beendet',
      'Ended by the employer',
      'Der Arbeitgeber hat die Trennung ausgesprochen.',
      'The employer ended the employment.',
    ),
  },
];
const NO_REASON = reason(
  'ohne_grund',
  0.5,
  'Ohne Angabe',
  'Not stated',
  'Kein Grund wird genannt – Leser vermuten dann oft eine Kündigung durch den Arbeitgeber.',
  'No reason is given – readers then often suspect a dismissal by the employer.',
);

export type Closing = {
  regret: boolean;
  thanks: boolean;
  wishes: boolean;
  reason?: LeavingReason;
  grade: number;
  interim: boolean;
};

/**
 * The closing formula: regret, thanks and good wishes (with "Erfolg"), warmly worded, is a 1; each
 * missing part costs about a grade, and so does a dismissal or an unstated reason.
 */
export function readClosing(closingText: string, wholeText: string): Closing {
  const interim = /zwischenzeugnis/.test(wholeText);
  const regret = REGRET.test(closingText);
  const thanks = THANKS.test(closingText);
  const wishes = WISHES.test(closingText);
  const found = REASONS.find(({ test }) => test.test(interim ? wholeText : closingText))?.reason;
  const ends = pattern(`${stem('endet|endete|beendet|verlässt|scheidet|ausscheid')}`).test(closingText);
  const leaving = found ?? (ends || !interim ? NO_REASON : undefined);
  let grade = 1;
  if (!regret && !interim) grade += 0.8;
  if (!thanks) grade += 1;
  if (!wishes) grade += 1;
  else if (!SUCCESS_WISH.test(closingText)) grade += 0.3;
  if (!WARM.test(closingText)) grade += 0.4;
  grade += leaving?.penalty ?? 0;
  return {
    regret,
    thanks,
    wishes,
    interim,
    reason: leaving,
    grade: Math.min(5, Math.round(grade * 10) / 10),
  };
}
